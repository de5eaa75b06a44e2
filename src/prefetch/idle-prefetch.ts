import type { ClientModule } from '@docusaurus/types';
import { afterLoad } from '../lib/after-load';
import { whenIdleInBackground } from '../lib/when-idle-in-background';

/** Docusaurus's prefetch: false when there is nothing to do, else settles once the route's chunks are fetched. */
type Prefetch = (routePath: string) => boolean | Promise<unknown>;

interface IdleDeadlineLike {
  timeRemaining(): number;
}

/**
 * Work left in an idle period below which the next route waits for another
 * one. One route's prefetch (Docusaurus resolves its chunks and inserts their
 * `<link>`s) takes up to about 20 ms on a phone's CPU: starting one with less
 * time left would run past the period and block input.
 */
const MIN_IDLE_MS = 30;

/**
 * A prefetch that queues routes and fetches them one idle period at a time,
 * starting after the page's load event. Docusaurus prefetches every link that
 * scrolls into view, and on a long page dozens do at once, right after
 * hydration: hundreds of `<link rel=prefetch>` inserted in the same tasks
 * that make the page interactive.
 *
 * A route waits for the previous one's chunks to arrive, so each idle period
 * starts at most one route's requests. (Chunks shared between routes are
 * requested once: src/prefetch/chunk-prefetch.ts skips them.)
 */
export function createIdlePrefetch(
  prefetch: Prefetch,
  whenIdle: (run: (deadline?: IdleDeadlineLike) => void) => void,
  afterLoad: (run: () => void) => void,
): Prefetch {
  const queue: string[] = [];
  const queued = new Set<string>();
  let loaded = false;
  let scheduled = false;
  let inFlight = false;

  const drain = (deadline?: IdleDeadlineLike) => {
    scheduled = false;
    do {
      const next = queue.shift();
      if (next === undefined) return;
      const fetching = prefetch(next);
      if (fetching instanceof Promise) {
        inFlight = true;
        const settled = () => {
          inFlight = false;
          schedule();
        };
        fetching.then(settled, settled);
        return;
      }
    } while (deadline && deadline.timeRemaining() > MIN_IDLE_MS);
    schedule();
  };
  function schedule() {
    if (!loaded || scheduled || inFlight || queue.length === 0) return;
    scheduled = true;
    whenIdle(drain);
  }
  afterLoad(() => {
    loaded = true;
    schedule();
  });

  return (routePath) => {
    if (queued.has(routePath)) return false;
    queued.add(routePath);
    queue.push(routePath);
    schedule();
    return true;
  };
}

/** Prefetching waits for idle periods, and for work a reader waits for (the search engine loading) to finish. */
const whenIdleForPrefetch = (run: (deadline?: IdleDeadlineLike) => void): void =>
  whenIdleInBackground(run, { timeoutMs: 5000, fallbackDelayMs: 200 });

let installed = false;

/** Installed after the first render, once `window.docusaurus` exists and before links report being in view. */
const idlePrefetch: ClientModule = {
  onRouteDidUpdate() {
    if (installed) return;
    installed = true;
    const host = window as unknown as { docusaurus?: { prefetch: Prefetch } };
    const docusaurus = host.docusaurus;
    if (!docusaurus) return;
    // The object is frozen; Link looks the method up on window.docusaurus at each call.
    // Link ignores the result, so the wrapper returns whether the route was queued.
    host.docusaurus = {
      ...docusaurus,
      prefetch: createIdlePrefetch(docusaurus.prefetch.bind(docusaurus), whenIdleForPrefetch, afterLoad),
    };
  },
};

export default idlePrefetch;

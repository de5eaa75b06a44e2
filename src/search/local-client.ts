import type { SearchRequest, SearchResponse } from './answer';
import type { FromSearchWorker } from './search-protocol';
import { holdBackgroundWork } from '../lib/foreground-work';
import { DEV_INDEX_POINTER_PATH, type DevIndexPointer } from './dev-index';
import { SEARCH_INDEX_META } from './types';
import { connectWorker, WorkerUnavailableError, type SearchBackend, type WorkerLike } from './worker-client';
import { fetchIndex } from './fetch-index';

/**
 * Raised when the index cannot be loaded. DocSearch shows its "Unable to fetch
 * results" screen only for errors named RetryError (the hosted client's name
 * for a request that failed on every host), so the local client uses that name.
 */
export class SearchUnavailableError extends Error {
  override readonly name = 'RetryError';
}

/** Performance marks around loading the index, read by `npm run bench:search`. */
export const INDEX_MARKS = {
  start: 'search:index-fetch-start',
  fetched: 'search:index-fetched',
  ready: 'search:index-ready',
} as const;

/** The engine of one index file: ready to search once loaded, and stoppable when a newer index replaces it. */
interface Engine {
  readonly url: string;
  readonly ready: Promise<SearchBackend>;
  readonly stop: () => void;
}

let engine: Engine | undefined;

/** The index (or, on the development server, the pointer to it) every page names. */
function namedIndexUrl(): string | undefined {
  return document.querySelector(`meta[name="${SEARCH_INDEX_META}"]`)?.getAttribute('content') ?? undefined;
}

/** The development server's current index file, read from the pointer it rewrites after each edit. */
async function currentDevIndexUrl(pointerUrl: string): Promise<string> {
  const response = await fetch(pointerUrl, { cache: 'no-store' });
  if (!response.ok) throw new SearchUnavailableError(`Loading the search index failed with HTTP ${response.status}.`);
  return ((await response.json()) as DevIndexPointer).url;
}

/** The search worker, or undefined where the browser cannot start one. */
function startWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  try {
    return new Worker(new URL('./search.worker.ts', import.meta.url));
  } catch {
    return undefined;
  }
}

/** The worker's code run on this thread, for a browser where the worker cannot run. */
async function inThisThread(url: string): Promise<SearchBackend> {
  const { createSearchHandler } = await import('./search-protocol');
  const events = new EventTarget();
  const handle = createSearchHandler((data) => events.dispatchEvent(new MessageEvent('message', { data })));
  const thisThread: WorkerLike = {
    postMessage: handle,
    addEventListener: (type: string, listener: (event: MessageEvent<FromSearchWorker>) => void) =>
      events.addEventListener(type, listener as EventListener),
  };
  return connectWorker(thisThread, url);
}

/** The index's bytes, downloaded by the page while the worker starts. */
async function downloadForWorker(url: string): Promise<ArrayBuffer> {
  const bytes = await fetchIndex(url);
  performance.mark(INDEX_MARKS.fetched);
  return bytes;
}

/** Starts the search worker on an index, downloads the index beside it and hands it over; the worker builds the engine. */
function startEngine(url: string): Engine {
  // Absolute: the worker resolves a relative URL against its own script's.
  const absoluteUrl = new URL(url, document.baseURI).href;
  performance.mark(INDEX_MARKS.start);
  const worker = startWorker();
  const ready = (async () => {
    let connected: SearchBackend | undefined;
    if (worker) {
      try {
        connected = await connectWorker(worker, absoluteUrl, downloadForWorker(absoluteUrl));
      } catch (error) {
        worker.terminate();
        if (!(error instanceof WorkerUnavailableError)) throw error;
      }
    }
    connected ??= await inThisThread(absoluteUrl);
    performance.mark(INDEX_MARKS.ready);
    return connected;
  })();
  // A reader who is about to search waits for this; the page's background passes can wait for it.
  holdBackgroundWork(ready);
  return { url, ready, stop: () => worker?.terminate() };
}

/** The engine for an index file: the current one when it reads that file, else a new one replacing it. */
function engineFor(url: string): Promise<SearchBackend> {
  if (engine?.url !== url) {
    engine?.stop();
    const started = startEngine(url);
    engine = started;
    // A failed load is not kept, so the next search tries again.
    started.ready.catch(() => {
      if (engine === started) engine = undefined;
    });
  }
  return engine.ready.catch((error: unknown) => {
    throw error instanceof SearchUnavailableError ? error : new SearchUnavailableError((error as Error).message);
  });
}

/**
 * The search engine, started once on the index the page names. On the
 * development server the page names a pointer instead, read on every search,
 * and a new engine starts whenever it points at a newer index.
 */
export async function loadEngine(): Promise<SearchBackend> {
  const named = namedIndexUrl();
  if (!named) throw new SearchUnavailableError('This page does not name a search index.');
  if (process.env.NODE_ENV !== 'production' && named.endsWith(DEV_INDEX_POINTER_PATH)) {
    return engineFor(await currentDevIndexUrl(named));
  }
  return engineFor(named);
}

/** A search client with the method the DocSearch modal calls, answered from the local index. */
export function createLocalSearchClient() {
  return {
    async search({ requests }: { requests: readonly SearchRequest[] }): Promise<{ results: SearchResponse[] }> {
      const ready = await loadEngine();
      return { results: await ready.search(requests) };
    },
  };
}

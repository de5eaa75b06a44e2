import type { SearchRequest, SearchResponse } from './answer';
import type { FromSearchWorker } from './search-protocol';
import { SEARCH_INDEX_META } from './types';
import { connectWorker, WorkerUnavailableError, type SearchBackend, type WorkerLike } from './worker-client';

/**
 * Raised when the index cannot be loaded. DocSearch shows its "Unable to fetch
 * results" screen only for errors named RetryError (the hosted client's name
 * for a request that failed on every host), so the local client uses that name.
 */
export class SearchUnavailableError extends Error {
  override readonly name = 'RetryError';
}

/** Performance marks around loading the index, read by `npm run bench:search`. */
export const INDEX_MARKS = { start: 'search:index-fetch-start', ready: 'search:index-ready' } as const;

let backend: Promise<SearchBackend> | undefined;

/** The index URL the build wrote into every page. */
function searchIndexUrl(): string | undefined {
  return document.querySelector(`meta[name="${SEARCH_INDEX_META}"]`)?.getAttribute('content') ?? undefined;
}

async function fetchIndex(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new SearchUnavailableError(`Loading the search index failed with HTTP ${response.status}.`);
  return response.arrayBuffer();
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
async function inThisThread(index: ArrayBuffer): Promise<SearchBackend> {
  const { createSearchHandler } = await import('./search-protocol');
  const events = new EventTarget();
  const handle = createSearchHandler((data) => events.dispatchEvent(new MessageEvent('message', { data })));
  const thisThread: WorkerLike = {
    postMessage: handle,
    addEventListener: (type: string, listener: (event: MessageEvent<FromSearchWorker>) => void) =>
      events.addEventListener(type, listener as EventListener),
  };
  return connectWorker(thisThread, Promise.resolve(index));
}

/**
 * Fetches the index and starts the search worker on it, once; the worker's
 * script loads while the index downloads. A failed load is not kept, so the
 * next search tries again.
 */
export function loadEngine(): Promise<SearchBackend> {
  backend ??= (async () => {
    const url = searchIndexUrl();
    if (!url) throw new SearchUnavailableError('This page does not name a search index.');
    performance.mark(INDEX_MARKS.start);
    const index = fetchIndex(url);
    const worker = startWorker();
    let ready: SearchBackend | undefined;
    if (worker) {
      try {
        ready = await connectWorker(worker, index);
      } catch (error) {
        worker.terminate();
        if (!(error instanceof WorkerUnavailableError)) throw error;
      }
    }
    ready ??= await inThisThread(await index);
    performance.mark(INDEX_MARKS.ready);
    return ready;
  })().catch((error: unknown) => {
    backend = undefined;
    throw error instanceof SearchUnavailableError ? error : new SearchUnavailableError((error as Error).message);
  });
  return backend;
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

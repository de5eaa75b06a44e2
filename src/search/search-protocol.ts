import { answer, type SearchRequest, type SearchResponse } from './answer';
import { decodeIndex } from './decode-index';
import { createEngine, type SearchEngine } from './engine';
import { fetchIndex } from './fetch-index';

/**
 * What the page asks the search worker: load the index file once, then answer
 * searches. The page downloads the file while the worker starts and hands its
 * bytes over (`bytes`, transferred), so the download and the worker's start
 * overlap; without `bytes` the worker downloads `url` itself.
 */
export type ToSearchWorker =
  | { readonly kind: 'load'; readonly url: string; readonly bytes?: ArrayBuffer }
  | { readonly kind: 'search'; readonly id: number; readonly requests: readonly SearchRequest[] };

/**
 * What the search worker answers. A reply to a search also answers the
 * searches sent before it that were still waiting (`ids`, the newest last):
 * they are out of date, and the modal shows only the newest answer anyway.
 */
export type FromSearchWorker =
  | { readonly kind: 'ready'; readonly timings: LoadTimings }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'results'; readonly ids: readonly number[]; readonly results: SearchResponse[] }
  | { readonly kind: 'error'; readonly ids: readonly number[]; readonly message: string };

/**
 * How loading went, for `npm run bench:search`: when it started, as a time
 * since the Unix epoch in milliseconds (`performance.timeOrigin` plus
 * `performance.now()`, comparable with the page's own), and each step's
 * length, one after another until the engine was ready and the reply sent.
 */
export interface LoadTimings {
  /** When the worker's script started running (the worker has started). */
  readonly scriptStartedAt: number;
  /** When the worker read the load message: its script has been fetched and run, and the page's download is in. */
  readonly loadStartedAt: number;
  /** The worker's own download of the index; 0 when the page handed the bytes over. */
  readonly fetchMs: number;
  readonly decodeMs: number;
  readonly buildMs: number;
}

/** When this module first ran: in the worker, when its script started. */
const scriptStartedAt = performance.timeOrigin + performance.now();

/**
 * The search side of the protocol, without the worker around it: builds the
 * engine from the index file it is sent, and answers searches with the
 * DocSearch responses. Searches wait for `schedule` (the next task in the
 * worker), so that when typing outpaces them only the newest of those that
 * arrived meanwhile is run. The worker runs it; a page without workers runs
 * it in its own thread.
 */
export function createSearchHandler(
  reply: (message: FromSearchWorker) => void,
  schedule: (run: () => void) => void = (run) => setTimeout(run, 0),
): (message: ToSearchWorker) => void {
  let engine: SearchEngine | undefined;
  let waiting: Array<Extract<ToSearchWorker, { kind: 'search' }>> = [];
  const runNewest = () => {
    const searches = waiting;
    waiting = [];
    const ids = searches.map((search) => search.id);
    const newest = searches[searches.length - 1];
    if (!newest) return;
    if (!engine) {
      reply({ kind: 'error', ids, message: 'The search index is not loaded.' });
      return;
    }
    try {
      reply({ kind: 'results', ids, results: newest.requests.map((request) => answer(engine!, request)) });
    } catch (error) {
      reply({ kind: 'error', ids, message: (error as Error).message });
    }
  };
  const load = async (url: string, bytes: ArrayBuffer | undefined) => {
    try {
      const loadStarted = performance.now();
      const index = bytes ?? (await fetchIndex(url));
      const fetched = performance.now();
      const { file, codes } = decodeIndex(index);
      const decoded = performance.now();
      engine = createEngine(file, codes);
      const built = performance.now();
      reply({
        kind: 'ready',
        timings: {
          scriptStartedAt,
          loadStartedAt: performance.timeOrigin + loadStarted,
          fetchMs: fetched - loadStarted,
          decodeMs: decoded - fetched,
          buildMs: built - decoded,
        },
      });
    } catch (error) {
      reply({ kind: 'failed', message: (error as Error).message });
    }
  };
  return (message) => {
    if (message.kind === 'load') {
      void load(message.url, message.bytes);
      return;
    }
    waiting.push(message);
    if (waiting.length === 1) schedule(runNewest);
  };
}

import type { SearchRequest, SearchResponse } from './answer';
import type { FromSearchWorker, ToSearchWorker } from './search-protocol';

/** Answers DocSearch requests from the loaded index. */
export interface SearchBackend {
  search(requests: readonly SearchRequest[]): Promise<SearchResponse[]>;
}

/** The part of a `Worker` the client uses (tests pass a stand-in). */
export interface WorkerLike {
  postMessage(message: ToSearchWorker, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FromSearchWorker>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
}

/** The worker itself could not run (its script failed to load, or it crashed): the page can search without it. */
export class WorkerUnavailableError extends Error {}

/**
 * Talks to a search worker (search-protocol.ts): has it load the index at
 * `url`, from `bytes` when the page is downloading it, and resolves when the
 * worker's engine is ready. Searches are matched to their answers by number.
 */
export function connectWorker(worker: WorkerLike, url: string, bytes?: Promise<ArrayBuffer>): Promise<SearchBackend> {
  const pending = new Map<number, { resolve: (results: SearchResponse[]) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let failure: Error | undefined;
  const backend: SearchBackend = {
    search(requests) {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ kind: 'search', id, requests });
      });
    },
  };
  return new Promise((resolveReady, rejectReady) => {
    const fail = (error: Error) => {
      failure ??= error;
      rejectReady(error);
      for (const { reject } of pending.values()) reject(error);
      pending.clear();
    };
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      fail(new WorkerUnavailableError('The search worker stopped.'));
    });
    worker.addEventListener('message', ({ data }) => {
      if (data.kind === 'ready') resolveReady(backend);
      else if (data.kind === 'failed') fail(new Error(data.message));
      else {
        // Searches the newest one overtook get its answer too, in the same task, so the
        // modal renders once: it keeps only the newest answer (autocomplete's concurrency rule).
        for (const id of data.ids) {
          const request = pending.get(id);
          pending.delete(id);
          if (data.kind === 'results') request?.resolve(data.results);
          else request?.reject(new Error(data.message));
        }
      }
    });
    if (!bytes) worker.postMessage({ kind: 'load', url });
    else bytes.then((buffer) => worker.postMessage({ kind: 'load', url, bytes: buffer }, [buffer]), fail);
  });
}

import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { STOP, type PrecompressJob, type WorkerInput, type WorkerResult } from './precompress-protocol';

/** Starts the TypeScript worker through tsx's require hook, whichever loader runs this file. */
const WORKER_BOOTSTRAP = [
  `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register();`,
  `require(${JSON.stringify(path.join(__dirname, 'precompress-worker.ts'))});`,
].join('\n');

export interface PrecompressionTotals {
  /** Files compressed or taken from the cache. */
  readonly compressed: number;
  readonly fromCache: number;
  /** Jobs in the list, including any left undone after `stop()`. */
  readonly total: number;
}

/** A running precompression: worker threads taking jobs from one shared list. */
export interface PrecompressionRun {
  /** Starts more workers on the same list (when more cores become free). */
  addWorkers(count: number): void;
  /** Lets the jobs in progress finish and starts no new one. */
  stop(): void;
  /** Resolves once every worker has finished, with the totals. */
  finished(): Promise<PrecompressionTotals>;
}

/**
 * Compresses `jobs` (give them largest first, so the last job to finish is a
 * short one) with `workers` threads. Compression is CPU-bound: zlib's brotli
 * and Zopfli each keep one core busy, so use as many workers as there are
 * cores free. The workers claim jobs through a shared counter, so none waits
 * for this thread, which may be busy meanwhile.
 */
export function startPrecompression(
  jobs: readonly PrecompressJob[],
  options: { readonly cacheDir: string; readonly workers: number; readonly writeVariants: boolean },
): PrecompressionRun {
  const control = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);
  const input: WorkerInput = { jobs, cacheDir: options.cacheDir, writeVariants: options.writeVariants, control };
  const results: Array<Promise<WorkerResult>> = [];
  const start = () =>
    new Promise<WorkerResult>((resolve, reject) => {
      const worker = new Worker(WORKER_BOOTSTRAP, { eval: true, workerData: input });
      let result: WorkerResult | undefined;
      worker.on('message', (message: WorkerResult) => {
        result = message;
      });
      worker.on('error', reject);
      worker.on('exit', (code) => {
        if (result) resolve(result);
        else reject(new Error(`A precompression worker exited (code ${code}) before reporting`));
      });
    });
  const addWorkers = (count: number) => {
    for (let index = 0; index < count; index += 1) {
      const result = start();
      // A failure is reported by finished(); until it is called, it is not an unhandled rejection.
      result.catch(() => {});
      results.push(result);
    }
  };
  addWorkers(Math.max(1, options.workers));
  return {
    addWorkers,
    stop: () => Atomics.store(new Int32Array(control), STOP, 1),
    async finished() {
      // Workers added while waiting are waited for too.
      let settled = 0;
      const totals = { compressed: 0, fromCache: 0, total: jobs.length };
      while (settled < results.length) {
        const batch = results.slice(settled);
        settled = results.length;
        for (const result of await Promise.all(batch)) {
          totals.compressed += result.compressed;
          totals.fromCache += result.fromCache;
        }
      }
      return totals;
    },
  };
}

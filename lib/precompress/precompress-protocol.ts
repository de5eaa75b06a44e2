/** What a precompression worker is given and reports (see precompress-pool.ts). */

import type { Effort } from './compression';

/** One file to compress: its absolute path, its name relative to the build folder (`assets/js/…`) and how hard. */
export interface PrecompressJob {
  readonly file: string;
  readonly name: string;
  readonly effort: Effort;
}

export interface WorkerInput {
  /** Every job of the pool, largest file first; workers claim them by index. */
  readonly jobs: readonly PrecompressJob[];
  readonly cacheDir: string;
  /** Whether to write `file.br` and `file.gz` next to each file, or only fill the cache. */
  readonly writeVariants: boolean;
  /** An Int32Array's buffer shared by the pool's workers: the next job index and the stop flag. */
  readonly control: SharedArrayBuffer;
}

export interface WorkerResult {
  readonly compressed: number;
  readonly fromCache: number;
}

/** Index in `control` of the next unclaimed job. */
export const NEXT_JOB = 0;
/** Index in `control` of the stop flag: 1 when no new job may start. */
export const STOP = 1;

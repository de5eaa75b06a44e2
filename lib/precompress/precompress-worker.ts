/**
 * A precompression worker (started by precompress-pool.ts): takes jobs from
 * the shared list, one at a time, until the list is done or the pool stops,
 * then reports its counts.
 */
import fs from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { cachedVariants } from './compression';
import { NEXT_JOB, STOP, type WorkerInput, type WorkerResult } from './precompress-protocol';

async function run(input: WorkerInput): Promise<WorkerResult> {
  const control = new Int32Array(input.control);
  const result = { compressed: 0, fromCache: 0 };
  while (Atomics.load(control, STOP) === 0) {
    const index = Atomics.add(control, NEXT_JOB, 1);
    const job = input.jobs[index];
    if (!job) break;
    const content = await fs.readFile(job.file);
    const variants = await cachedVariants(input.cacheDir, content, job.effort);
    if (input.writeVariants) {
      await Promise.all([
        fs.writeFile(`${job.file}.br`, variants.brotli),
        fs.writeFile(`${job.file}.gz`, variants.gzip),
      ]);
    }
    result.compressed += 1;
    if (variants.hit) result.fromCache += 1;
  }
  return result;
}

// A failure rejects unhandled, which ends the worker with an 'error' event in the pool.
void run(workerData as WorkerInput).then((result) => parentPort!.postMessage(result));

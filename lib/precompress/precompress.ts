import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { COMPRESSIBLE, effortFor, MIN_BYTES } from './compression';
import { startPrecompression } from './precompress-pool';
import type { PrecompressJob } from './precompress-protocol';

export { COMPRESSIBLE } from './compression';

/** Where compressed variants are kept by content hash, so an unchanged file is never compressed twice. */
export const DEFAULT_CACHE_DIR = path.resolve(__dirname, '../../node_modules/.cache/precompress');

export interface JobOptions {
  /** Leaves out the files it returns true for (given the build-relative name). */
  readonly skip?: (name: string) => boolean;
  /** The files a page's first load fetches (first-load.ts); undefined: every script and style counts. */
  readonly firstLoad?: ReadonlySet<string>;
}

/**
 * The files below `dir` worth compressing (compressible and at least MIN_BYTES),
 * largest first, each with the effort it deserves (compression.ts).
 */
export async function precompressionJobs(
  dir: string,
  { skip = () => false, firstLoad }: JobOptions = {},
): Promise<PrecompressJob[]> {
  const names = ((await fs.readdir(dir, { recursive: true })) as string[])
    .filter((entry) => COMPRESSIBLE.test(entry))
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((name) => !skip(name));
  const sized = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const stat = await fs.stat(file);
      return { file, name, size: stat.isFile() ? stat.size : 0 };
    }),
  );
  return sized
    .filter((entry) => entry.size >= MIN_BYTES)
    .sort((a, b) => b.size - a.size || a.name.localeCompare(b.name))
    .map(({ file, name }) => ({ file, name, effort: effortFor(name, firstLoad) }));
}

/**
 * Writes `file.br` (brotli) and `file.gz` (standard gzip) next to
 * each compressible file, so servers send them without compressing per
 * request. Variants are cached by content hash (a second build, or a
 * rebuild, compresses only what changed). Runs on every core. Returns the counts.
 */
export async function precompressDirectory(
  dir: string,
  { cacheDir = DEFAULT_CACHE_DIR, firstLoad }: { cacheDir?: string; firstLoad?: ReadonlySet<string> } = {},
): Promise<{ compressed: number; fromCache: number }> {
  const jobs = await precompressionJobs(dir, { firstLoad });
  const run = startPrecompression(jobs, { cacheDir, workers: os.availableParallelism(), writeVariants: true });
  const { compressed, fromCache } = await run.finished();
  return { compressed, fromCache };
}

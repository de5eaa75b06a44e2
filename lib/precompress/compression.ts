import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { writeAtomically } from '../files/write-atomically';

/** Files worth compressing ahead of time: text, and the search index (coded prose, see src/search/index-format.ts). */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|md|map|webmanifest|bin)$/i;
/** Below this size the headers cost more than compression saves. */
export const MIN_BYTES = 1024;

/**
 * How hard a file is compressed.
 * - `first-load`: what a page's first load fetches from /assets/ (first-load.ts)
 *   and the search index: fetched once and then cached, shared by every page.
 *   Brotli at quality 10; their gzip sizes are budgeted (`check:weight`,
 *   `bench:search`), so the large ones get Zopfli (about 1 s per 300 KB, 2–4 %
 *   smaller than zlib's best).
 * - `standard`: everything else: the pages, the scripts and styles loaded
 *   later, and what only a reader's action or a tool fetches (the pages'
 *   Markdown twins, llms.txt and llms-full.txt, hover data, live examples'
 *   files, the symbol index). Brotli at quality 8 and zlib's best level.
 *   Quality 10 made these files 7–8 % smaller (the pages 1,051 against
 *   1,136 KB, the later scripts 1,026 against 1,098 KB) for 16 times the CPU
 *   time (9.6 against 0.6 s), a twentieth of a cold build's CPU. A page's
 *   HTML grows by 2.8 KB at most (the usage guide, 30.9 → 33.6 KB). Node's
 *   quality 9 took four times as long as 8 for 1 % less.
 */
export type Effort = 'first-load' | 'standard';

const SEARCH_INDEX = /^assets\/search\//;
const ZOPFLI_MIN_BYTES = 100 * 1024;
const BROTLI_QUALITY: Record<Effort, number> = { 'first-load': 10, standard: 8 };

/** The effort for a build-relative name, given the first-load files (undefined: every script and style counts). */
export function effortFor(name: string, firstLoad: ReadonlySet<string> | undefined): Effort {
  if (SEARCH_INDEX.test(name)) return 'first-load';
  if (!/^assets\/(js|css)\//.test(name)) return 'standard';
  if (firstLoad === undefined) return 'first-load';
  return firstLoad.has(name) ? 'first-load' : 'standard';
}

export interface Variants {
  readonly brotli: Buffer;
  readonly gzip: Buffer;
}

/**
 * Compresses a file's content with the given effort.
 * Synchronous work on the calling thread: call it from a worker (see precompress-pool.ts).
 */
export async function compress(content: Buffer, effort: Effort): Promise<Variants> {
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gzip =
    effort === 'first-load' && content.length >= ZOPFLI_MIN_BYTES
      ? Buffer.from(await gzipAsync(content, { numiterations: 5 }))
      : gzipSync(content, { level: 9 });
  return { brotli, gzip };
}

/** The variants of a file, from the cache when the same bytes were compressed with the same effort before. */
export async function cachedVariants(
  cacheDir: string,
  content: Buffer,
  effort: Effort,
): Promise<Variants & { hit: boolean }> {
  const key = createHash('sha256').update(`${effort}:`).update(content).digest('hex');
  const base = path.join(cacheDir, key.slice(0, 2), key);
  try {
    const [brotli, gzip] = await Promise.all([fs.readFile(`${base}.br`), fs.readFile(`${base}.gz`)]);
    return { brotli, gzip, hit: true };
  } catch {
    const variants = await compress(content, effort);
    await fs.mkdir(path.dirname(base), { recursive: true });
    await Promise.all([writeAtomically(`${base}.br`, variants.brotli), writeAtomically(`${base}.gz`, variants.gzip)]);
    return { ...variants, hit: false };
  }
}

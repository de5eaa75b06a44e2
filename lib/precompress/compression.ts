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
 * Zopfli is slow (about a second per 500 KB), so it is kept for the large
 * scripts and data under /assets/ that first loads and search download,
 * where its few percent count; other files get zlib's best level.
 */
const ZOPFLI = /^assets\/.+\.(js|json|bin)$/;
const ZOPFLI_MIN_BYTES = 100 * 1024;

export interface Variants {
  readonly brotli: Buffer;
  readonly gzip: Buffer;
}

/**
 * Compresses a file's content for its build-relative name (`assets/js/main.0123abcd.js`).
 * Synchronous work on the calling thread: call it from a worker (see precompress-pool.ts).
 */
export async function compress(name: string, content: Buffer): Promise<Variants> {
  // Quality 11 takes several times as long as 10 for ~3% less: worth it only for the
  // long-cached files under /assets/, not for every page's HTML.
  const quality = name.startsWith('assets/') ? 11 : 10;
  const useZopfli = ZOPFLI.test(name) && content.length >= ZOPFLI_MIN_BYTES;
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const gzip = useZopfli
    ? Buffer.from(await gzipAsync(content, { numiterations: 5 }))
    : gzipSync(content, { level: 9 });
  return { brotli, gzip };
}

/** The variants of a file, from the cache when the same bytes were compressed with the same settings before. */
export async function cachedVariants(
  cacheDir: string,
  name: string,
  content: Buffer,
): Promise<Variants & { hit: boolean }> {
  const settings = `${name.startsWith('assets/') ? 'assets' : 'page'}:${ZOPFLI.test(name) ? 'zopfli' : 'zlib'}`;
  const key = createHash('sha256').update(settings).update(content).digest('hex');
  const base = path.join(cacheDir, key.slice(0, 2), key);
  try {
    const [brotli, gzip] = await Promise.all([fs.readFile(`${base}.br`), fs.readFile(`${base}.gz`)]);
    return { brotli, gzip, hit: true };
  } catch {
    const variants = await compress(name, content);
    await fs.mkdir(path.dirname(base), { recursive: true });
    await Promise.all([writeAtomically(`${base}.br`, variants.brotli), writeAtomically(`${base}.gz`, variants.gzip)]);
    return { ...variants, hit: false };
  }
}

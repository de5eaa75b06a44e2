import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as zlibGzip } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const brotliAsync = promisify(brotliCompress);
const gzipLevel9 = promisify(zlibGzip);

/** Files worth compressing ahead of time: text, and the search index (coded prose, see src/search/index-format.ts). */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|md|map|webmanifest|bin)$/i;
/** Below this size the headers cost more than compression saves. */
const MIN_BYTES = 1024;
/**
 * Zopfli is slow (about a second per 500 KB), so it is kept for the large
 * scripts and data under /assets/ that first loads and search download,
 * where its few percent count; other files get zlib's best level.
 */
const ZOPFLI = /^assets\/.+\.(js|json|bin)$/;
const ZOPFLI_MIN_BYTES = 100 * 1024;

/** Where compressed variants are kept by content hash, so an unchanged file is never compressed twice. */
export const DEFAULT_CACHE_DIR = path.resolve(__dirname, '../node_modules/.cache/precompress');
/** Files compressed at once: zlib runs on libuv's thread pool, so this uses every core. */
const CONCURRENCY = 4;

interface Variants {
  readonly brotli: Buffer;
  readonly gzip: Buffer;
}

async function compress(name: string, content: Buffer): Promise<Variants> {
  // Quality 11 takes several times as long as 10 for ~3% less: worth it only for the
  // long-cached files under /assets/, not for every page's HTML.
  const quality = name.startsWith('assets/') ? 11 : 10;
  const useZopfli = ZOPFLI.test(name) && content.length >= ZOPFLI_MIN_BYTES;
  const [brotli, gzip] = await Promise.all([
    brotliAsync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
    useZopfli ? gzipAsync(content, { numiterations: 5 }).then(Buffer.from) : gzipLevel9(content, { level: 9 }),
  ]);
  return { brotli, gzip };
}

/** The variants of a file, from the cache when the same bytes were compressed with the same settings before. */
async function cachedVariants(cacheDir: string, name: string, content: Buffer): Promise<Variants & { hit: boolean }> {
  const settings = `${name.startsWith('assets/') ? 'assets' : 'page'}:${ZOPFLI.test(name) ? 'zopfli' : 'zlib'}`;
  const key = createHash('sha256').update(settings).update(content).digest('hex');
  const base = path.join(cacheDir, key.slice(0, 2), key);
  try {
    const [brotli, gzip] = await Promise.all([fs.readFile(`${base}.br`), fs.readFile(`${base}.gz`)]);
    return { brotli, gzip, hit: true };
  } catch {
    const variants = await compress(name, content);
    await fs.mkdir(path.dirname(base), { recursive: true });
    await Promise.all([fs.writeFile(`${base}.br`, variants.brotli), fs.writeFile(`${base}.gz`, variants.gzip)]);
    return { ...variants, hit: false };
  }
}

/**
 * Writes `file.br` (brotli) and `file.gz` (standard gzip) next to
 * each compressible file, so servers send them without compressing per
 * request. Variants are cached by content hash (a second build, or a
 * rebuild, compresses only what changed). Returns the counts.
 */
export async function precompressDirectory(
  dir: string,
  cacheDir = DEFAULT_CACHE_DIR,
): Promise<{ compressed: number; fromCache: number }> {
  const entries = ((await fs.readdir(dir, { recursive: true })) as string[]).filter((name) => COMPRESSIBLE.test(name));
  let compressed = 0;
  let fromCache = 0;
  const queue = [...entries];
  const work = async () => {
    for (let entry = queue.shift(); entry !== undefined; entry = queue.shift()) {
      const file = path.join(dir, entry);
      const content = await fs.readFile(file);
      if (content.length < MIN_BYTES) continue;
      const variants = await cachedVariants(cacheDir, entry.split(path.sep).join('/'), content);
      await Promise.all([fs.writeFile(`${file}.br`, variants.brotli), fs.writeFile(`${file}.gz`, variants.gzip)]);
      compressed += 1;
      if (variants.hit) fromCache += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, work));
  return { compressed, fromCache };
}

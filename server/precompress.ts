import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

/** Text files worth compressing ahead of time. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|md|map|webmanifest)$/i;
/** Below this size the headers cost more than compression saves. */
const MIN_BYTES = 1024;
/**
 * Zopfli is slow (about a second per 500 KB), so it is kept for the large
 * scripts and data under /assets/ that first loads and search download,
 * where its few percent count; other files get zlib's best level.
 */
const ZOPFLI = /^assets\/.+\.(js|json)$/;
const ZOPFLI_MIN_BYTES = 100 * 1024;

/**
 * Writes `file.br` (brotli) and `file.gz` (standard gzip) next to
 * each compressible file, so servers send them without compressing per
 * request. Returns the number of files compressed.
 */
export async function precompressDirectory(dir: string): Promise<number> {
  const entries = (await fs.readdir(dir, { recursive: true })) as string[];
  let count = 0;
  for (const entry of entries.filter((name) => COMPRESSIBLE.test(name))) {
    const file = path.join(dir, entry);
    const content = await fs.readFile(file);
    if (content.length < MIN_BYTES) continue;
    const name = entry.split(path.sep).join('/');
    // Quality 11 takes several times as long as 10 for ~3% less: worth it only for the
    // long-cached files under /assets/, not for every page's HTML.
    const quality = name.startsWith('assets/') ? 11 : 10;
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    const useZopfli = ZOPFLI.test(name) && content.length >= ZOPFLI_MIN_BYTES;
    const gzip = useZopfli ? await gzipAsync(content, { numiterations: 5 }) : gzipSync(content, { level: 9 });
    await fs.writeFile(`${file}.br`, brotli);
    await fs.writeFile(`${file}.gz`, gzip);
    count += 1;
  }
  return count;
}

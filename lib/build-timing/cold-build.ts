import fs from 'node:fs/promises';
import path from 'node:path';

/** A cache folder a cold build may keep, and why. */
export interface KeptCache {
  readonly path: string;
  readonly reason: string;
}

export interface ColdStart {
  /** Site-relative paths removed. */
  readonly removed: readonly string[];
  readonly kept: readonly KeptCache[];
}

const CACHE_DIR = path.join('node_modules', '.cache');

/** Never removed: the build does not read it, and it holds downloads that take minutes to fetch again. */
const SINCE_VERSIONS: KeptCache = {
  path: path.join(CACHE_DIR, 'since-versions'),
  reason: 'the download cache of `npm run data:since`; the build never reads it',
};

/** Kept on request: compressed variants keyed by the content they compress (lib/precompress/precompress.ts). */
const PRECOMPRESS: KeptCache = {
  path: path.join(CACHE_DIR, 'precompress'),
  reason: 'brotli/gzip variants keyed by content hash (--keep-precompress-cache)',
};

/**
 * Removes what `docusaurus clear` removes (the generated folder, the build
 * output and every cache under node_modules/.cache), except the caches listed
 * as kept, so the build that follows starts cold.
 */
export async function coldStart(siteDir: string, options: { keepPrecompressCache: boolean }): Promise<ColdStart> {
  const kept = options.keepPrecompressCache ? [SINCE_VERSIONS, PRECOMPRESS] : [SINCE_VERSIONS];
  const keptPaths = new Set(kept.map((cache) => cache.path));
  let caches: string[] = [];
  try {
    caches = (await fs.readdir(path.join(siteDir, CACHE_DIR))).map((name) => path.join(CACHE_DIR, name));
  } catch {
    // no cache folder yet
  }
  const candidates = ['.docusaurus', 'build', ...caches.filter((cache) => !keptPaths.has(cache))];
  const removed: string[] = [];
  for (const candidate of candidates) {
    const full = path.join(siteDir, candidate);
    try {
      await fs.access(full);
    } catch {
      continue;
    }
    await fs.rm(full, { recursive: true, force: true });
    removed.push(candidate);
  }
  return { removed, kept: kept.filter((cache) => caches.includes(cache.path)) };
}

/** Everything Docusaurus puts under /assets/ carries a content hash in its name. */
const HASHED = /^\/assets\/.+\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
/** The service worker (`/sw.js`) and the chunks it imports (`/347.sw.js`): fixed names at the root. */
const SERVICE_WORKER = /^\/(?:[\w-]+\.)?sw\.js$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/**
 * Browsers find a new deploy only through the service worker script, so it is revalidated
 * on every check whatever the default for other files becomes.
 */
export const SERVICE_WORKER_CACHE = 'no-cache';

/** Content-hashed files may be cached for a year; everything else is revalidated (ETag / Last-Modified). */
export function cacheControlFor(pathname: string): string {
  if (SERVICE_WORKER.test(pathname)) return SERVICE_WORKER_CACHE;
  return HASHED.test(pathname) ? IMMUTABLE : REVALIDATE;
}

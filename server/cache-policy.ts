/** Everything Docusaurus puts under /assets/ carries a content hash in its name. */
const HASHED = /^\/assets\/.+\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Content-hashed files may be cached for a year; everything else is revalidated (ETag / Last-Modified). */
export function cacheControlFor(pathname: string): string {
  return HASHED.test(pathname) ? IMMUTABLE : REVALIDATE;
}

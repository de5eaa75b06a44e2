/** Longest request target the server accepts; longer ones get 414. */
export const MAX_URL_LENGTH = 2048;
export const ALLOWED_METHODS = ['GET', 'HEAD'] as const;

/** How to answer a request the server must not serve from disk, or the path to look up. */
export type GuardResult =
  | { readonly ok: true; readonly pathname: string; readonly search: string }
  | { readonly ok: false; readonly status: 400 | 404 | 405 | 414; readonly reason: string };

/**
 * Checks a request before anything touches the file system: method, length,
 * percent-encoding, NUL bytes and any attempt to climb out of the site root.
 */
export function guardRequest(method: string | undefined, url: string | undefined): GuardResult {
  if (!ALLOWED_METHODS.includes((method ?? '') as (typeof ALLOWED_METHODS)[number])) {
    return { ok: false, status: 405, reason: 'only GET and HEAD are allowed' };
  }
  const target = url ?? '/';
  if (target.length > MAX_URL_LENGTH) return { ok: false, status: 414, reason: 'the URL is too long' };
  if (!target.startsWith('/')) return { ok: false, status: 400, reason: 'the request target is not a path' };
  const queryStart = target.indexOf('?');
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  const search = queryStart === -1 ? '' : target.slice(queryStart);
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, status: 400, reason: 'the URL has malformed percent-encoding' };
  }
  if (pathname.includes('\0')) return { ok: false, status: 400, reason: 'the URL contains a NUL byte' };
  if (pathname.includes('\\') || pathname.split('/').some((segment) => segment === '..' || segment === '.')) {
    return { ok: false, status: 404, reason: 'the path leaves the site root' };
  }
  return { ok: true, pathname, search };
}

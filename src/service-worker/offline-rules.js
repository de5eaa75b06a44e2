// @ts-check
// Plain JavaScript: @docusaurus/plugin-pwa compiles the service worker with Babel for .js files only.

/** Files under /assets/ whose name carries a content hash (the rule of server/cache-policy.ts). */
const HASHED_ASSET = /^\/assets\/.+\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Runtime caches, next to the plugin's precache. */
export const VISITED_PAGES_CACHE = 'rtk-docs-visited-pages';
export const FETCHED_ASSETS_CACHE = 'rtk-docs-fetched-assets';
/** How many entries each runtime cache keeps; the oldest go first. */
export const VISITED_PAGES_LIMIT = 40;
export const FETCHED_ASSETS_LIMIT = 20;
/** Served instead of a browser error for a page that is not available offline. */
export const OFFLINE_PAGE_PATH = '/offline';

/**
 * @typedef {'page' | 'asset' | 'other'} RequestKind
 * `page`: a navigation on this site; `asset`: a content-hashed file on this site; `other`: left alone.
 */

/**
 * How the service worker treats a request.
 * @param {{ readonly method: string; readonly mode: string; readonly url: string }} request
 * @param {string} origin the service worker's own origin
 * @returns {RequestKind}
 */
export function requestKind(request, origin) {
  if (request.method !== 'GET') return 'other';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'other';
  if (request.mode === 'navigate') return 'page';
  return HASHED_ASSET.test(url.pathname) ? 'asset' : 'other';
}

/**
 * The key a page is stored and looked up under: no query, no hash, no trailing slash
 * (`/api/createSlice/?x=1#y` is `/api/createSlice`, the URL the precache holds).
 * @param {string} url
 * @returns {string}
 */
export function pageKey(url) {
  const parsed = new URL(url);
  const pathname = parsed.pathname.replace(/\/+$/, '') || '/';
  return `${parsed.origin}${pathname}`;
}

/**
 * Whether a network answer to a navigation is a page worth keeping for offline reading.
 * @param {{ readonly ok: boolean; readonly status: number; readonly type: string; readonly redirected: boolean; readonly headers: { get(name: string): string | null } }} response
 * @returns {boolean}
 */
export function isKeepablePage(response) {
  return (
    response.ok &&
    response.status === 200 &&
    response.type === 'basic' &&
    !response.redirected &&
    /^text\/html\b/.test(response.headers.get('Content-Type') ?? '')
  );
}

/**
 * The entries to delete so that at most `limit` remain, oldest first (Cache keys keep insertion order).
 * @template T
 * @param {readonly T[]} keys
 * @param {number} limit
 * @returns {T[]}
 */
export function entriesOverLimit(keys, limit) {
  return keys.slice(0, Math.max(0, keys.length - limit));
}

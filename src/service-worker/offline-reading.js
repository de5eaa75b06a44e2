// @ts-check
// Plain JavaScript: @docusaurus/plugin-pwa compiles the service worker with Babel for .js files only.
import { cacheNames } from 'workbox-core';
import {
  entriesOverLimit,
  FETCHED_ASSETS_CACHE,
  FETCHED_ASSETS_LIMIT,
  isKeepablePage,
  OFFLINE_PAGE_PATH,
  pageKey,
  requestKind,
  VISITED_PAGES_CACHE,
  VISITED_PAGES_LIMIT,
} from './offline-rules.js';

/**
 * The service-worker types this file uses (TypeScript's DOM library, which the project
 * compiles with, does not have the WebWorker ones).
 * @typedef {Event & { waitUntil(promise: Promise<unknown>): void }} ExtendableEventLike
 * @typedef {ExtendableEventLike & { readonly request: Request; respondWith(response: Promise<Response>): void }} FetchEventLike
 * @typedef {{
 *   readonly location: Location;
 *   readonly clients: {
 *     claim(): Promise<void>;
 *     matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<ReadonlyArray<{ readonly url: string }>>;
 *   };
 *   addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
 *   addEventListener(type: 'activate', listener: (event: ExtendableEventLike) => void): void;
 * }} WorkerScope
 */

const worker = /** @type {WorkerScope} */ (/** @type {unknown} */ (self));
const PRECACHE = { cacheName: cacheNames.precache, ignoreSearch: true };

/**
 * @param {string} cacheName
 * @param {string} key
 * @param {Response} response
 * @param {number} limit
 */
async function keep(cacheName, key, response, limit) {
  const cache = await caches.open(cacheName);
  await cache.put(key, response);
  const stale = entriesOverLimit(await cache.keys(), limit);
  await Promise.all(stale.map((request) => cache.delete(request)));
}

/**
 * Precached pages first (they change only with a new service worker, which the reload
 * prompt announces); other pages from the network, kept as they pass; without a network,
 * the kept copy or the offline page.
 * @param {FetchEventLike} event
 * @returns {Promise<Response>}
 */
async function answerPage(event) {
  const key = pageKey(event.request.url);
  const precached = await caches.match(key, PRECACHE);
  if (precached) return precached;
  try {
    const response = await fetch(event.request);
    if (isKeepablePage(response))
      event.waitUntil(keep(VISITED_PAGES_CACHE, key, response.clone(), VISITED_PAGES_LIMIT));
    return response;
  } catch (error) {
    const fallback =
      (await caches.match(key, { cacheName: VISITED_PAGES_CACHE })) ??
      (await caches.match(new URL(OFFLINE_PAGE_PATH, worker.location.origin).href, PRECACHE));
    if (fallback) return fallback;
    throw error;
  }
}

/**
 * Content-hashed files never change, so any copy is good: the precache's, or one kept
 * from an earlier fetch (the search index, which is not precached, once someone searched).
 * @param {FetchEventLike} event
 * @returns {Promise<Response>}
 */
async function answerAsset(event) {
  const { request } = event;
  const cached =
    (await caches.match(request.url, PRECACHE)) ?? (await caches.match(request, { cacheName: FETCHED_ASSETS_CACHE }));
  if (cached) return cached;
  const response = await fetch(request);
  if (response.status === 200 && response.type === 'basic') {
    event.waitUntil(keep(FETCHED_ASSETS_CACHE, request.url, response.clone(), FETCHED_ASSETS_LIMIT));
  }
  return response;
}

/** @param {string} url a page open in a tab, loaded before this worker was in control */
async function keepOpenPage(url) {
  if (new URL(url).origin !== worker.location.origin) return;
  const key = pageKey(url);
  if (await caches.match(key, PRECACHE)) return;
  try {
    const response = await fetch(key);
    if (isKeepablePage(response)) await keep(VISITED_PAGES_CACHE, key, response, VISITED_PAGES_LIMIT);
  } catch {
    // Offline at this moment: the page is simply not kept.
  }
}

async function takeControl() {
  // Pages kept under an earlier version name scripts that this version's precache no longer holds.
  await caches.delete(VISITED_PAGES_CACHE);
  // Control the open tabs now, so the page that installed the worker reads offline without a reload.
  await worker.clients.claim();
  const tabs = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  await Promise.all(tabs.map((tab) => keepOpenPage(tab.url)));
}

/**
 * Offline reading, added to the plugin's service worker through its `swCustom` hook, which
 * runs before the plugin adds its own listeners. The plugin's fetch listener only answers
 * precached URLs; this one answers every page and hashed asset of the site (precache first),
 * keeps pages as they are visited and shows the offline page instead of a browser error.
 * It stops the event afterwards, because two listeners must not both call respondWith.
 * @param {{ readonly offlineMode: boolean }} params
 */
export default function addOfflineReading(params) {
  if (!params.offlineMode) return;
  worker.addEventListener('fetch', (event) => {
    const kind = requestKind(event.request, worker.location.origin);
    if (kind === 'other') return;
    event.stopImmediatePropagation();
    event.respondWith(kind === 'page' ? answerPage(event) : answerAsset(event));
  });
  worker.addEventListener('activate', (event) => event.waitUntil(takeControl()));
}

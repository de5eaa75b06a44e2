/**
 * Docusaurus's chunk prefetcher, used in its place by
 * plugins/prefetch-skips-loaded. Docusaurus prefetches every chunk of a
 * linked route, and most of them (the docs layout, the sidebar, the version's
 * data) are chunks the current page already loaded: each `<link
 * rel=prefetch>` is a request started on the main thread, about 1 ms of it
 * on a phone's CPU, for a file already in memory; and linked routes share
 * chunks, which Docusaurus prefetches once per route. A chunk this page has
 * loaded, or has started to prefetch, is skipped; any other is fetched with a
 * `<link rel=prefetch>`, or an XHR where the browser has no link prefetching.
 */

const started = new Set<string>();

const linkPrefetchSupported = (() => {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
})();

function fetchAhead(href: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (linkPrefetchSupported) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      link.onload = resolve;
      link.onerror = reject;
      document.head.appendChild(link);
      return;
    }
    const request = new XMLHttpRequest();
    request.open('GET', href);
    request.withCredentials = true;
    request.onload = () => (request.status === 200 ? resolve(undefined) : reject());
    request.onerror = reject;
    request.send();
  });
}

/** Settles once the chunk is fetched or skipped; a failure is the browser's to report, as Docusaurus leaves it. */
export default function prefetchChunk(url: string): Promise<unknown> {
  const href = new URL(url, document.baseURI).href;
  // Resource timing lists every file this page has loaded, the scripts of its own chunks included.
  if (started.has(href) || performance.getEntriesByName(href, 'resource').length > 0) return Promise.resolve();
  started.add(href);
  return fetchAhead(href).catch(() => undefined);
}

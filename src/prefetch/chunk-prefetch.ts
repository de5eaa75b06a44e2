/**
 * Docusaurus's chunk prefetcher, used in its place by
 * plugins/prefetch-skips-loaded. Docusaurus prefetches every chunk of a
 * linked route, and most of them (the docs layout, the sidebar, the version's
 * data) are chunks the current page already loaded: each `<link
 * rel=prefetch>` is a request started on the main thread, about 1 ms of it
 * on a phone's CPU, for a file already in memory; and linked routes share
 * chunks, which Docusaurus prefetches once per route. A chunk this page has
 * requested, or has started to prefetch, is skipped; any other is fetched
 * with a `<link rel=prefetch>`, or an XHR where the browser has no link
 * prefetching.
 */

const linkPrefetchSupported = (() => {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
})();

const prefetchStarted = new Set<string>();

/** Whether this page has already requested the file: prefetching it, a script in the document, or any resource it loaded. */
function alreadyRequested(href: string): boolean {
  if (prefetchStarted.has(href)) return true;
  if (performance.getEntriesByName(href, 'resource').length > 0) return true;
  for (const script of Array.from(document.scripts)) if (script.src === href) return true;
  return false;
}

function prefetchWithLink(href: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`prefetch failed: ${href}`));
    document.head.appendChild(link);
  });
}

function prefetchWithRequest(href: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('GET', href, true);
    request.withCredentials = true;
    request.onload = () => (request.status === 200 ? resolve() : reject(new Error(`prefetch failed: ${href}`)));
    request.onerror = () => reject(new Error(`prefetch failed: ${href}`));
    request.send(null);
  });
}

/** Settles once the chunk is fetched or skipped; a failure is the browser's to report, as Docusaurus leaves it. */
export default function prefetchChunk(url: string): Promise<void> {
  const href = new URL(url, document.baseURI).href;
  if (alreadyRequested(href)) return Promise.resolve();
  prefetchStarted.add(href);
  const fetching = linkPrefetchSupported ? prefetchWithLink(href) : prefetchWithRequest(href);
  return fetching.catch(() => undefined);
}

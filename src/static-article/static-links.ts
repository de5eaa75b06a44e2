/**
 * Where a click on a link in adopted (not hydrated) prose should go inside
 * the single-page app, or null when the browser should follow it itself.
 * Docusaurus's `Link` does this for hydrated links; adopted prose keeps plain
 * anchors, so one listener decides for all of them the same way.
 */
export interface LinkClick {
  readonly button: number;
  readonly defaultPrevented: boolean;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
}

export interface LinkTarget {
  readonly href: string;
  readonly target: string;
  readonly hasDownload: boolean;
}

/** A path with a file extension (`/llms.txt`, `/api/createSlice.md`) is a file, not a route. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * The in-app route a link leads to, or null when it leaves the app: another
 * origin, a file, a jump within the current page.
 */
export function routeOfLink(href: string, current: URL): string | null {
  let url: URL;
  try {
    url = new URL(href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || FILE_PATH.test(url.pathname) || url.pathname.startsWith('/assets/')) return null;
  // A jump within the page is the browser's job (it scrolls and updates the history itself).
  if (url.pathname === current.pathname && url.search === current.search && url.hash !== '') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function appRouteOf(click: LinkClick, link: LinkTarget, current: URL): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.altKey || click.ctrlKey || click.metaKey || click.shiftKey) return null;
  if (link.hasDownload || (link.target !== '' && link.target !== '_self')) return null;
  return routeOfLink(link.href, current);
}

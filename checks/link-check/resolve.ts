/** The built site as the link check sees it. */
export interface SiteIndex {
  /** Fragment targets of every built page, by route (`/`, `/api/createSlice`). */
  readonly pages: ReadonlyMap<string, ReadonlySet<string>>;
  /** Every other file the site serves, by URL path (`/img/logo.svg`). */
  readonly files: ReadonlySet<string>;
}

export interface ResolveOptions {
  /** The public site's origin: absolute links to it are internal, all others external. */
  readonly siteOrigin: string;
  /** The server's redirect for a path (a path, possibly with a `#hash`), or undefined. */
  readonly redirect?: (pathname: string) => string | undefined;
}

/** How one link resolved. */
export type Resolution =
  | { readonly kind: 'external' }
  | { readonly kind: 'ok'; readonly target: string; readonly anchor?: string }
  | { readonly kind: 'broken'; readonly reason: string };

const MAX_REDIRECTS = 5;
/** Fragments that scroll to the top of any page without a matching id (HTML spec, "the indicated part of the document"). */
const TOP_FRAGMENTS = new Set(['', 'top']);

/**
 * The route of a built HTML file, from its path relative to the build folder:
 * `index.html` is `/`, `api/createSlice/index.html` is `/api/createSlice`;
 * other files (`404.html`) keep their own path.
 */
export function routeOfHtmlFile(file: string): string {
  const posix = file.split('\\').join('/');
  if (posix === 'index.html') return '/';
  if (posix.endsWith('/index.html')) return `/${posix.slice(0, -'/index.html'.length)}`;
  return `/${posix}`;
}

/**
 * Resolves a link found on the page at `fromRoute` against the built site:
 * follows the server's redirects, then requires a built page or file at the
 * path and, for a page, an element with the link's fragment as its id.
 */
export function resolveLink(href: string, fromRoute: string, site: SiteIndex, options: ResolveOptions): Resolution {
  const base = new URL(options.siteOrigin);
  let url: URL;
  try {
    url = new URL(href.trim(), new URL(fromRoute, base));
  } catch {
    return { kind: 'broken', reason: 'not a valid URL' };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host !== base.host) return { kind: 'external' };

  let pathname: string;
  let fragment: string | undefined;
  try {
    pathname = decodeURIComponent(url.pathname);
    fragment = url.hash ? decodeURIComponent(url.hash.slice(1)) : undefined;
  } catch {
    return { kind: 'broken', reason: 'malformed percent-encoding' };
  }

  const via: string[] = [];
  for (let location = options.redirect?.(pathname); location !== undefined; location = options.redirect?.(pathname)) {
    if (via.length === MAX_REDIRECTS) return { kind: 'broken', reason: `more than ${MAX_REDIRECTS} redirects` };
    via.push(location);
    const [path = '', hash] = location.split('#');
    pathname = path;
    // A redirect's own fragment replaces the link's; without one, the browser keeps the link's.
    if (hash !== undefined) fragment = hash;
  }
  const redirected = via.length > 0 ? ` (redirected to ${via[via.length - 1]})` : '';

  if (/\.html$/.test(pathname)) {
    const clean = pathname.replace(/(\/index)?\.html$/, '') || '/';
    if (site.pages.has(clean)) return { kind: 'broken', reason: `links to a .html file${redirected}: use ${clean}` };
  }
  const route = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const ids = site.pages.get(route);
  if (!ids) {
    if (site.files.has(pathname)) return { kind: 'ok', target: pathname };
    return { kind: 'broken', reason: `no page or file at ${pathname}${redirected}` };
  }
  if (fragment === undefined) return { kind: 'ok', target: route };
  if (ids.has(fragment) || TOP_FRAGMENTS.has(fragment.toLowerCase()))
    return { kind: 'ok', target: route, anchor: fragment };
  return { kind: 'broken', reason: `no element with id "${fragment}" on ${route}${redirected}` };
}

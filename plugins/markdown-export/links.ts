import path from 'node:path';

/** What a page needs to turn its links into absolute URLs. */
export interface LinkContext {
  /** The site's root URL with a trailing slash, e.g. `https://redux-toolkit.js.org/`. */
  readonly siteRoot: string;
  /** The absolute URL of the page's HTML. */
  readonly pageUrl: string;
  /** The page's source, relative to the docs folder, posix separators (`api/createSlice.md`). */
  readonly sourcePath: string;
  /** The permalink (`/api/createSlice`) of a docs source path relative to the docs folder, if it is a doc. */
  readonly permalinkOf: (sourcePath: string) => string | undefined;
}

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

function splitSuffix(url: string): { pathname: string; suffix: string } {
  const at = url.search(/[?#]/);
  return at === -1 ? { pathname: url, suffix: '' } : { pathname: url.slice(0, at), suffix: url.slice(at) };
}

function safeDecode(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

/**
 * An absolute URL for a link or image in a docs source: links to `.md`/`.mdx`
 * sources become the HTML page they render to (anchor kept), root-relative
 * paths are put on the site URL, and other relative paths are resolved
 * against the page URL. Absolute URLs (any scheme) are left alone.
 */
export function absoluteUrl(url: string, context: LinkContext): string {
  if (url === '' || HAS_SCHEME.test(url) || url.startsWith('//')) return url;
  if (url.startsWith('#')) return `${context.pageUrl}${url}`;
  const { pathname, suffix } = splitSuffix(url);
  if (/\.mdx?$/.test(pathname)) {
    const decoded = safeDecode(pathname);
    const target = decoded.startsWith('/')
      ? path.posix.normalize(decoded.slice(1))
      : path.posix.join(path.posix.dirname(context.sourcePath), decoded);
    const permalink = context.permalinkOf(target);
    if (permalink !== undefined) return new URL(`${permalink.replace(/^\//, '')}${suffix}`, context.siteRoot).href;
  }
  if (url.startsWith('/')) return new URL(url.slice(1), context.siteRoot).href;
  return new URL(url, context.pageUrl).href;
}

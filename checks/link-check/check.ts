import { extractLinks, type PageLinks } from './extract';
import { resolveLink, type ResolveOptions, type SiteIndex } from './resolve';

/** A built page: its route and its HTML. */
export interface BuiltPage {
  readonly route: string;
  readonly html: string;
}

/** A link that does not resolve, and why. */
export interface LinkFailure {
  readonly route: string;
  readonly href: string;
  readonly source: string;
  readonly reason: string;
}

export interface LinkReport {
  readonly failures: readonly LinkFailure[];
  readonly pages: number;
  /** Internal links checked (including those with a fragment). */
  readonly links: number;
  /** Of those, links with a `#fragment`, checked against the target page's ids. */
  readonly anchors: number;
}

/**
 * Checks every internal link and fragment on the built pages against the
 * pages and `files` (other URL paths the site serves, e.g. `/img/logo.svg`).
 */
export function checkSite(pages: readonly BuiltPage[], files: Iterable<string>, options: ResolveOptions): LinkReport {
  const extracted = new Map<string, PageLinks>(pages.map((page) => [page.route, extractLinks(page.html)]));
  const site: SiteIndex = {
    pages: new Map([...extracted].map(([route, page]) => [route, page.ids])),
    files: new Set(files),
  };
  const failures: LinkFailure[] = [];
  let links = 0;
  let anchors = 0;
  for (const [route, page] of extracted) {
    for (const { href, source } of page.links) {
      const resolution = resolveLink(href, route, site, options);
      if (resolution.kind === 'external') continue;
      links++;
      if (href.includes('#')) anchors++;
      if (resolution.kind === 'broken') failures.push({ route, href, source, reason: resolution.reason });
    }
  }
  return { failures, pages: pages.length, links, anchors };
}

import { parseHtml } from '../../lib/html/parse-html';
import { visit } from 'unist-util-visit';
import type { Element } from 'hast';

/** One URL a page refers to, with the element and attribute it came from. */
export interface PageLink {
  readonly href: string;
  /** E.g. `a[href]`, `img[srcset]`: tells the reader where to look. */
  readonly source: string;
}

/** What the link check needs from one built page. */
export interface PageLinks {
  /** Every fragment target: element ids and `a[name]`. */
  readonly ids: ReadonlySet<string>;
  readonly links: readonly PageLink[];
}

/** Attributes holding one URL, by element (hast property names). */
const URL_PROPERTIES: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src', 'srcSet'],
  source: ['src', 'srcSet'],
};
/** `<link rel>` values pointing at other copies of the page (the public site, other languages), not at this build. */
const OTHER_COPY_RELS = ['canonical', 'alternate'];
const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:|^\/\//i;

/** Reads a built page's fragment targets and the internal-or-not URLs it refers to. */
export function extractLinks(html: string): PageLinks {
  const ids = new Set<string>();
  const links: PageLink[] = [];
  // One walk over the tree: a selector per attribute would walk these large pages once each.
  visit(parseHtml(html), 'element', (element: Element) => {
    const { properties, tagName } = element;
    if (properties.id !== undefined) ids.add(String(properties.id));
    if (tagName === 'a' && properties.name !== undefined) ids.add(String(properties.name));
    for (const property of URL_PROPERTIES[tagName] ?? []) {
      const value = properties[property];
      if (value === undefined || value === null) continue;
      const attribute = property === 'srcSet' ? 'srcset' : property;
      const hrefs = property === 'srcSet' ? srcsetUrls(String(value)) : [String(value)];
      for (const href of hrefs) {
        if (tagName === 'link' && pointsAtOtherCopy(element, href)) continue;
        links.push({ href, source: `${tagName}[${attribute}]` });
      }
    }
  });
  return { ids, links };
}

function pointsAtOtherCopy(link: Element, href: string): boolean {
  const rel = (link.properties.rel as string[] | undefined) ?? [];
  return ABSOLUTE_URL.test(href) && rel.some((value) => OTHER_COPY_RELS.includes(value.toLowerCase()));
}

/** The URLs of a `srcset` list (`a.png 1x, b.png 2x`). */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

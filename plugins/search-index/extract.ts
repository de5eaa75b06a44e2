import { parseHtml } from '../../lib/html/parse-html';
import { select, selectAll } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import type { Element, Root, RootContent } from 'hast';
import type { IndexedPage, IndexedSection } from '../../src/search/types';
import { SECTION_TITLE as EXAMPLES_SECTION_TITLE } from '../example-usages/section';

/** What one built doc page contributes to the index. */
export interface ExtractedPage {
  readonly page: IndexedPage;
  readonly sections: ReadonlyArray<Omit<IndexedSection, 'page'>>;
}

const HEADING = /^h([2-6])$/;
const TEXT_BLOCKS = new Set(['p', 'li', 'td', 'th', 'dt', 'dd', 'figcaption']);
/** Subtrees that are not prose: code, tab buttons, heading permalinks, "since" badges, generated UI. */
const SKIPPED = ['pre', 'code-block', 'script', 'style', 'button', 'svg', 'nav', 'table-of-contents', 'since-badge'];
/**
 * Sections that only point at other pages (the generated "Examples using
 * this", and the closing lists of related pages): their text repeats other
 * pages' titles and headings, so they are left out, with anything below them.
 */
const NAVIGATION_HEADINGS = new Set([EXAMPLES_SECTION_TITLE, 'Related pages', 'Related']);

/**
 * A code block's markup, emptied before the page is parsed: the index leaves
 * code out (SKIPPED), and its highlighted tokens are more than half of the
 * pages' HTML (6.7 of 11.5 MB), so parsing it was most of the extraction's
 * time (1.9 against 0.6 s for the site's pages). Code inside a block is
 * escaped, so the first `</pre>` after `<pre` is the one that closes it.
 */
const CODE_BLOCK = /<pre\b[^>]*>[\s\S]*?<\/pre>/g;

/**
 * Reads a built doc page: its title, sidebar category and facets, and the
 * prose under each heading. Returns undefined for pages without doc content.
 */
export function extractPage(html: string, url: string): ExtractedPage | undefined {
  const tree = parseHtml(html.replace(CODE_BLOCK, '<pre></pre>'));
  const markdown = select('.theme-doc-markdown', tree);
  if (!markdown) return undefined;
  const h1 = select('h1', markdown) ?? select('h1', tree);
  // Without its "since" badge: `combineSlices`, not `combineSlicessince 2.0`.
  const title = h1 ? clean(toText(headingText(h1))) : '';
  const page: IndexedPage = {
    url,
    category: categoryOf(tree) ?? 'Documentation',
    title,
    language: metaContent(tree, 'docsearch:language') ?? 'en',
    tags: (metaContent(tree, 'docsearch:docusaurus_tag') ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  };

  return { page, sections: extractSections(markdown) };
}

/**
 * The prose under each heading (h2–h6, with their ids) of a page's rendered
 * Markdown; the page's introduction first, navigation sections left out.
 */
export function extractSections(markdown: Element | Root): ExtractedPage['sections'] {
  const sections: Array<{ anchor: string; headings: string[]; texts: string[]; skipped?: boolean }> = [
    { anchor: '', headings: [], texts: [] },
  ];
  /** The depth of the navigation section being skipped, if any. */
  let skipping: number | undefined;
  const walk = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type !== 'element' || isSkipped(node)) continue;
      const level = HEADING.exec(node.tagName)?.[1];
      if (level) {
        const depth = Number(level) - 2;
        const parent = sections[sections.length - 1]!.headings;
        const heading = clean(toText(headingText(node)));
        if (skipping !== undefined && depth <= skipping) skipping = undefined;
        if (skipping === undefined && NAVIGATION_HEADINGS.has(heading)) skipping = depth;
        sections.push({
          anchor: String(node.properties.id ?? ''),
          headings: [...parent.slice(0, depth), heading],
          texts: [],
          skipped: skipping !== undefined,
        });
      } else if (TEXT_BLOCKS.has(node.tagName)) {
        const text = clean(toText(withoutNestedBlocks(node)));
        if (text) sections[sections.length - 1]!.texts.push(text);
        walk(nestedBlocks(node));
      } else if (node.tagName !== 'h1' && node.tagName !== 'header') {
        walk(node.children);
      }
    }
  };
  walk(markdown.children);

  return sections
    .filter((section, index) => (index > 0 || section.texts.length > 0) && !section.skipped)
    .map(({ anchor, headings, texts }) => ({ anchor, headings, text: texts.join(' ') }));
}

/** The first breadcrumb after the home link: the page's top sidebar category. */
function categoryOf(tree: Root): string | undefined {
  // Looked for inside the breadcrumbs: over the whole page, this selector took 0.5 s for the site's pages, inside them 0.04 s.
  const breadcrumbs = select('.theme-doc-breadcrumbs', tree);
  if (!breadcrumbs) return undefined;
  const crumbs = selectAll('.breadcrumbs__item:not(.breadcrumbs__item--active) .breadcrumbs__link', breadcrumbs)
    .filter((crumb) => crumb.properties.href !== '/')
    .map((crumb) => clean(toText(crumb)))
    .filter(Boolean);
  return crumbs[0];
}

function metaContent(tree: Root, name: string): string | undefined {
  const meta = select(`meta[name="${name}"]`, tree);
  const content = meta?.properties.content;
  return typeof content === 'string' ? content : undefined;
}

function isSkipped(node: Element): boolean {
  const classes = (node.properties.className as string[] | undefined) ?? [];
  if (node.tagName === 'div' && node.properties.role === 'tabpanel' && node.properties.hidden !== undefined)
    return true;
  return (
    SKIPPED.includes(node.tagName) ||
    classes.some((name) => SKIPPED.some((skip) => name.startsWith(skip) || name === 'hash-link' || name === 'tabs'))
  );
}

/** A heading's text without its `#` permalink and "since" badge. */
function headingText(node: Element): Element {
  return {
    ...node,
    children: node.children.filter((child) => !(child.type === 'element' && (isHashLink(child) || isSkipped(child)))),
  };
}

function isHashLink(node: Element): boolean {
  return ((node.properties.className as string[] | undefined) ?? []).includes('hash-link');
}

/** A list item's own text, without the nested lists and blocks indexed on their own. */
function withoutNestedBlocks(node: Element): Element {
  return { ...node, children: node.children.filter((child) => !(child.type === 'element' && isBlockContainer(child))) };
}

function nestedBlocks(node: Element): RootContent[] {
  return node.children.filter((child) => child.type === 'element' && isBlockContainer(child));
}

function isBlockContainer(node: Element): boolean {
  return ['ul', 'ol', 'div', 'table', 'blockquote', 'p', 'pre'].includes(node.tagName);
}

/** Collapses white space and removes the zero-width spaces Docusaurus puts in permalinks. */
function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

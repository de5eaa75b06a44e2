import { toHast } from 'mdast-util-to-hast';
import type { Root as HastRoot } from 'hast';
import type { Heading } from 'mdast';
import { parseMarkdown } from '../../lib/code-blocks/extract';
import { headingAnchors } from '../example-usages/page-outline';
import type { IndexedPage } from '../../src/search/types';
import { extractSections, type ExtractedPage } from './extract';

/**
 * Indexes a page from its Markdown export instead of its built HTML, for the
 * development server, which renders no HTML files: the Markdown becomes HTML
 * elements (headings carrying the ids Docusaurus gives them) and goes through
 * the same section extraction as a built page.
 */
export function extractMarkdownPage(markdown: string, page: IndexedPage): ExtractedPage {
  const tree = parseMarkdown(markdown, false);
  for (const [heading, { text, id }] of headingAnchors(tree)) {
    // The text without an explicit `{#id}`, as the rendered heading shows it.
    const shown: Heading = { ...heading, children: [{ type: 'text', value: text }] };
    Object.assign(heading, shown, { data: { ...heading.data, hProperties: { id } } });
  }
  const hast = toHast(tree) as HastRoot;
  return { page, sections: extractSections(hast) };
}

import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Heading, Root, Yaml } from 'mdast';
import { createSlugger, parseMarkdownHeadingId } from '@docusaurus/utils';
import { sharedDocTree } from '../../lib/code-blocks/extract';

const FRONT_MATTER_TITLE = /^title:\s*(.+?)\s*$/m;

/** A heading of a page: 1-based line, level, text as shown and anchor id as Docusaurus generates it. */
export interface OutlineHeading {
  readonly line: number;
  readonly depth: number;
  readonly text: string;
  readonly id: string;
}

/** What the "Examples using this" section needs to know about a page. */
export interface PageOutline {
  readonly docPath: string;
  readonly title: string;
  readonly headings: readonly OutlineHeading[];
}

/**
 * Reads a page's title (front matter `title`, else its h1) and headings with
 * their anchors: explicit `{#id}` or a slug, deduplicated per page in order,
 * as Docusaurus's heading plugin does.
 */
export function pageOutline(docPath: string, source: string): PageOutline {
  const tree = sharedDocTree(source, docPath.endsWith('.mdx'));
  let frontMatterTitle: string | undefined;
  visit(tree, 'yaml', (node: Yaml) => {
    frontMatterTitle = FRONT_MATTER_TITLE.exec(node.value)?.[1]?.replace(/^(["'])(.*)\1$/, '$2');
  });
  const headings = [...headingAnchors(tree)].map(([heading, { text, id }]) => ({
    line: heading.position?.start.line ?? 0,
    depth: heading.depth,
    text,
    id,
  }));
  const title = frontMatterTitle ?? headings.find((heading) => heading.depth === 1)?.text ?? docPath;
  return { docPath, title, headings };
}

/**
 * Each heading's text as shown and its anchor, as Docusaurus's heading plugin
 * gives them: the explicit `{#id}`, else a slug deduplicated over the page's
 * headings in document order (the h1 included).
 */
export function headingAnchors(tree: Root): Map<Heading, { text: string; id: string }> {
  const slugs = createSlugger();
  const anchors = new Map<Heading, { text: string; id: string }>();
  visit(tree, 'heading', (heading: Heading) => {
    const parsed = parseMarkdownHeadingId(toString(heading));
    anchors.set(heading, { text: parsed.text.trim(), id: parsed.id ?? slugs.slug(parsed.text) });
  });
  return anchors;
}

/** The nearest heading (level 2 or deeper) above a line, if any. */
export function headingAbove(outline: PageOutline, line: number): OutlineHeading | undefined {
  let found: OutlineHeading | undefined;
  for (const heading of outline.headings) {
    if (heading.line >= line) break;
    if (heading.depth >= 2) found = heading;
  }
  return found;
}

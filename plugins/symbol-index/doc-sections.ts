import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Heading, InlineCode, ListItem, Nodes, Paragraph, RootContent, Table } from 'mdast';
import { sharedDocTree } from '../../lib/code-blocks/extract';
import { headingAnchors } from '../example-usages/page-outline';
import { firstSentence } from './declarations';

/** A heading of a docs page, with the anchor Docusaurus gives it. */
export interface DocHeading {
  readonly depth: number;
  /** Plain text, without an explicit `{#id}`. */
  readonly text: string;
  readonly anchor: string;
  /** Index (in `headings`) of the enclosing heading, -1 for none. */
  readonly parent: number;
  /** First sentence of the first paragraph under the heading. */
  readonly summary?: string;
  /** A value stated as "Default: `x`" or "Defaults to `x`" in the section's own paragraphs. */
  readonly default?: string;
}

/** A list item or table row that documents a name by starting with it in code, or any code span naming it. */
export interface DocMention {
  readonly name: string;
  /** The heading it sits under (index in `headings`), -1 before the first. */
  readonly heading: number;
  readonly via: 'list' | 'table' | 'prose';
  /** From the row's "Default" column, when the table has one. */
  readonly default?: string;
  readonly summary?: string;
}

export interface DocPage {
  /** Path relative to docs/, e.g. `rtk-query/api/createApi.md`. */
  readonly file: string;
  /** Route, e.g. `/rtk-query/api/createApi`. */
  readonly url: string;
  readonly title: string;
  readonly headings: readonly DocHeading[];
  readonly mentions: readonly DocMention[];
}

const STATED_DEFAULT = /\bDefault(?:s to|:)\s*`([^`]+)`/;

/** The route of a docs file: its path without the extension (no page here sets a custom slug). */
export function urlOfDocFile(file: string): string {
  return `/${file.replace(/\.mdx?$/, '')}`;
}

/**
 * Reads a docs page's outline the way Docusaurus builds it: headings with
 * github-slugger anchors (deduplicated per page) or their explicit `{#id}`,
 * plus the list items and table rows that document a name.
 */
export function readDocPage(file: string, source: string): DocPage {
  const tree = sharedDocTree(source, file.endsWith('.mdx'));
  const anchors = headingAnchors(tree);
  const headings: DocHeading[] = [];
  const mentions: DocMention[] = [];
  let title = '';
  const open: number[] = [];
  const raw = (node: Nodes) =>
    node.position ? source.slice(node.position.start.offset, node.position.end.offset) : toString(node);

  const addMentions = (block: RootContent, heading: number) => {
    visit(block, (node) => {
      if (node.type === 'inlineCode') {
        const name = identifierOf((node as InlineCode).value);
        if (name) mentions.push({ name, heading, via: 'prose' });
      } else if (node.type === 'listItem') {
        const name = leadingCode((node as ListItem).children[0]);
        if (name) {
          const summary = firstSentence(toString((node as ListItem).children[0]!).replace(/^[^\s]+\s*[:—–-]?\s*/, ''));
          const stated = STATED_DEFAULT.exec(raw(node as ListItem))?.[1];
          mentions.push({
            name,
            heading,
            via: 'list',
            ...(summary ? { summary } : {}),
            ...(stated ? { default: stated } : {}),
          });
        }
      } else if (node.type === 'table') {
        mentions.push(...tableMentions(node as Table, heading, raw));
      }
      return undefined;
    });
  };

  for (const block of tree.children) {
    if (block.type === 'heading') {
      const heading = block as Heading;
      const { text, id: anchor } = anchors.get(heading)!;
      if (heading.depth === 1) {
        title = text;
        continue;
      }
      open.length = Math.max(heading.depth - 2, 0);
      const parent = [...open].reverse().find((index) => index !== undefined) ?? -1;
      headings.push({ depth: heading.depth, text, anchor, parent });
      open[heading.depth - 2] = headings.length - 1;
      continue;
    }
    const current = headings.length - 1;
    if (block.type === 'paragraph' && current >= 0) {
      const section = headings[current]!;
      const stated = STATED_DEFAULT.exec(raw(block as Paragraph))?.[1];
      const summary = section.summary ?? firstSentence(toString(block));
      headings[current] = {
        ...section,
        ...(summary ? { summary } : {}),
        ...((section.default ?? stated) ? { default: section.default ?? stated } : {}),
      };
    }
    addMentions(block, current);
  }
  return { file, url: urlOfDocFile(file), title, headings, mentions };
}

/** The name in code at the very start of a list item's first paragraph. */
function leadingCode(node: Nodes | undefined): string | undefined {
  if (!node || node.type !== 'paragraph') return undefined;
  const first = node.children[0];
  if (first?.type === 'inlineCode') return identifierOf(first.value);
  if (first?.type === 'strong' && first.children[0]?.type === 'inlineCode')
    return identifierOf(first.children[0].value);
  return undefined;
}

function tableMentions(table: Table, heading: number, raw: (node: Nodes) => string): DocMention[] {
  const [header, ...rows] = table.children;
  if (!header) return [];
  const defaultColumn = header.children.findIndex((cell) => /^default/i.test(toString(cell).trim()));
  const mentions: DocMention[] = [];
  for (const row of rows) {
    const first = row.children[0];
    const code = first?.children.find((child): child is InlineCode => child.type === 'inlineCode');
    const name = code ? identifierOf(code.value) : undefined;
    if (!name) continue;
    const cell = defaultColumn > 0 ? row.children[defaultColumn] : undefined;
    const value = cell
      ? raw(cell)
          .replace(/^\|/, '')
          .replace(/\|$/, '')
          .trim()
          .replace(/^`([^`]+)`$/, '$1')
      : '';
    const stated = value && !/^(—|-|none|n\/a)$/i.test(value) ? value : undefined;
    mentions.push({ name, heading, via: 'table', ...(stated ? { default: stated } : {}) });
  }
  return mentions;
}

/** `keepUnusedDataFor`, `keepUnusedDataFor()` and `keepUnusedDataFor: 60` document `keepUnusedDataFor`. */
function identifierOf(code: string): string | undefined {
  return /^([A-Za-z_$][\w$.]*?)(?:\(\)|\??:.*)?$/.exec(code.trim())?.[1];
}

/** Every heading id on a page plus its ancestors' texts, for matching a surface's section. */
export function ancestorsOf(page: DocPage, index: number): DocHeading[] {
  const chain: DocHeading[] = [];
  for (let current = page.headings[index]?.parent ?? -1; current >= 0; current = page.headings[current]!.parent) {
    chain.push(page.headings[current]!);
  }
  return chain;
}

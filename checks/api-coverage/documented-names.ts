import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { InlineCode, ListItem, Nodes, TableRow } from 'mdast';
import { parseMarkdown } from '../../lib/code-blocks/extract';

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/**
 * The names a page documents: identifiers in its headings, in the first code
 * span of each list item, and in the code spans of each table row's first
 * cell. `api.util.updateQueryData()` documents `api`, `util` and `updateQueryData`.
 */
export function documentedNames(source: string, isMdx: boolean): Set<string> {
  const names = new Set<string>();
  const add = (text: string) => {
    for (const match of text.matchAll(IDENTIFIER)) names.add(match[0]);
  };
  const tree = parseMarkdown(source, isMdx);
  visit(tree, 'heading', (heading) => add(toString(heading)));
  visit(tree, 'listItem', (item: ListItem) => {
    const first = firstInlineCode(item.children[0]);
    if (first) add(first.value);
  });
  visit(tree, 'tableRow', (row: TableRow) => {
    const firstCell = row.children[0];
    if (firstCell) visit(firstCell, 'inlineCode', (code: InlineCode) => add(code.value));
  });
  return names;
}

function firstInlineCode(node: Nodes | undefined): InlineCode | undefined {
  if (!node) return undefined;
  let found: InlineCode | undefined;
  visit(node, 'inlineCode', (code: InlineCode) => {
    found ??= code;
  });
  return found;
}

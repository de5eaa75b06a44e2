import type { Blockquote, BlockContent, DefinitionContent, Paragraph, PhrasingContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';

/** The admonition types Docusaurus renders, with the label a reader sees. */
export const ADMONITION_LABELS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

const LEGACY_TITLE = new RegExp(
  `^((?:> ?)*[ \\t]*:{3,}(?:${Object.keys(ADMONITION_LABELS).join('|')})) +(\\S.*?)\\s*$`,
  'gm',
);

/**
 * Rewrites the `:::note Title` form the site accepts into the directive label
 * syntax `:::note[Title]`, so the parser sees the title (Docusaurus does the same before parsing).
 */
export function labelLegacyAdmonitionTitles(source: string): string {
  return source.replace(LEGACY_TITLE, (_line, opening: string, title: string) => `${opening}[${title}]`);
}

export function isAdmonition(node: ContainerDirective): boolean {
  return Object.hasOwn(ADMONITION_LABELS, node.name);
}

function isLabel(node: BlockContent | DefinitionContent): node is Paragraph {
  return node.type === 'paragraph' && node.data?.directiveLabel === true;
}

/**
 * An admonition as a blockquote led by a bold label: `> **Note:** text` when
 * it has no title, `> **Warning — Title**` on a line of its own when it has one.
 */
export function admonitionToBlockquote(node: ContainerDirective): Blockquote {
  const label = ADMONITION_LABELS[node.name] ?? node.name;
  const titleNode = node.children.find(isLabel);
  const body: Array<BlockContent | DefinitionContent> = node.children.filter((child) => child !== titleNode);
  if (titleNode && titleNode.children.length > 0) {
    const heading: Paragraph = {
      type: 'paragraph',
      children: [{ type: 'strong', children: [{ type: 'text', value: `${label} — ` }, ...titleNode.children] }],
    };
    return { type: 'blockquote', children: [heading, ...body] };
  }
  const lead: PhrasingContent = { type: 'strong', children: [{ type: 'text', value: `${label}:` }] };
  const [first, ...rest] = body;
  if (first?.type === 'paragraph') {
    const paragraph: Paragraph = { ...first, children: [lead, { type: 'text', value: ' ' }, ...first.children] };
    return { type: 'blockquote', children: [paragraph, ...rest] };
  }
  return { type: 'blockquote', children: [{ type: 'paragraph', children: [lead] }, ...body] };
}

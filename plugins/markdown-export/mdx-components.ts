import { toString } from 'mdast-util-to-string';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import type { Html, Paragraph, RootContent } from 'mdast';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** A string attribute of a JSX element (expression values are not evaluated). */
export function stringAttribute(node: JsxElement, name: string): string | undefined {
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && attribute.name === name && typeof attribute.value === 'string') {
      return attribute.value;
    }
  }
  return undefined;
}

function isElement(node: RootContent, name: string): node is JsxElement {
  return (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name;
}

const TYPESCRIPT_TAB = /^(ts|tsx|typescript)$/i;
const JAVASCRIPT_TAB = /^(js|jsx|javascript)$/i;

function tabKey(tab: JsxElement): string {
  return stringAttribute(tab, 'value') ?? stringAttribute(tab, 'label') ?? '';
}

/**
 * The Markdown meaning of `<Tabs>`: for the TypeScript/JavaScript pair, the
 * TypeScript tab's content only; otherwise every tab's content under its label in bold.
 */
export function tabsToMarkdown(node: JsxElement): RootContent[] {
  const tabs = (node.children as RootContent[]).filter((child): child is JsxElement => isElement(child, 'TabItem'));
  const typescript = tabs.find((tab) => TYPESCRIPT_TAB.test(tabKey(tab)));
  const isLanguagePair =
    typescript !== undefined &&
    tabs.every((tab) => TYPESCRIPT_TAB.test(tabKey(tab)) || JAVASCRIPT_TAB.test(tabKey(tab)));
  if (isLanguagePair) return typescript.children as RootContent[];
  return tabs.flatMap((tab) => {
    const label = stringAttribute(tab, 'label') ?? stringAttribute(tab, 'value');
    const heading: Paragraph[] =
      label === undefined
        ? []
        : [{ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: label }] }] }];
    return [...heading, ...(tab.children as RootContent[])];
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** `<details>` stays HTML (valid in Markdown); its `<summary>` becomes plain text inside the tag. */
export function detailsToMarkdown(node: JsxElement): RootContent[] {
  const children = node.children as RootContent[];
  // `<summary>` on a line of its own is a flow element; written inline, MDX wraps it in a paragraph.
  const summary = children.find(
    (child) =>
      isElement(child, 'summary') ||
      (child.type === 'paragraph' && child.children.length === 1 && isElement(child.children[0]!, 'summary')),
  );
  const open: Html = {
    type: 'html',
    value: `<details>${summary ? `\n<summary>${escapeHtml(toString(summary).trim())}</summary>` : ''}`,
  };
  const close: Html = { type: 'html', value: '</details>' };
  return [open, ...children.filter((child) => child !== summary), close];
}

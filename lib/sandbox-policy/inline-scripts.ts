import { createHash } from 'node:crypto';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

const EXECUTABLE_TYPES = new Set([undefined, 'text/javascript', 'module']);

const isInlineScript = (node: Element) =>
  node.tagName === 'script' &&
  !node.attrs.some((attribute) => attribute.name === 'src') &&
  EXECUTABLE_TYPES.has(node.attrs.find((attribute) => attribute.name === 'type')?.value);

/** The text of an element as the browser runs it: its text children, joined. */
const textOf = (node: Element) =>
  node.childNodes
    .map((child) => (child.nodeName === '#text' ? (child as DefaultTreeAdapterTypes.TextNode).value : ''))
    .join('');

/** The inline scripts of a tree, in document order (a plain walk: a selector engine costs more than parsing). */
function inlineScripts(node: Node, found: Element[] = []): Element[] {
  if ('tagName' in node && isInlineScript(node)) found.push(node);
  if ('childNodes' in node) for (const child of node.childNodes) inlineScripts(child, found);
  return found;
}

/**
 * CSP hashes (`sha256-…`) of the inline scripts in a page, parsed with a real
 * HTML parser. parse5's own tree, not hast (the conversion cost twice the
 * parse), and parse5 7, which ships CommonJS: tsx, which runs the build's
 * tools, loads an ES-module-only package through getters that made parsing
 * the whole site four times as slow.
 */
export function inlineScriptHashes(html: string): string[] {
  return inlineScripts(parse(html)).map(
    (script) => `sha256-${createHash('sha256').update(textOf(script), 'utf8').digest('base64')}`,
  );
}

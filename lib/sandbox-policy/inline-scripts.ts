import { createHash } from 'node:crypto';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import type { Element, Root, RootContent } from 'hast';

const isInlineScript = (node: Element) => {
  if (node.tagName !== 'script' || node.properties.src !== undefined) return false;
  const type = node.properties.type;
  return type === undefined || type === 'text/javascript' || type === 'module';
};

/** The inline scripts of a tree, in document order (a plain walk: a selector engine costs more than parsing). */
function inlineScripts(node: Root | RootContent, found: Element[] = []): Element[] {
  if (node.type === 'element' && isInlineScript(node)) found.push(node);
  if ('children' in node) for (const child of node.children) inlineScripts(child, found);
  return found;
}

/** CSP hashes (`sha256-…`) of the inline scripts in a page, parsed with a real HTML parser. */
export function inlineScriptHashes(html: string): string[] {
  return inlineScripts(fromHtml(html)).map(
    (script) => `sha256-${createHash('sha256').update(toString(script), 'utf8').digest('base64')}`,
  );
}

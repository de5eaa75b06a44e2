import { isAdoptingServerMarkup } from './server-markup';

let serverBlocks: Map<string, Element> | undefined;

/**
 * The highlighted markup already on the page for the code block with this
 * content key (`data-code-key`), if any. While the first page hydrates, every
 * block asks: one pass over the page answers them all, instead of one
 * document query per block.
 */
export function serverCodeHtml(key: string): string | undefined {
  if (!isAdoptingServerMarkup()) {
    serverBlocks = undefined;
    return document.querySelector(`code[data-code-key="${CSS.escape(key)}"]`)?.innerHTML;
  }
  serverBlocks ??= new Map(
    Array.from(document.querySelectorAll('code[data-code-key]'), (code) => [code.getAttribute('data-code-key')!, code]),
  );
  return serverBlocks.get(key)?.innerHTML;
}

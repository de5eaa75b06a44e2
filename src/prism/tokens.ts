import type { Token as PrismToken, TokenStream } from 'prismjs';

/** One highlighted piece of a line: its token types (outermost first) and its text. */
export interface LineToken {
  types: string[];
  content: string;
  /** Marks the placeholder token of an empty line. */
  empty?: boolean;
}

const PLAIN = ['plain'];

function typesOf(token: PrismToken, parents: readonly string[]): string[] {
  const aliases = token.alias === undefined ? [] : Array.isArray(token.alias) ? token.alias : [token.alias];
  return [...parents, token.type, ...aliases];
}

/**
 * Flattens Prism's nested token stream into lines of tokens, as code block
 * components render them: each line a list of tokens carrying all their
 * enclosing types, and an empty line as one `'\n'` placeholder token.
 */
export function toLines(stream: TokenStream): LineToken[][] {
  const lines: LineToken[][] = [[]];

  const push = (text: string, types: readonly string[]) => {
    const parts = text.split('\n');
    parts.forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part !== '') lines[lines.length - 1]!.push({ types: [...types], content: part });
    });
  };

  const walk = (items: TokenStream, parents: readonly string[]) => {
    for (const item of Array.isArray(items) ? items : [items]) {
      if (typeof item === 'string') push(item, parents.length === 0 ? PLAIN : parents);
      else walk(item.content, typesOf(item, parents));
    }
  };
  walk(stream, []);

  return lines.map((line) => (line.length === 0 ? [{ types: [...PLAIN], content: '\n', empty: true }] : line));
}

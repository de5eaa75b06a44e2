import { escapeHtml } from '../lib/escape-html';
import type { LineToken } from './tokens';

/** Each line of code as one plain token: what a block shows before it is highlighted. */
export function plainLines(code: string): LineToken[][] {
  return code.split('\n').map((line) => [{ types: ['plain'], content: line }]);
}

/**
 * Serialises lines of tokens into the markup of a code block's lines (the
 * same classes the theme's line component uses), with every text escaped.
 * `lineClassNames` come from magic comments (highlighted lines); `classesFor`
 * gives a token's colour classes (src/prism/token-classes.ts). Plain text is
 * written as text, without an element around it: a long page has thousands
 * of such runs.
 */
export function linesToHtml(
  lines: readonly LineToken[][],
  lineClassNames: Readonly<Record<number, readonly string[]>>,
  classesFor: (token: LineToken) => readonly string[] = () => [],
): string {
  return lines
    .map((line, index) => {
      const classes = ['token-line', ...(lineClassNames[index] ?? [])].join(' ');
      const tokens = line
        .filter((token) => !token.empty && token.content !== '')
        .map((token) =>
          token.types.length === 1 && token.types[0] === 'plain'
            ? escapeHtml(token.content)
            : `<span class="${['token', ...token.types, ...classesFor(token)].join(' ')}">${escapeHtml(token.content)}</span>`,
        )
        .join('');
      return `<span class="${classes}">${tokens}<br></span>`;
    })
    .join('');
}

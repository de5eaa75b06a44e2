import type { CSSProperties } from 'react';
import { escapeHtml } from '../lib/escape-html';
import type { LineToken } from './tokens';

/** `{ fontStyle: 'italic', color: '#fff' }` → `font-style:italic;color:#fff`. */
function styleAttribute(style: CSSProperties | undefined): string {
  if (!style) return '';
  const declarations = Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`)}:${String(value)}`);
  return declarations.length === 0 ? '' : ` style="${escapeHtml(declarations.join(';'))}"`;
}

/** Each line of code as one plain token: what a block shows before it is highlighted. */
export function plainLines(code: string): LineToken[][] {
  return code.split('\n').map((line) => [{ types: ['plain'], content: line }]);
}

/**
 * Serialises lines of tokens into the markup of a code block's lines (the
 * same classes the theme's line component uses), with every text escaped.
 * `lineClassNames` come from magic comments (highlighted lines).
 */
export function linesToHtml(
  lines: readonly LineToken[][],
  lineClassNames: Readonly<Record<number, readonly string[]>>,
  styleFor: (token: LineToken) => CSSProperties | undefined = () => undefined,
): string {
  return lines
    .map((line, index) => {
      const classes = ['token-line', ...(lineClassNames[index] ?? [])].join(' ');
      const tokens = line
        .filter((token) => !token.empty && token.content !== '')
        .map(
          (token) =>
            `<span class="token ${token.types.join(' ')}"${styleAttribute(styleFor(token))}>${escapeHtml(token.content)}</span>`,
        )
        .join('');
      return `<span class="${classes}">${tokens}<br></span>`;
    })
    .join('');
}

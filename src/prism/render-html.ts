import type { CSSProperties } from 'react';
import type { PrismTheme } from 'prism-react-renderer';
import Prism from './index';
import { linesToHtml } from './lines-html';
import { classesForStyle } from './token-classes';
import { toLines, type LineToken } from './tokens';

type StyleByType = Record<string, CSSProperties>;

function stylesByType(theme: PrismTheme, language: string): StyleByType {
  const byType: StyleByType = {};
  for (const { types, style, languages } of theme.styles) {
    if (languages && !languages.includes(language as never)) continue;
    for (const type of types) byType[type] = { ...byType[type], ...(style as CSSProperties) };
  }
  return byType;
}

/** Highlights code with Prism into the HTML of its lines, token colours from the theme (as classes). */
export function highlightToHtml(
  code: string,
  language: string,
  theme: PrismTheme,
  lineClassNames: Readonly<Record<number, readonly string[]>>,
): string {
  const grammar = Prism.languages[language];
  const lines = toLines(grammar ? Prism.tokenize(code, grammar) : code);
  const byType = stylesByType(theme, language);
  // Each type's style in the token's order: the innermost type (last) wins, as with inline styles.
  const classesFor = (token: LineToken) =>
    classesForStyle(Object.assign({}, ...token.types.map((type) => byType[type])) as CSSProperties);
  return linesToHtml(lines, lineClassNames, classesFor);
}

import type { CSSProperties, HTMLAttributes, ReactElement, ReactNode } from 'react';
import type { PrismTheme } from 'prism-react-renderer';
import clsx from 'clsx';
import Prism from './prism';
import { toLines, type LineToken } from './tokens';

interface LineInputProps extends HTMLAttributes<HTMLElement> {
  line: LineToken[];
}

interface TokenInputProps extends HTMLAttributes<HTMLElement> {
  token: LineToken;
}

export interface RenderProps {
  tokens: LineToken[][];
  className: string;
  style: CSSProperties;
  getLineProps: (input: LineInputProps) => HTMLAttributes<HTMLElement>;
  getTokenProps: (input: TokenInputProps) => HTMLAttributes<HTMLElement> & { children: ReactNode };
}

export interface Props {
  code: string;
  language: string;
  theme: PrismTheme;
  prism?: typeof Prism;
  children: (props: RenderProps) => ReactElement;
}

type StyleByType = Record<string, CSSProperties>;

function stylesByType(theme: PrismTheme, language: string): StyleByType {
  const byType: StyleByType = {};
  for (const { types, style, languages } of theme.styles) {
    if (languages && !languages.includes(language as never)) continue;
    for (const type of types) byType[type] = { ...byType[type], ...(style as CSSProperties) };
  }
  return byType;
}

function tokenStyle(token: LineToken, byType: StyleByType): CSSProperties | undefined {
  if (token.types.length === 1 && token.types[0] === 'plain')
    return token.empty ? { display: 'inline-block' } : undefined;
  return Object.assign(token.empty ? { display: 'inline-block' } : {}, ...token.types.map((type) => byType[type]));
}

/**
 * Highlights code with Prism and hands lines and tokens to a render function,
 * with the same render-prop contract as prism-react-renderer's Highlight, so
 * the theme's code block renders through it unchanged.
 */
export function Highlight({ code, language, theme, prism = Prism, children }: Props): ReactElement {
  const grammar = prism.languages[language];
  const tokens = toLines(grammar ? prism.tokenize(code, grammar) : code);
  const byType = stylesByType(theme, language);
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: theme.plain as CSSProperties,
    getLineProps: ({ line: _line, className, ...rest }) => ({ ...rest, className: clsx('token-line', className) }),
    getTokenProps: ({ token, className, style, ...rest }) => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      style: style ? { ...tokenStyle(token, byType), ...style } : tokenStyle(token, byType),
      children: token.content,
    }),
  });
}

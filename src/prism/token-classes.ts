import type { CSSProperties } from 'react';

/**
 * Token colours as classes rather than inline styles: one class per
 * declaration of the theme (`color:#d4a8ff` → `hl-c-d4a8ff`), so a token
 * carries a class for each property it ends up with and two classes never
 * set the same property. Long pages hold thousands of tokens; a shared rule
 * costs the browser far less than a style attribute on each.
 * src/css/code-tokens.css holds the rules (a test keeps it in step with the theme).
 */
const PROPERTY_PREFIX: Readonly<Record<string, string>> = {
  color: 'c',
  fontStyle: 'fs',
  fontWeight: 'fw',
  opacity: 'op',
  textDecorationLine: 'td',
};

export function declarationClass(property: string, value: string | number): string {
  const prefix = PROPERTY_PREFIX[property];
  if (!prefix)
    throw new Error(`The code theme sets ${property}, which has no token class yet (src/prism/token-classes.ts)`);
  return `hl-${prefix}-${String(value).replace(/[^a-z0-9]/gi, '')}`;
}

export function classesForStyle(style: CSSProperties | undefined): string[] {
  if (!style) return [];
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([property, value]) => declarationClass(property, value as string | number));
}

/** The CSS rule for each declaration of the theme's token styles. */
export function tokenRules(styles: ReadonlyArray<{ readonly style: CSSProperties }>): string[] {
  const rules = new Map<string, string>();
  for (const { style } of styles) {
    for (const [property, value] of Object.entries(style)) {
      const cssProperty = property.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`);
      rules.set(declarationClass(property, value as string | number), `${cssProperty}: ${String(value)}`);
    }
  }
  return [...rules].map(([className, declaration]) => `.${className} {\n  ${declaration};\n}`);
}

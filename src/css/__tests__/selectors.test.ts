import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../..');

/** Every stylesheet below `dir`, as paths relative to it. */
function cssFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((file) => file.endsWith('.css'));
}

/** Every selector of a stylesheet, comments and at-rule preludes left out. */
function selectorsOf(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/([^{};]+)\{/g)]
    .map((match) => match[1].trim())
    .filter((prelude) => !prelude.startsWith('@'))
    .flatMap((prelude) => prelude.split(','))
    .map((selector) => selector.trim());
}

/**
 * A selector that tests an element's `class` attribute as a string and then
 * reaches other elements (`div[class^=x] a`): the browser must then restyle
 * what lies below any element whose class changes, anywhere in the page.
 */
function reachesPastClassAttribute(selector: string): boolean {
  return /\[\s*class\s*[~|^$*]?=?[^\]]*\][^\s>+~,]*\s*[\s>+~]\s*\S/.test(selector);
}

describe('reachesPastClassAttribute', () => {
  it('flags a class-attribute match followed by a combinator', () => {
    expect(reachesPastClassAttribute("div[class^='announcementBar_'] a")).toBe(true);
    expect(reachesPastClassAttribute('[class*=col--] > p')).toBe(true);
    expect(reachesPastClassAttribute('[class] + li')).toBe(true);
  });
  it('allows a class-attribute match on the element styled, and other attributes', () => {
    expect(reachesPastClassAttribute('.col[class*=col--]')).toBe(false);
    expect(reachesPastClassAttribute("div[role='banner'] a")).toBe(false);
    expect(reachesPastClassAttribute('[data-theme=dark] .badge')).toBe(false);
  });
});

describe('the site stylesheets', () => {
  it('never select past a class-attribute match', () => {
    const offending = cssFiles(SRC).flatMap((file) =>
      selectorsOf(readFileSync(path.join(SRC, file), 'utf8'))
        .filter(reachesPastClassAttribute)
        .map((selector) => `${file}: ${selector}`),
    );
    expect(offending).toEqual([]);
  });
});

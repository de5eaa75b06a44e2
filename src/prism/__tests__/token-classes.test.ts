import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { harbourNight } from '../../../config/prism-theme';
import { classesForStyle, declarationClass, tokenRules } from '../token-classes';

describe('token classes', () => {
  it('src/css/code-tokens.css holds exactly the rules the code theme needs', () => {
    const css = readFileSync(path.resolve(__dirname, '../../css/code-tokens.css'), 'utf8');
    const rules = css.replace(/\/\*[\s\S]*?\*\//g, '').trim();
    expect(rules).toBe(tokenRules(harbourNight.styles).join('\n\n'));
  });

  it('gives one class per declaration, so no two classes of a token set the same property', () => {
    expect(classesForStyle({ color: '#9aa5bd', fontStyle: 'italic' })).toEqual(['hl-c-9aa5bd', 'hl-fs-italic']);
    expect(classesForStyle(undefined)).toEqual([]);
    expect(declarationClass('opacity', 0.85)).toBe('hl-op-085');
  });

  it('refuses a theme property it has no class for', () => {
    expect(() => declarationClass('backgroundColor', '#000')).toThrow(/backgroundColor/);
  });
});

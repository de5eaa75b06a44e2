import { describe, expect, it } from 'vitest';
import { escapeRegExp } from '../escape-regexp';

describe('escapeRegExp', () => {
  it('matches text with every special character literally, and nothing else', () => {
    const text = String.raw`/site (v2)/a.b*c+d?e^f$g{1}h|i[j]k\l`;
    const pattern = new RegExp(`^${escapeRegExp(text)}$`);
    expect(pattern.test(text)).toBe(true);
    expect(pattern.test(text.replace('.', 'x'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { resolveRequestedCode } from '../error-code-query';

const codes = [
  { code: 0, message: 'prepareAction did not return an object' },
  { code: 7, message: 'seven' },
];

describe('resolveRequestedCode', () => {
  it('returns none without a code parameter', () => {
    expect(resolveRequestedCode('', codes)).toEqual({ kind: 'none' });
    expect(resolveRequestedCode('?code=', codes)).toEqual({ kind: 'none' });
  });

  it('finds a listed code, including code 0', () => {
    expect(resolveRequestedCode('?code=0', codes)).toEqual({ kind: 'found', entry: codes[0] });
    expect(resolveRequestedCode('?code=%207%20', codes)).toEqual({ kind: 'found', entry: codes[1] });
  });

  it('reports codes that are not numbers or not listed as unknown', () => {
    expect(resolveRequestedCode('?code=abc', codes)).toEqual({ kind: 'unknown', raw: 'abc' });
    expect(resolveRequestedCode('?code=99999', codes)).toEqual({ kind: 'unknown', raw: '99999' });
    expect(resolveRequestedCode('?code=1.5', codes)).toEqual({ kind: 'unknown', raw: '1.5' });
  });

  it('shortens very long values so the notice stays readable', () => {
    const result = resolveRequestedCode(`?code=${'x'.repeat(500)}`, codes);
    expect(result.kind).toBe('unknown');
    expect(result.kind === 'unknown' && result.raw.length).toBe(41);
  });
});

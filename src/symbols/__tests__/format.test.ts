import { describe, expect, it } from 'vitest';
import { kindLabel, shortVersion, splitCode } from '../format';

describe('card formatting', () => {
  it('shortens versions to major.minor', () => {
    expect(shortVersion('2.6.0')).toBe('2.6');
    expect(shortVersion('2.10.3')).toBe('2.10');
  });

  it('splits prose on code spans, keeping markup-looking text as plain parts', () => {
    expect(splitCode('Use `configureStore` instead.')).toEqual(['Use ', 'configureStore', ' instead.']);
    expect(splitCode('<b>bold</b> and `<i>`')).toEqual(['<b>bold</b> and ', '<i>', '']);
    expect(splitCode('no code')).toEqual(['no code']);
  });

  it('names what a symbol is, with its owner for options and fields', () => {
    expect(kindLabel({ kind: 'function' })).toBe('function');
    expect(kindLabel({ kind: 'option', owner: 'createApi' })).toBe('createApi option');
  });
});

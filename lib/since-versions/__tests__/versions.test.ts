import { describe, expect, it } from 'vitest';
import { compareVersions, isStable, lowestSatisfying, selectVersions } from '../versions';

describe('compareVersions and selectVersions', () => {
  it('orders numerically, so 1.10.0 comes after 1.9.0 and 2.10.0 after 2.9.2', () => {
    expect(['2.10.0', '1.10.0', '1.9.0', '2.9.2', '1.0.3'].sort(compareVersions)).toEqual([
      '1.0.3',
      '1.9.0',
      '1.10.0',
      '2.9.2',
      '2.10.0',
    ]);
  });

  it('keeps stable versions of the given majors up to the pinned one', () => {
    const all = ['0.9.0', '1.0.3', '1.3.0-beta.0', '2.0.0-rc.1', '2.0.0', '2.14.0', '2.15.0', '3.0.0', '1.9.7'];
    expect(selectVersions(all, [1, 2], '2.14.0')).toEqual(['1.0.3', '1.9.7', '2.0.0', '2.14.0']);
    expect(isStable('2.0.0-rc.1')).toBe(false);
  });

  it('refuses to compare prereleases instead of guessing', () => {
    expect(() => compareVersions('2.0.0-rc.1', '2.0.0')).toThrow(/Not a stable version/);
  });
});

describe('lowestSatisfying', () => {
  const redux = ['3.7.2', '4.0.0', '4.0.5', '4.1.0', '4.2.0', '4.2.1', '5.0.0-beta.0', '5.0.0', '5.0.1'];

  it('resolves a caret range to its lowest published version', () => {
    expect(lowestSatisfying('^4.1.0', redux)).toBe('4.1.0');
    expect(lowestSatisfying('^5.0.0', redux)).toBe('5.0.0');
  });

  it('skips an unpublished floor and stays inside the major', () => {
    expect(lowestSatisfying('^4.0.1', redux)).toBe('4.0.5');
    expect(() => lowestSatisfying('^4.3.0', redux)).toThrow(/No published version/);
  });

  it('handles tilde, exact, >= and unions', () => {
    expect(lowestSatisfying('~4.0.1', redux)).toBe('4.0.5');
    expect(lowestSatisfying('4.2.0', redux)).toBe('4.2.0');
    expect(lowestSatisfying('>=4.1.1', redux)).toBe('4.2.0');
    expect(lowestSatisfying('^5.0.0 || ^4.2.0', redux)).toBe('4.2.0');
  });

  it('treats ^0.x ranges as minor-locked', () => {
    expect(lowestSatisfying('^0.3.0', ['0.2.0', '0.3.0', '0.4.0'])).toBe('0.3.0');
    expect(() => lowestSatisfying('^0.3.1', ['0.3.0', '0.4.0'])).toThrow(/No published version/);
  });

  it('rejects range syntax it does not understand', () => {
    expect(() => lowestSatisfying('4.x', redux)).toThrow(/Unsupported dependency range/);
    expect(() => lowestSatisfying('>=4.0.0 <5.0.0', redux)).toThrow(/Unsupported dependency range/);
  });
});

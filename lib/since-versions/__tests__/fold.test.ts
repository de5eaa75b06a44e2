import { describe, expect, it } from 'vitest';
import { foldFirstVersions } from '../fold';
import { names, unknown, type Observation } from '../observation';

const table = (rows: Record<string, Observation>) => new Map(Object.entries(rows));

describe('foldFirstVersions', () => {
  it('gives each name of the newest version its first version in semver order', () => {
    const result = foldFirstVersions(
      table({
        '1.10.0': names(['a', 'b', 'c']),
        '1.9.0': names(['a', 'b']),
        '1.2.0': names(['a']),
        '2.0.0': names(['a', 'b', 'c', 'd']),
      }),
    );
    expect(result.since).toEqual({ a: '1.2.0', b: '1.9.0', c: '1.10.0', d: '2.0.0' });
    expect(result.unresolved).toEqual([]);
  });

  it('leaves out names that existed only in older versions and keeps the earliest sighting of a returning name', () => {
    const result = foldFirstVersions(
      table({ '1.0.0': names(['gone', 'back']), '1.1.0': names([]), '1.2.0': names(['back']) }),
    );
    expect(result.since).toEqual({ back: '1.0.0' });
  });

  it('does not guess whether a name first seen right after an unreadable version was already in it', () => {
    const result = foldFirstVersions(
      table({
        '1.0.0': names(['old']),
        '1.1.0': unknown('no declarations'),
        '1.2.0': names(['old', 'new']),
      }),
    );
    expect(result.since).toEqual({ old: '1.0.0' });
    expect(result.unresolved).toEqual([
      { name: 'new', reason: 'first seen in 1.2.0, after unreadable 1.1.0: no declarations' },
    ]);
  });

  it('dates names normally once a readable version after the gap lacks them', () => {
    const result = foldFirstVersions(
      table({
        '1.0.0': names(['old']),
        '1.1.0': unknown('no declarations'),
        '1.1.1': names(['old']),
        '1.2.0': names(['old', 'new']),
      }),
    );
    expect(result.since).toEqual({ old: '1.0.0', new: '1.2.0' });
    expect(result.unresolved).toEqual([]);
  });

  it('reports the earliest unreadable version of a run of them', () => {
    const result = foldFirstVersions(table({ '1.0.0': unknown('a'), '1.0.1': unknown('b'), '1.1.0': names(['x']) }));
    expect(result.unresolved).toEqual([{ name: 'x', reason: 'first seen in 1.1.0, after unreadable 1.0.0: a' }]);
  });

  it('fails when the newest version cannot be read, and returns nothing for no versions', () => {
    expect(() => foldFirstVersions(table({ '1.0.0': names(['a']), '2.0.0': unknown('broken') }))).toThrow(
      /newest version \(2.0.0\)/,
    );
    expect(foldFirstVersions(new Map())).toEqual({ since: {}, unresolved: [] });
  });
});

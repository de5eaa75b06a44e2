import { describe, expect, it } from 'vitest';
import { fuzzyMatches, lowerBound } from '../fuzzy';

/** Plain Levenshtein distance, the definition the trie walk must agree with. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, column) => column);
  for (let row = 1; row <= a.length; row += 1) {
    const current = [row];
    for (let column = 1; column <= b.length; column += 1) {
      current.push(
        Math.min(
          previous[column]! + 1,
          current[column - 1]! + 1,
          previous[column - 1]! + (a[row - 1] === b[column - 1] ? 0 : 1),
        ),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

const TERMS = [
  'adapter',
  'adaptor',
  'create',
  'createapi',
  'createasyncthunk',
  'createentityadapter',
  'created',
  'createslice',
  'creatslice',
  'crate',
  'fetchbasequery',
  'keepunuseddatafor',
  'query',
  'queries',
  'reducer',
  'slice',
  'slices',
  'splice',
  'state',
  'stale',
].sort();

describe('fuzzyMatches', () => {
  it('finds exactly the terms within the distance, with their distances', () => {
    for (const query of ['createslice', 'creatslice', 'adaptor', 'sliec', 'keepunuseddatafro', 'qurey', 'stat', 'x']) {
      for (const maxDistance of [1, 2, 3]) {
        const expected = TERMS.flatMap((term, position) => {
          const edits = distance(query, term);
          return edits <= maxDistance ? [[position, edits]] : [];
        });
        expect(fuzzyMatches(TERMS, query, maxDistance), `${query} within ${maxDistance}`).toEqual(expected);
      }
    }
  });

  it('handles an empty list and a query longer than every term', () => {
    expect(fuzzyMatches([], 'slice', 2)).toEqual([]);
    expect(fuzzyMatches(TERMS, 'createentityadapterselectors', 2)).toEqual([]);
  });
});

describe('lowerBound', () => {
  it('finds where a value belongs in a sorted list', () => {
    expect(lowerBound(TERMS, 'create')).toBe(TERMS.indexOf('create'));
    expect(lowerBound(TERMS, 'creb')).toBe(TERMS.indexOf('creatslice') + 1);
    expect(lowerBound(TERMS, '')).toBe(0);
    expect(lowerBound(TERMS, 'zzz')).toBe(TERMS.length);
  });
});

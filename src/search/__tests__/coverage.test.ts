import { describe, expect, it } from 'vitest';
import { adjacentPairs, coverageOf, headingMatch, headingReader, share, textsCovering } from '../coverage';
import { synonymStems } from '../synonyms';

const readHeading = headingReader();
const headings = [
  readHeading('Cancelling a running thunk'),
  readHeading('Aborted requests'),
  readHeading('Defining typed hooks'),
  readHeading('Typing wrappers around hooks'),
  readHeading('`updateQueryData`'),
];

describe('headingReader', () => {
  it('reads a heading’s terms, its squashed form and its words with identifier parts', () => {
    expect(headings[4]).toMatchObject({
      keys: ['updatequerydata', 'update', 'query', 'data', 'querydata'],
      squashed: 'updatequerydata',
    });
    expect(headings[0]!.units.map(({ unit }) => unit)).toEqual(['cancelling', 'running', 'thunk']);
  });
});

describe('textsCovering and share', () => {
  it('marks the texts that have one of the terms standing for a word, and weighs the words found', () => {
    const covering = textsCovering([headings[0], undefined, headings[2]]);
    const cancel = covering(
      new Map([
        ['cancelling', 1],
        ['aborted', 1],
      ]),
    );
    const hooks = covering(new Map([['hooks', 1]]));
    expect([...cancel]).toEqual([1, 0, 0]);
    expect(share([cancel, hooks], [1, 3], 2)).toBe(0.75);
    expect(share([cancel, hooks], [1, 3], 1)).toBe(0);
  });

  it('marks a text by the best term it has, and counts a word as far as its mark', () => {
    const covering = textsCovering([headings[0], headings[1]]);
    // "cancel" itself (through "cancelling") fully, its synonym "abort" (through "aborted") by half.
    const cancel = covering(
      new Map([
        ['cancelling', 1],
        ['aborted', 0.5],
        ['abort', 0.5],
      ]),
    );
    const requests = covering(new Map([['requests', 1]]));
    expect([...cancel]).toEqual([1, 0.5]);
    expect(share([cancel, requests], [1, 1], 0)).toBe(0.5);
    expect(share([cancel, requests], [1, 1], 1)).toBe(0.75);
  });
});

describe('adjacentPairs', () => {
  it('runs each two adjacent words of a longer query together, as an identifier naming both is indexed', () => {
    expect(adjacentPairs(['type', 'root', 'state'])).toEqual(['typeroot', 'rootstate']);
    // Two words are the whole query: the exact-name boosts look for `createslice`.
    expect(adjacentPairs(['create', 'slice'])).toEqual([]);
    expect(adjacentPairs([])).toEqual([]);
  });
});

describe('headingMatch', () => {
  it('rewards covering every word most, then a heading made of query words', () => {
    const words = ['typed', 'hooks'];
    const stems = ['typ', 'hook'];
    expect(headingMatch(1, headings[2]!, words, stems)).toBeGreaterThan(headingMatch(0.5, headings[3]!, words, stems));
    expect(headingMatch(0, headings[2]!, words, stems)).toBe(0);
    // One part in three of `updateQueryData` is relevant to "update".
    expect(headingMatch(1, headings[4]!, ['update'], ['updat'])).toBeCloseTo(0.75 + 0.25 / 3);
  });
});

describe('synonymStems', () => {
  it('gives the docs word for a reader word, in any form, both ways', () => {
    expect(synonymStems('cancelling')).toEqual(['abort']);
    expect(synonymStems('aborts')).toEqual(['cancel']);
    expect(synonymStems('slice')).toEqual([]);
  });
});

describe('coverageOf', () => {
  it('keeps a text’s terms once', () => {
    expect(coverageOf('State of the state').keys).toEqual(['state']);
  });
});

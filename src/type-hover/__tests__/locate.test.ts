import { describe, expect, it } from 'vitest';
import { entriesByLine, locateInLine } from '../locate';
import type { HoverEntry } from '../types';

describe('locateInLine', () => {
  const pieces = ['export', ' ', 'const', ' store ', '=', ' ', 'configureStore', '(', '{', ' reducer', '}', ')'];

  it('finds identifiers inside text pieces and returns them from the end of the line', () => {
    const store: HoverEntry = [0, 13, 5, 0];
    const configure: HoverEntry = [0, 21, 14, 1];
    const reducer: HoverEntry = [0, 38, 7, 2];
    expect(locateInLine(pieces, [store, configure, reducer])).toEqual([
      { entry: reducer, piece: 9, offset: 1 },
      { entry: configure, piece: 6, offset: 0 },
      { entry: store, piece: 3, offset: 1 },
    ]);
  });

  it('skips entries that cross pieces, run past the line or do not cover an identifier', () => {
    expect(locateInLine(pieces, [[0, 4, 6, 0]])).toEqual([]); // "rt con" spans two pieces
    expect(locateInLine(pieces, [[0, 44, 10, 0]])).toEqual([]); // past the end
    expect(locateInLine(pieces, [[0, 19, 1, 0]])).toEqual([]); // "=" is not a name
  });

  it('groups entries by line', () => {
    const entries: HoverEntry[] = [
      [2, 0, 1, 0],
      [0, 0, 1, 1],
      [2, 4, 1, 2],
    ];
    expect([...entriesByLine(entries)]).toEqual([
      [
        2,
        [
          [2, 0, 1, 0],
          [2, 4, 1, 2],
        ],
      ],
      [0, [[0, 0, 1, 1]]],
    ]);
  });
});

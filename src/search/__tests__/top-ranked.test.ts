import { describe, expect, it } from 'vitest';
import { byRank, topRanked, type Ranked } from '../top-ranked';

/** A fixed pseudo-random sequence, so a failure can be replayed. */
function scores(count: number, seed: number): Ranked[] {
  let state = seed;
  return Array.from({ length: count }, (_, doc) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    // Few distinct scores, so ties (broken by document) are common.
    return { doc, score: state % 17 };
  });
}

describe('topRanked', () => {
  it('gives the same best items, in the same order, as sorting them all', () => {
    for (const [count, size, seed] of [
      [20, 1249, 1],
      [23, 500, 2],
      [1, 300, 3],
      [5, 5, 4],
      [40, 100, 5],
      [20, 0, 6],
    ] as const) {
      const ranked = scores(size, seed);
      expect(topRanked(ranked, count), `${count} of ${size}`).toEqual([...ranked].sort(byRank).slice(0, count));
    }
  });

  it('gives nothing for a count of zero and leaves its input as it was', () => {
    const ranked = scores(50, 7);
    const copy = [...ranked];
    expect(topRanked(ranked, 0)).toEqual([]);
    topRanked(ranked, 10);
    topRanked(ranked, 40);
    expect(ranked).toEqual(copy);
  });
});

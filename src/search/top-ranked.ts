/** A matched document and its final score. */
export interface Ranked {
  readonly doc: number;
  readonly score: number;
}

/** Higher scores first; the earlier document first among equal scores. */
export function byRank(a: Ranked, b: Ranked): number {
  return b.score - a.score || a.doc - b.doc;
}

/**
 * The `count` best of `ranked`, best first, as sorting all of them would give.
 * A query that matches most of the docs (one or two letters typed) ranks
 * hundreds of sections to show twenty: keeping only the best so far skips
 * sorting the rest, which was the largest part of such a query's time.
 */
export function topRanked(ranked: readonly Ranked[], count: number): Ranked[] {
  if (count <= 0) return [];
  if (count * 4 >= ranked.length) return [...ranked].sort(byRank).slice(0, count);
  const best: Ranked[] = [];
  for (const item of ranked) {
    if (best.length === count && byRank(item, best[count - 1]!) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (byRank(best[middle]!, item) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, item);
    if (best.length > count) best.pop();
  }
  return best;
}

/** Larger than any distance asked for. */
const FAR = 1 << 20;

/** First position in the sorted `terms` whose term is not less than `value`. */
export function lowerBound(terms: readonly string[], value: string, from = 0): number {
  let low = from;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (terms[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The smallest string greater than every string that starts with `prefix`. */
function pastPrefix(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

/**
 * The terms of a sorted list within `maxDistance` edits (Levenshtein) of
 * `query`, as `[position, distance]`. Sorted order is the order of a trie
 * walk: a term reuses the rows of the prefix it shares with the one before,
 * and every term below a prefix that is already too far is skipped at once.
 */
export function fuzzyMatches(
  terms: readonly string[],
  query: string,
  maxDistance: number,
): Array<[position: number, distance: number]> {
  const width = query.length + 1;
  const rows: Int32Array[] = [Int32Array.from({ length: width }, (_, column) => column)];
  const found: Array<[number, number]> = [];
  let previous = '';
  let position = 0;
  while (position < terms.length) {
    const term = terms[position]!;
    let shared = 0;
    const limit = Math.min(term.length, previous.length, rows.length - 1);
    while (shared < limit && term.charCodeAt(shared) === previous.charCodeAt(shared)) shared += 1;
    let tooFar = -1;
    for (let depth = shared + 1; depth <= term.length; depth += 1) {
      const above = rows[depth - 1]!;
      const row = (rows[depth] ??= new Int32Array(width));
      const char = term.charCodeAt(depth - 1);
      // Only cells within maxDistance of the diagonal can stay within maxDistance.
      const first = Math.max(1, depth - maxDistance);
      const last = Math.min(query.length, depth + maxDistance);
      row[0] = depth;
      let left = first === 1 ? depth : FAR;
      let smallest = depth;
      for (let column = first; column <= last; column += 1) {
        const up = column === depth + maxDistance ? FAR : above[column]!;
        const cost = query.charCodeAt(column - 1) === char ? 0 : 1;
        const value = Math.min(up + 1, left + 1, above[column - 1]! + cost);
        row[column] = value;
        left = value;
        if (value < smallest) smallest = value;
      }
      if (smallest > maxDistance) {
        tooFar = depth;
        break;
      }
    }
    if (tooFar !== -1) {
      // Rows up to tooFar - 1 stay valid for the next term, which shares less than tooFar characters.
      previous = term.slice(0, tooFar - 1);
      position = lowerBound(terms, pastPrefix(term.slice(0, tooFar)), position + 1);
      continue;
    }
    if (Math.abs(term.length - query.length) <= maxDistance) {
      const distance = rows[term.length]![query.length]!;
      if (distance <= maxDistance) found.push([position, distance]);
    }
    previous = term;
    position += 1;
  }
  return found;
}

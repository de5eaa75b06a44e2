import { escapeHtml } from '../lib/escape-html';
import { splitIdentifier } from './tokenize';

const WORD = /[\p{L}\p{N}_$]+/gu;

export { escapeHtml };

/** Whether a word of the text matches one of the query terms (as a prefix of the word or of one of its parts). */
function matches(word: string, terms: readonly string[]): boolean {
  const lower = word.toLowerCase();
  // The word and its parts are all pieces of `lower`: a term none of them starts with is not in it.
  if (!terms.some((term) => term.length > 0 && lower.includes(term))) return false;
  const candidates = [lower, ...splitIdentifier(word)];
  return terms.some((term) => term.length > 0 && candidates.some((candidate) => candidate.startsWith(term)));
}

/** Words of `text` that match the terms, as [start, end) ranges. */
export function matchRanges(text: string, terms: readonly string[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const match of text.matchAll(WORD)) {
    if (matches(match[0], terms)) ranges.push([match.index!, match.index! + match[0].length]);
  }
  return ranges;
}

/**
 * Returns `text` as HTML: matched words wrapped in `<mark>` and every other
 * character escaped, so nothing in the text or the query can become markup.
 */
export function highlight(
  text: string,
  terms: readonly string[],
  /** The text's matches, when already found. */
  ranges: ReadonlyArray<readonly [number, number]> = matchRanges(text, terms),
): string {
  let html = '';
  let cursor = 0;
  for (const [start, end] of ranges) {
    html += `${escapeHtml(text.slice(cursor, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    cursor = end;
  }
  return html + escapeHtml(text.slice(cursor));
}

/**
 * A window of about `maxLength` characters around the first match, cut at word
 * boundaries and marked with `…` where text was left out, then highlighted.
 */
export function snippet(
  text: string,
  terms: readonly string[],
  maxLength = 180,
  /** The text's matches, when already found. */
  ranges: ReadonlyArray<readonly [number, number]> = matchRanges(text, terms),
): string {
  if (text.length <= maxLength) return highlight(text, terms, ranges);
  const first = ranges[0];
  const center = first ? first[0] : 0;
  let start = Math.max(0, center - Math.floor(maxLength / 3));
  let end = Math.min(text.length, start + maxLength);
  start = Math.max(0, end - maxLength);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${highlight(text.slice(start, end), terms)}${end < text.length ? '…' : ''}`;
}

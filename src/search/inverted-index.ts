import { fuzzyMatches, lowerBound } from './fuzzy';

/*
 * The search index proper: every term of the documents, sorted, with the
 * documents that contain it and a precomputed BM25 weight for each. Scoring
 * follows MiniSearch's (BM25+, with its prefix and typo weights), which the
 * site used before; the index is built from typed arrays in a few
 * milliseconds, and a query adds weights into one array per query term.
 */

/** Interns terms as numbers while documents are read. */
export class TermTable {
  readonly terms: string[] = [];
  private readonly ids = new Map<string, number>();

  /** The number of `term`, assigned on first sight. */
  intern(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.terms.push(term);
      this.ids.set(term, id);
    }
    return id;
  }
}

export interface InvertedIndex {
  /** Every term, sorted. */
  readonly terms: readonly string[];
  /** Postings of `terms[t]`: positions `offsets[t]` to `offsets[t + 1]` of `docs` and `weights`. */
  readonly offsets: Uint32Array;
  /** Document numbers, ascending within a term. */
  readonly docs: Uint32Array;
  /** The term's BM25 score in the document, each field's share multiplied by its boost. */
  readonly weights: Float64Array;
  readonly docCount: number;
}

/** BM25+ as MiniSearch computes it (its defaults k = 1.2, b = 0.7, d = 0.5), given the inverse document frequency. */
function bm25(inverse: number, termFrequency: number, length: number, average: number): number {
  return inverse * (0.5 + (termFrequency * 2.2) / (termFrequency + 1.2 * (0.3 + (0.7 * length) / average)));
}

/**
 * The terms of every field of every document, as numbers into a term list,
 * in one array: field `f` of document `d` is `ids[offsets[d * fieldCount + f]]`
 * up to `ids[offsets[d * fieldCount + f + 1]]` (repeats count).
 */
export interface FieldTerms {
  readonly ids: Int32Array;
  readonly offsets: Uint32Array;
}

/**
 * Builds the index from the documents' fields. A field's length is its
 * number of distinct terms, and `boosts` weighs the fields, in field order.
 */
export function buildInvertedIndex(
  terms: readonly string[],
  docCount: number,
  fields: FieldTerms,
  boosts: readonly number[],
): InvertedIndex {
  const termCount = terms.length;
  const fieldCount = boosts.length;
  const counts = new Int32Array(termCount);
  const touched = new Int32Array(termCount);
  /** Distinct terms in each field of each document. */
  const lengths = new Float64Array(docCount * fieldCount);
  /** Documents containing each term, per field. */
  const docFrequency = new Int32Array(termCount * fieldCount);
  // One walk over the terms: each field's distinct terms and their counts, in order.
  const { ids, offsets: fieldStarts } = fields;
  const pairTerms = new Int32Array(ids.length);
  const pairCounts = new Int32Array(ids.length);
  let pairs = 0;
  /** Documents containing each term, in any field, counted through the last document that did. */
  const postingCounts = new Uint32Array(termCount);
  const lastDoc = new Int32Array(termCount).fill(-1);
  for (let doc = 0; doc < docCount; doc += 1) {
    for (let field = 0; field < fieldCount; field += 1) {
      let touchedCount = 0;
      const end = fieldStarts[doc * fieldCount + field + 1]!;
      for (let slot = fieldStarts[doc * fieldCount + field]!; slot < end; slot += 1) {
        const term = ids[slot]!;
        if (counts[term] === 0) touched[touchedCount++] = term;
        counts[term] += 1;
      }
      lengths[doc * fieldCount + field] = touchedCount;
      for (let index = 0; index < touchedCount; index += 1) {
        const term = touched[index]!;
        docFrequency[term * fieldCount + field] += 1;
        if (lastDoc[term] !== doc) {
          lastDoc[term] = doc;
          postingCounts[term] += 1;
        }
        pairTerms[pairs] = term;
        pairCounts[pairs] = counts[term]!;
        pairs += 1;
        counts[term] = 0;
      }
    }
  }
  const inverses = new Float64Array(docFrequency.length);
  for (let slot = 0; slot < docFrequency.length; slot += 1) {
    const frequency = docFrequency[slot]!;
    if (frequency !== 0) inverses[slot] = Math.log(1 + (docCount - frequency + 0.5) / (frequency + 0.5));
  }
  const averages = Array.from({ length: fieldCount }, (_, field) => {
    let total = 0;
    for (let doc = 0; doc < docCount; doc += 1) total += lengths[doc * fieldCount + field]!;
    return total / Math.max(docCount, 1) || 1;
  });

  // The postings' places, by term in the terms' sorted order and by document within a term.
  const numberOf = new Map(terms.map((term, id) => [term, id]));
  const sorted = [...terms].sort();
  const rank = new Int32Array(termCount);
  sorted.forEach((term, position) => (rank[numberOf.get(term)!] = position));
  const offsets = new Uint32Array(termCount + 1);
  for (let term = 0; term < termCount; term += 1) offsets[rank[term]! + 1] = postingCounts[term]!;
  for (let position = 0; position < termCount; position += 1) offsets[position + 1] += offsets[position]!;
  const next = offsets.slice(0, termCount);
  const docs = new Uint32Array(offsets[termCount]!);
  const weights = new Float64Array(offsets[termCount]!);

  // Each document's weight per term, summed over its fields, placed as documents come (in order).
  const docWeights = new Float64Array(termCount);
  const docTerms = new Int32Array(termCount);
  let pair = 0;
  for (let doc = 0; doc < docCount; doc += 1) {
    let docTermCount = 0;
    for (let field = 0; field < fieldCount; field += 1) {
      const length = lengths[doc * fieldCount + field]!;
      for (const end = pair + length; pair < end; pair += 1) {
        const term = pairTerms[pair]!;
        const weight =
          boosts[field]! * bm25(inverses[term * fieldCount + field]!, pairCounts[pair]!, length, averages[field]!);
        if (docWeights[term] === 0) docTerms[docTermCount++] = term;
        docWeights[term] += weight;
      }
    }
    for (let index = 0; index < docTermCount; index += 1) {
      const term = docTerms[index]!;
      const slot = next[rank[term]!]!++;
      docs[slot] = doc;
      weights[slot] = docWeights[term]!;
      docWeights[term] = 0;
    }
  }
  return { terms: sorted, offsets, docs, weights, docCount };
}

/** How one query term is matched: by prefix (a word being typed), with typos, and through other forms of the word. */
export interface TermOptions {
  readonly prefix: boolean;
  /** The most edits a match may need; 0 for none. */
  readonly maxDistance: number;
  /** Other index terms that stand for it (other forms of the word, synonyms), with their weights. */
  readonly related?: readonly Expansion[];
  /**
   * When set, what the term's completions add in a document is at most this
   * many times its best single match there: a section naming thirty
   * `TypedUse…` types is not thirty times about "typed".
   */
  readonly completionCap?: number;
}

/** An index term a query term matched, with the share of its weight it adds. */
export interface Expansion {
  readonly term: number;
  readonly weight: number;
  /** Set on a longer word that the query term starts (a completion). */
  readonly completion?: true;
}

const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

/**
 * The index terms a query term matches: itself, its completions and its near
 * misses (with MiniSearch's weights), and the related terms it is given.
 */
export function expandTerm(index: InvertedIndex, query: string, options: TermOptions): Expansion[] {
  const { terms } = index;
  const expansions: Expansion[] = [];
  const exact = lowerBound(terms, query);
  let prefixEnd = exact;
  if (terms[exact] === query) {
    expansions.push({ term: exact, weight: 1 });
    prefixEnd = exact + 1;
  }
  if (options.prefix) {
    while (prefixEnd < terms.length && terms[prefixEnd]!.startsWith(query)) {
      const length = terms[prefixEnd]!.length;
      expansions.push({
        term: prefixEnd,
        weight: (PREFIX_WEIGHT * length) / (length + 0.3 * (length - query.length)),
        completion: true,
      });
      prefixEnd += 1;
    }
  }
  if (options.maxDistance > 0) {
    const prefixStart = terms[exact] === query ? exact + 1 : exact;
    for (const [position, distance] of fuzzyMatches(terms, query, options.maxDistance)) {
      if (distance === 0 || (options.prefix && position >= prefixStart && position < prefixEnd)) continue;
      const length = terms[position]!.length;
      expansions.push({ term: position, weight: (FUZZY_WEIGHT * length) / (length + distance) });
    }
  }
  for (const related of options.related ?? []) {
    const existing = expansions.findIndex((expansion) => expansion.term === related.term);
    if (existing === -1) expansions.push(related);
    else if (expansions[existing]!.weight < related.weight) expansions[existing] = related;
  }
  return expansions;
}

/** Whether some index term is `prefix` or starts with it. */
export function hasCompletion(index: InvertedIndex, prefix: string): boolean {
  return index.terms[lowerBound(index.terms, prefix)]?.startsWith(prefix) ?? false;
}

/** Whether the document contains the term (at its position in `terms`). */
export function containsTerm(index: InvertedIndex, term: number, doc: number): boolean {
  let low = index.offsets[term]!;
  let high = index.offsets[term + 1]!;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const value = index.docs[middle]!;
    if (value === doc) return true;
    if (value < doc) low = middle + 1;
    else high = middle;
  }
  return false;
}

/** Documents matched by a query, with their scores. */
export interface Matches {
  /** Matched documents, ascending. */
  readonly docs: number[];
  /** Score by document number (0 where not matched). */
  readonly scores: Float64Array;
  /** For each query merged into these matches: the index terms it matched and the documents it kept. */
  readonly parts: ReadonlyArray<{ readonly terms: ReadonlySet<number>; readonly kept: Uint8Array }>;
}

/** The index terms (positions) through which the query matched a document. */
export function termsMatched(index: InvertedIndex, matches: Matches, doc: number): Set<number> {
  const found = new Set<number>();
  for (const { terms, kept } of matches.parts) {
    if (kept[doc] === 0) continue;
    for (const term of terms) if (!found.has(term) && containsTerm(index, term, doc)) found.add(term);
  }
  return found;
}

/**
 * How documents that some but not all query terms match count: not at all
 * (`'and'`, MiniSearch's AND), like the others (`'or'`), or the others
 * count once and those with every term twice (`'or+and'`, the sum of the two).
 */
export type Combination = 'or' | 'and' | 'or+and';

/**
 * Scores the documents for a query given as terms, each with how it may
 * match, combining the terms as `combine` says. As in MiniSearch, a
 * document's score is the sum of its matches times the number of distinct
 * query terms it matched.
 */
export function matchTerms(
  index: InvertedIndex,
  queryTerms: ReadonlyArray<{ readonly term: string; readonly options: TermOptions }>,
  combine: Combination,
  accept: (doc: number) => boolean = () => true,
): Matches {
  const { docCount, offsets, docs, weights } = index;
  const total = new Float64Array(docCount);
  const specsMatched = new Uint8Array(docCount);
  const distinct = new Uint32Array(docCount);
  const sourceBit = new Map<string, number>();
  const spec = new Float64Array(docCount);
  /** With a completion cap: what the term's completions add in each document, and its best single match there. */
  const completions = new Float64Array(docCount);
  const best = new Float64Array(docCount);
  const seen: number[] = [];
  const allTerms = new Set<number>();
  for (const { term, options } of queryTerms) {
    if (!sourceBit.has(term)) sourceBit.set(term, sourceBit.size);
    const bit = 2 ** Math.min(sourceBit.get(term)!, 31);
    const expansions = expandTerm(index, term, options);
    const cap = options.completionCap;
    for (const expansion of expansions) allTerms.add(expansion.term);
    seen.length = 0;
    for (const { term: position, weight, completion } of expansions) {
      for (let slot = offsets[position]!; slot < offsets[position + 1]!; slot += 1) {
        const doc = docs[slot]!;
        if (spec[doc] === 0 && completions[doc] === 0) seen.push(doc);
        const score = weight * weights[slot]!;
        if (cap === undefined || !completion) spec[doc] += score;
        else completions[doc] += score;
        if (cap !== undefined && score > best[doc]!) best[doc] = score;
      }
    }
    for (const doc of seen) {
      if (cap !== undefined) {
        spec[doc] += Math.min(completions[doc]!, cap * best[doc]!);
        completions[doc] = 0;
        best[doc] = 0;
      }
      total[doc] += spec[doc]!;
      specsMatched[doc] += 1;
      distinct[doc] |= bit;
      spec[doc] = 0;
    }
  }
  // No query terms (only stop words) match nothing, as in MiniSearch.
  const every = Math.max(queryTerms.length, 1);
  const matched: number[] = [];
  const scores = new Float64Array(docCount);
  const kept = new Uint8Array(docCount);
  for (let doc = 0; doc < docCount; doc += 1) {
    const hasAll = specsMatched[doc] === every;
    if (specsMatched[doc] === 0 || (combine === 'and' && !hasAll) || !accept(doc)) continue;
    matched.push(doc);
    kept[doc] = 1;
    scores[doc] = total[doc]! * bitCount(distinct[doc]!) * (combine === 'or+and' && hasAll ? 2 : 1);
  }
  return { docs: matched, scores, parts: [{ terms: allTerms, kept }] };
}

function bitCount(value: number): number {
  let count = 0;
  for (let rest = value; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

/** The union of two matches: scores add up, as when MiniSearch results are merged. */
export function mergeMatches(first: Matches, second: Matches): Matches {
  const scores = first.scores.slice();
  const inFirst = new Uint8Array(scores.length);
  for (const doc of first.docs) inFirst[doc] = 1;
  const docs = [...first.docs];
  for (const doc of second.docs) {
    if (inFirst[doc] === 0) docs.push(doc);
    scores[doc] += second.scores[doc]!;
  }
  docs.sort((a, b) => a - b);
  return { docs, scores, parts: [...first.parts, ...second.parts] };
}

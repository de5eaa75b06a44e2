import { boundedMemo } from './bounded-memo';
import { hasCompletion, type Expansion, type InvertedIndex, type TermOptions } from './inverted-index';
import { lowerBound } from './fuzzy';
import { synonymStems } from './synonyms';
import { isInflected, singular, stem, tokenize } from './tokenize';

/** Another form of the word ("cancelling" for "cancel"): nearly as good as the word itself. */
const FORM_WEIGHT = 0.7;
/** A word the docs use for the same thing ("abort" for "cancel"). */
const SYNONYM_WEIGHT = 0.5;
/** The share of a word's length that typo tolerance may change, and the most it may change. */
export const TYPO_SHARE = 0.2;
const MAX_TYPOS = 3;
/** What the completions of a word add in a section, at most: this many times its best single match there. */
const COMPLETION_CAP = 2;

/** The index's terms by stem: the forms of each word the docs use. */
export interface WordForms {
  /** The positions in the index of the terms whose stem is `key`, in the index's order; undefined for none. */
  get(key: string): readonly number[] | undefined;
}

/** How many stems the forms are kept for. */
const MAX_REMEMBERED_STEMS = 10_000;

/**
 * The forms of each word, looked up by stem the first time a query asks,
 * rather than stemming all of the index's terms while the engine loads (a
 * tenth of the engine's build in the search worker). Plurals are left out,
 * as the index has their singular too (see `tokenize`); the stem of any
 * other word is the start of the word (`stem` only cuts endings off), so
 * the forms of a stem are among the index terms that start with it.
 */
export function wordForms(index: InvertedIndex): WordForms {
  const { terms } = index;
  return {
    get: boundedMemo(MAX_REMEMBERED_STEMS, (key): readonly number[] | undefined => {
      const found: number[] = [];
      for (let position = lowerBound(terms, key); terms[position]?.startsWith(key); position += 1) {
        const term = terms[position]!;
        if (singular(term) === undefined && stem(term) === key) found.push(position);
      }
      return found.length > 0 ? found : undefined;
    }),
  };
}

/**
 * How a query term is matched: as the start of longer words from two
 * characters on; through the other forms of the word (an inflected word,
 * "typed", only through its plain form "type", a plain word through all of
 * them) and its synonyms; and with typos from five characters, for a word the
 * index has in no form and that nothing in the index starts with: a word that
 * does is being typed, and its near misses would only add noise (and time).
 */
export function termOptions(index: InvertedIndex, forms: WordForms, term: string): TermOptions {
  const related: Expansion[] = [];
  const inflected = isInflected(term);
  for (const position of forms.get(stem(term)) ?? []) {
    const form = index.terms[position]!;
    if (form !== term && !(inflected && isInflected(form))) related.push({ term: position, weight: FORM_WEIGHT });
  }
  const typos = term.length >= 5 && related.length === 0 && !hasCompletion(index, term);
  for (const synonym of synonymStems(term)) {
    for (const position of forms.get(synonym) ?? []) related.push({ term: position, weight: SYNONYM_WEIGHT });
  }
  return {
    prefix: term.length >= 2,
    completionCap: COMPLETION_CAP,
    maxDistance: typos ? Math.min(MAX_TYPOS, Math.round(term.length * TYPO_SHARE)) : 0,
    related,
  };
}

/**
 * The terms of a query, as `tokenize` gives them, except that a plural whose
 * singular is there too ("files", "file") counts once, as the singular: the
 * index has the singular of every plural, so the singular finds the same
 * sections, and the word is not counted twice against the query's other words.
 */
export function queryTerms(query: string): string[] {
  const terms = tokenize(query);
  return terms.filter((term) => {
    const one = singular(term);
    return one === undefined || !terms.includes(one);
  });
}

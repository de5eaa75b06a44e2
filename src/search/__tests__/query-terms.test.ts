import { describe, expect, it } from 'vitest';
import { buildInvertedIndex, TermTable } from '../inverted-index';
import { queryTerms, termOptions, wordForms } from '../query-terms';
import { singular, stem } from '../tokenize';

const WORDS = ['cancel', 'cancelling', 'cancelled', 'abort', 'aborted', 'type', 'typed', 'typing', 'slices', 'slice'];

function index() {
  const table = new TermTable();
  const ids = Int32Array.from(WORDS, (word) => table.intern(word));
  return buildInvertedIndex(table.terms, 1, { ids, offsets: Uint32Array.of(0, ids.length) }, [1]);
}

describe('termOptions', () => {
  const built = index();
  const forms = wordForms(built);
  const related = (term: string) =>
    termOptions(built, forms, term)
      .related!.map(({ term: position, weight }) => `${built.terms[position]} ${weight}`)
      .sort();

  it('relates a plain word to all its forms and to its synonyms, weighted lower', () => {
    expect(related('cancel')).toEqual(['abort 0.5', 'aborted 0.5', 'cancelled 0.7', 'cancelling 0.7']);
  });

  it('relates an inflected word only to plain forms', () => {
    expect(related('typed')).toEqual(['type 0.7']);
  });

  it('leaves plurals to the singulars the index already has', () => {
    expect(related('slice')).toEqual([]);
  });

  it('allows typos only for a long word the index has in no form and nothing starts with', () => {
    expect(termOptions(built, forms, 'cancl').maxDistance).toBe(1);
    expect(termOptions(built, forms, 'cance').maxDistance).toBe(0);
    expect(termOptions(built, forms, 'typing').maxDistance).toBe(0);
    expect(termOptions(built, forms, 'typ').maxDistance).toBe(0);
    expect(termOptions(built, forms, 'x').prefix).toBe(false);
  });
});

describe('wordForms', () => {
  const VOCABULARY = [
    ...WORDS,
    'query',
    'queries',
    'debounce',
    'debouncing',
    'stop',
    'stopped',
    'stopping',
    'global',
    'globally',
    'apply',
    'app',
    'apps',
    'status',
    'use_effect',
    'v2',
  ];
  const table = new TermTable();
  const ids = Int32Array.from(VOCABULARY, (word) => table.intern(word));
  const built = buildInvertedIndex(table.terms, 1, { ids, offsets: Uint32Array.of(0, ids.length) }, [1]);
  const forms = wordForms(built);
  const termsOf = (key: string) => forms.get(key)?.map((position) => built.terms[position]);

  it('finds, for a stem, every term of the index with that stem, as stemming every term would', () => {
    const byStem = new Map<string, number[]>();
    built.terms.forEach((term, position) => {
      if (singular(term) === undefined) byStem.set(stem(term), [...(byStem.get(stem(term)) ?? []), position]);
    });
    const keys = new Set(
      built.terms.flatMap((term) => [stem(term), ...Array.from(term, (_, end) => term.slice(0, end + 1))]),
    );
    for (const key of keys) expect(forms.get(key), key).toEqual(byStem.get(key));
  });

  it('groups the forms of a word and leaves plurals out', () => {
    expect(termsOf(stem('debouncing'))).toEqual(['debounce', 'debouncing']);
    expect(termsOf(stem('stopped'))).toEqual(['stop', 'stopped', 'stopping']);
    expect(termsOf(stem('queries'))).toEqual(['query']);
    expect(termsOf(stem('app'))).toEqual(['app']);
    expect(termsOf('nothing')).toBeUndefined();
  });
});

describe('queryTerms', () => {
  it('counts a plural once, as its singular, which the index has wherever it has the plural', () => {
    expect(queryTerms('split the api into multiple files')).toEqual(['split', 'api', 'multiple', 'file']);
    expect(queryTerms('typed hooks')).toEqual(['typed', 'hook']);
  });

  it('keeps every other term tokenize gives', () => {
    expect(queryTerms('createSlice status')).toEqual(['createslice', 'create', 'slice', 'status']);
  });
});

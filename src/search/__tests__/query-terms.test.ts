import { describe, expect, it } from 'vitest';
import { buildInvertedIndex, TermTable } from '../inverted-index';
import { queryTerms, termOptions, wordForms } from '../query-terms';

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

describe('queryTerms', () => {
  it('counts a plural once, as its singular, which the index has wherever it has the plural', () => {
    expect(queryTerms('split the api into multiple files')).toEqual(['split', 'api', 'multiple', 'file']);
    expect(queryTerms('typed hooks')).toEqual(['typed', 'hook']);
  });

  it('keeps every other term tokenize gives', () => {
    expect(queryTerms('createSlice status')).toEqual(['createslice', 'create', 'slice', 'status']);
  });
});

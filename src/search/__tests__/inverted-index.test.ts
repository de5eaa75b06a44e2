import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import {
  buildInvertedIndex,
  expandTerm,
  hasCompletion,
  matchTerms,
  mergeMatches,
  TermTable,
  termsMatched,
  type TermOptions,
} from '../inverted-index';
import { tokenize } from '../tokenize';

const FIELDS = ['title', 'text'] as const;
const BOOSTS = { title: 3, text: 1 };
const DOCUMENTS = [
  { id: 0, title: 'createSlice', text: 'createSlice builds a reducer and actions for one slice of state.' },
  { id: 1, title: 'createReducer', text: 'A reducer from a builder callback; slices use it too. Reducer reducer.' },
  { id: 2, title: 'Cancelling a thunk', text: 'Abort the thunk promise to cancel it; the signal fires.' },
  { id: 3, title: '', text: 'Queries refetch when the window regains focus, if you ask them to.' },
  { id: 4, title: 'Slices', text: 'Split state into slices and combine them with combineSlices.' },
];

/** The same documents in our index, tokenized as MiniSearch is told to tokenize them. */
function ourIndex() {
  const table = new TermTable();
  const lists = DOCUMENTS.flatMap((document) =>
    FIELDS.map((field) => tokenize(document[field]).map((term) => table.intern(term))),
  );
  const offsets = Uint32Array.from([0, ...lists.map((_, end) => lists.slice(0, end + 1).flat().length)]);
  return buildInvertedIndex(
    table.terms,
    DOCUMENTS.length,
    { ids: Int32Array.from(lists.flat()), offsets },
    FIELDS.map((field) => BOOSTS[field]),
  );
}

function miniSearch() {
  const search = new MiniSearch({ fields: [...FIELDS], tokenize, processTerm: (term) => term });
  search.addAll(DOCUMENTS);
  return search;
}

describe('inverted index', () => {
  const index = ourIndex();
  const reference = miniSearch();
  const cases: ReadonlyArray<readonly [query: string, options: TermOptions]> = [
    ['slice', { prefix: false, maxDistance: 0 }],
    ['sli', { prefix: true, maxDistance: 0 }],
    ['reducr', { prefix: true, maxDistance: 1 }],
    ['cancel thunk', { prefix: true, maxDistance: 1 }],
    ['refetch focus', { prefix: false, maxDistance: 0 }],
    ['create slice', { prefix: true, maxDistance: 2 }],
  ];

  for (const [query, options] of cases) {
    for (const all of [false, true]) {
      it(`scores "${query}" (${all ? 'every' : 'any'} term) as MiniSearch does`, () => {
        const terms = tokenize(query);
        const ours = matchTerms(
          index,
          terms.map((term) => ({ term, options })),
          all ? 'and' : 'or',
        );
        const theirs = reference.search(query, {
          prefix: options.prefix,
          fuzzy: options.maxDistance || false,
          boost: BOOSTS,
          combineWith: all ? 'AND' : 'OR',
        });
        expect(ours.docs).toEqual(theirs.map((result) => result.id as number).sort((a, b) => a - b));
        for (const result of theirs) {
          expect(ours.scores[result.id as number]).toBeCloseTo(result.score, 10);
          const matched = [...termsMatched(index, ours, result.id as number)].map((term) => index.terms[term]);
          expect(matched.sort()).toEqual([...result.terms].sort());
        }
      });
    }
  }

  it('expands a term to itself, its completions and its near misses', () => {
    const named = (query: string, options: TermOptions) =>
      expandTerm(index, query, options).map(({ term }) => index.terms[term]);
    expect(named('slice', { prefix: true, maxDistance: 0 })).toEqual(['slice', 'slices']);
    expect(named('slise', { prefix: false, maxDistance: 1 })).toEqual(['slice']);
    expect(named('nothing', { prefix: true, maxDistance: 0 })).toEqual([]);
    expect(hasCompletion(index, 'redu')).toBe(true);
    expect(hasCompletion(index, 'reduz')).toBe(false);
  });

  it('keeps the documents a filter accepts, and merges matches by adding scores', () => {
    const slice = (accept?: (doc: number) => boolean) =>
      matchTerms(index, [{ term: 'slice', options: { prefix: true, maxDistance: 0 } }], 'or', accept);
    expect(slice((doc) => doc !== 0).docs).not.toContain(0);
    const state = matchTerms(index, [{ term: 'state', options: { prefix: false, maxDistance: 0 } }], 'or');
    const merged = mergeMatches(slice(), state);
    expect(merged.docs).toEqual([...new Set([...slice().docs, ...state.docs])].sort((a, b) => a - b));
    expect(merged.scores[0]).toBeCloseTo(slice().scores[0]! + state.scores[0]!, 10);
  });

  it('caps what the completions of a term add in a document at a multiple of its best match there', () => {
    // Document 0 has "typed" once and many words that start with it; document 1 has "typed" alone.
    const table = new TermTable();
    const words = [['typed', 'typeduse', 'typedusequery', 'typedusemutation', 'typedlazy', 'typedselector'], ['typed']];
    const lists = words.map((list) => list.map((word) => table.intern(word)));
    const typed = buildInvertedIndex(
      table.terms,
      2,
      { ids: Int32Array.from(lists.flat()), offsets: Uint32Array.of(0, lists[0]!.length, lists.flat().length) },
      [1],
    );
    const score = (options: TermOptions) => matchTerms(typed, [{ term: 'typed', options }], 'or').scores;
    const exact = score({ prefix: false, maxDistance: 0 });
    const uncapped = score({ prefix: true, maxDistance: 0 });
    const capped = score({ prefix: true, maxDistance: 0, completionCap: 2 });
    // The best single match in document 0: "typed" itself or one of its completions.
    const best = Math.max(
      ...expandTerm(typed, 'typed', { prefix: true, maxDistance: 0 }).map(
        ({ term, weight }) =>
          weight *
          matchTerms(typed, [{ term: typed.terms[term]!, options: { prefix: false, maxDistance: 0 } }], 'or')
            .scores[0]!,
      ),
    );
    expect(uncapped[0]).toBeGreaterThan(exact[0]! + 2 * best);
    expect(capped[0]).toBeCloseTo(exact[0]! + 2 * best, 10);
    // A document without completions scores the same either way.
    expect(capped[1]).toBeCloseTo(exact[1]!, 10);
  });

  it('matches nothing for a query without terms', () => {
    expect(matchTerms(index, [], 'and').docs).toEqual([]);
    expect(matchTerms(index, [], 'or').docs).toEqual([]);
  });
});

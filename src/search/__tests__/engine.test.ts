import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { matchesFacetFilters } from '../facets';
import type { SearchIndexFile } from '../types';

const file: SearchIndexFile = {
  version: 1,
  pages: [
    {
      url: '/api/createSlice',
      category: 'API Reference',
      title: 'createSlice',
      language: 'en',
      tags: ['docs-default-current'],
    },
    {
      url: '/api/createReducer',
      category: 'API Reference',
      title: 'createReducer',
      language: 'en',
      tags: ['docs-default-current'],
    },
    {
      url: '/usage/guide',
      category: 'Using Redux Toolkit',
      title: 'Usage Guide',
      language: 'en',
      tags: ['docs-default-current'],
    },
    { url: '/fr/guide', category: 'Guide', title: 'Guide', language: 'fr', tags: ['docs-fr-current'] },
  ],
  sections: [
    [0, -1, '', 0, 'createSlice builds a reducer and action creators for one slice of state.'],
    [0, -1, 'Options', 0, 'Every option createSlice accepts.'],
    [0, 1, 'reducers', 0, 'Case reducers keyed by name.'],
    [1, -1, '', 0, 'createReducer builds a reducer from a builder callback, often used next to a slice.'],
    [
      2,
      -1,
      'Cancelling a running thunk',
      'cancelling-a-thunk',
      'Call abort on the promise to cancel the thunk; the signal fires.',
    ],
    [3, -1, '', 0, 'Un guide en français sur les slices.'],
  ],
};

const engine = createEngine(file);
const top = (query: string) => {
  const hit = engine.search(query).hits[0];
  return hit && `${hit.page.url}#${hit.section.anchor}`;
};

describe('engine', () => {
  it('ranks the page whose title is the identifier first, however it is typed', () => {
    for (const query of ['createSlice', 'createslice', 'create slice', 'CreateSlice'])
      expect(top(query), query).toBe('/api/createSlice#');
  });

  it('tolerates a typo and a partial word', () => {
    expect(top('creatReducer')).toBe('/api/createReducer#');
    expect(top('createRed')).toBe('/api/createReducer#');
  });

  it('finds a section by concept and expands stored anchors and heading paths', () => {
    const [hit] = engine.search('cancel thunk').hits;
    expect(hit?.section).toMatchObject({ anchor: 'cancelling-a-thunk', headings: ['Cancelling a running thunk'] });
    expect(engine.search('reducers keyed').hits[0]?.section).toMatchObject({
      anchor: 'reducers',
      headings: ['Options', 'reducers'],
    });
  });

  it('applies facet filters and limits', () => {
    expect(engine.search('guide', { facetFilters: ['language:fr'] }).hits.map((hit) => hit.page.url)).toEqual([
      '/fr/guide',
    ]);
    expect(
      engine
        .search('slice', { facetFilters: ['language:en', ['docusaurus_tag:docs-default-current']] })
        .hits.every((hit) => hit.page.language === 'en'),
    ).toBe(true);
    const limited = engine.search('reducer', { limit: 2 });
    expect(limited.hits).toHaveLength(2);
    expect(limited.total).toBe(engine.search('reducer', { limit: 100 }).hits.length);
    expect(limited.total).toBeGreaterThan(2);
  });

  it('meets other forms of a word and the words the docs use for it', () => {
    expect(top('cancelled thunks')).toBe('/usage/guide#cancelling-a-thunk');
    expect(top('abort thunk')).toBe('/usage/guide#cancelling-a-thunk');
  });

  it('ranks a section above a subsection that only repeats its heading', () => {
    const nested = createEngine({
      version: 1,
      pages: [file.pages[2]!],
      sections: [
        [0, -1, 'Optimistic updates', 0, 'Update the cache before the server answers.'],
        [0, 0, 'Overlapping optimistic updates', 0, 'Optimistic updates that overlap: optimistic update twice.'],
      ],
    });
    expect(nested.search('optimistic update').hits[0]?.section.anchor).toBe('optimistic-updates');
    expect(nested.search('overlapping optimistic').hits[0]?.section.anchor).toBe('overlapping-optimistic-updates');
  });

  it('counts a synonym in a heading as covering the word by half', () => {
    const cancelling = createEngine({
      version: 1,
      pages: [file.pages[2]!],
      sections: [
        [0, -1, 'Aborting a thunk', 0, 'To cancel a thunk, cancel its promise.'],
        [0, -1, 'Cancelling a thunk', 0, 'Call abort on the promise.'],
      ],
    });
    // The heading with the word itself wins over the one with its synonym, whose text says "cancel" more.
    expect(cancelling.search('cancel thunk').hits[0]?.section.headings).toEqual(['Cancelling a thunk']);
  });

  it('prefers a heading naming two adjacent query words as one identifier', () => {
    const typing = createEngine({
      version: 1,
      pages: [file.pages[2]!],
      sections: [[0, -1, 'Typing the RootState', 0, 'Derive it from the store.']],
    });
    const score = (query: string) => typing.search(query).hits[0]!.score;
    // The same words, but only in the first query are "root" and "state" next to each other.
    expect(score('type the root state')).toBeCloseTo(1.5 * score('type the state root'), 10);
  });

  it('returns nothing for queries without words', () => {
    expect(engine.search('   ')).toEqual({ hits: [], total: 0 });
    expect(engine.search('<>"')).toEqual({ hits: [], total: 0 });
    expect(engine.search('how do i').total).toBe(0);
  });
});

describe('matchesFacetFilters', () => {
  const page = file.pages[0]!;
  it('ANDs top-level filters and ORs nested ones, supporting negation', () => {
    expect(
      matchesFacetFilters(page, ['language:en', ['docusaurus_tag:x', 'docusaurus_tag:docs-default-current']]),
    ).toBe(true);
    expect(matchesFacetFilters(page, ['language:en', ['docusaurus_tag:x']])).toBe(false);
    expect(matchesFacetFilters(page, ['-language:en'])).toBe(false);
    expect(matchesFacetFilters(page, undefined)).toBe(true);
    expect(matchesFacetFilters(page, ['unknown:facet'])).toBe(true);
  });
});

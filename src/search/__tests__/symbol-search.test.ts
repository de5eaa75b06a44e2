import { describe, expect, it } from 'vitest';
import { toDocSearchHit } from '../docsearch-hits';
import { createEngine } from '../engine';
import type { SearchIndexFile } from '../types';

const page = (url: string, title: string) => ({ url, category: 'API Reference', title, language: 'en', tags: ['t'] });

const file: SearchIndexFile = {
  version: 1,
  pages: [page('/api/createSlice', 'createSlice'), page('/rtk/createApi', 'createApi'), page('/guide', 'Guide')],
  sections: [
    [0, -1, '', 0, 'createSlice builds a reducer.'],
    [0, -1, 'reducers', 0, 'Case reducers keyed by name.'],
    [1, -1, '', 0, 'createApi defines endpoints.'],
    [1, -1, 'keepUnusedDataFor', 0, 'Seconds to keep unused data.'],
    [1, -1, 'Endpoint definitions', 0, 'Per endpoint options.'],
    [1, 4, 'keepUnusedDataFor on an endpoint', 0, 'Overrides keepUnusedDataFor.'],
    [2, -1, 'Caching', 0, 'keepUnusedDataFor keepUnusedDataFor keepUnusedDataFor keeps data. Use <b>unwrap</b>.'],
  ],
  symbols: [
    ['createSlice', 'function', 'createSlice(options: CreateSliceOptions): Slice', 0, ''],
    ['keepUnusedDataFor', 'createApi option', 'keepUnusedDataFor?: number', 1, 'keepunuseddatafor'],
    ['keepUnusedDataFor', 'endpoint option', 'keepUnusedDataFor?: number', 1, 'keepunuseddatafor-on-an-endpoint'],
    ['updateQueryData', 'createApi field', 'updateQueryData(endpointName, arg, updateRecipe)', 1, 'missing-anchor'],
    ['<img src=x onerror=alert(1)>', 'field', '<script>alert(1)</script>', 2, 'caching'],
  ],
};

const engine = createEngine(file);
const urlsOf = (query: string) =>
  engine.search(query).hits.map((hit) => `${hit.page.url}#${hit.section.anchor}${hit.symbol ? ' (api)' : ''}`);

describe('symbol-first search', () => {
  it('puts an exact symbol name first, as API results for each owner, without repeating their sections', () => {
    const urls = urlsOf('keepUnusedDataFor');
    expect(urls.slice(0, 2)).toEqual([
      '/rtk/createApi#keepunuseddatafor (api)',
      '/rtk/createApi#keepunuseddatafor-on-an-endpoint (api)',
    ]);
    expect(urls.filter((url) => url.startsWith('/rtk/createApi#keepunuseddatafor'))).toHaveLength(2);
  });

  it('matches ignoring case, a trailing (), and a dotted path', () => {
    expect(urlsOf('KEEPUNUSEDDATAFOR')[0]).toBe('/rtk/createApi#keepunuseddatafor (api)');
    expect(urlsOf('createSlice()')[0]).toBe('/api/createSlice# (api)');
    expect(urlsOf('api.util.updateQueryData')[0]).toBe('/rtk/createApi# (api)');
  });

  it('gives no API result for a part of a name or a longer query', () => {
    expect(urlsOf('keepUnused').some((url) => url.endsWith('(api)'))).toBe(false);
    expect(urlsOf('keepUnusedDataFor seconds').some((url) => url.endsWith('(api)'))).toBe(false);
  });

  it('turns an API result into an escaped DocSearch hit with the signature as snippet', () => {
    const [hit] = engine.search('createSlice').hits;
    const docHit = toDocSearchHit(hit!, ['createslice']);
    expect(docHit).toMatchObject({
      type: 'lvl1',
      url: '/api/createSlice',
      hierarchy: { lvl0: 'API', lvl1: 'createSlice', lvl2: 'function' },
      content: 'createSlice(options: CreateSliceOptions): Slice',
      symbol: { name: 'createSlice', label: 'function', signature: 'createSlice(options: CreateSliceOptions): Slice' },
    });
    const [hostile] = engine.search('<img src=x onerror=alert(1)>').hits;
    const escaped = toDocSearchHit(hostile!, []);
    expect(escaped.symbol?.name).toBe('<img src=x onerror=alert(1)>');
    expect(escaped.content).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(escaped._highlightResult.hierarchy.lvl1.value).toBe('<mark>&lt;img src=x onerror=alert(1)&gt;</mark>');
  });
});

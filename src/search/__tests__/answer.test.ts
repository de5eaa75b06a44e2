import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { answer } from '../answer';
import { toSitePath } from '../result-url';
import { encodeParams } from '../page-search';
import type { SearchIndexFile } from '../types';

const file: SearchIndexFile = {
  version: 1,
  pages: [
    {
      url: '/api/createApi',
      category: 'RTK Query',
      title: 'createApi',
      language: 'en',
      tags: ['docs-default-current'],
    },
  ],
  sections: [
    [0, -1, '', 0, 'createApi defines endpoints. <script>alert(1)</script> is shown as text.'],
    [0, -1, 'Options', 0, ''],
    [0, 1, 'keepUnusedDataFor', 0, 'Seconds to keep unused data, 60 by default.'],
  ],
};
const engine = createEngine(file);

describe('answer (DocSearch response shape)', () => {
  it('answers with hits, counts and pages as the hosted service does', () => {
    const response = answer(engine, { query: 'keepUnusedDataFor', hitsPerPage: 20 });
    expect(response).toMatchObject({ nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, query: 'keepUnusedDataFor' });
    expect(response.hits[0]).toMatchObject({
      url: '/api/createApi#keepunuseddatafor',
      type: 'lvl3',
      hierarchy: { lvl0: 'RTK Query', lvl1: 'createApi', lvl2: 'Options', lvl3: 'keepUnusedDataFor', lvl4: null },
      _snippetResult: { hierarchy: { lvl3: { value: '<mark>keepUnusedDataFor</mark>', matchLevel: 'full' } } },
    });
  });

  it('marks a content hit and escapes what it renders', () => {
    const [hit] = answer(engine, { query: 'alert', hitsPerPage: 20 }).hits;
    expect(hit?.type).toBe('content');
    expect(hit?._snippetResult.content.value).toContain('&lt;script&gt;<mark>alert</mark>(1)&lt;/script&gt;');
    for (const level of Object.values(hit!._snippetResult.hierarchy)) expect(level.value).not.toMatch(/<(?!\/?mark>)/);
    // DocSearch renders stored recent searches from these plain fields as HTML.
    expect(hit?.content).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('paginates and reads parameters nested under params', () => {
    const first = answer(engine, { query: 'createApi', params: { hitsPerPage: 1, page: 0 } });
    const second = answer(engine, { query: 'createApi', params: { hitsPerPage: 1, page: 1 } });
    expect(first.hits).toHaveLength(1);
    expect(first.nbPages).toBe(first.nbHits);
    expect(second.hits[0]?.objectID).not.toBe(first.hits[0]?.objectID);
  });

  it('filters by facets sent in the request', () => {
    expect(answer(engine, { query: 'createApi', facetFilters: ['language:fr'] }).nbHits).toBe(0);
  });
});

describe('toSitePath', () => {
  it('turns same-origin URLs into paths and applies the rewrite', () => {
    expect(toSitePath('https://docs.example/docs/api/x#a', 'https://docs.example', { from: '/docs/', to: '/' })).toBe(
      '/api/x#a',
    );
    expect(toSitePath('/api/x', 'https://docs.example')).toBe('/api/x');
    expect(toSitePath('https://elsewhere.example/page', 'https://docs.example')).toBe('https://elsewhere.example/page');
  });
});

describe('encodeParams', () => {
  it('encodes values and arrays as the hosted REST API expects', () => {
    expect(encodeParams({ query: 'a b&c', page: 1, facetFilters: ['language:en', ['docusaurus_tag:x']] })).toBe(
      'query=a%20b%26c&page=1&facetFilters=%5B%22language%3Aen%22%2C%5B%22docusaurus_tag%3Ax%22%5D%5D',
    );
  });
});

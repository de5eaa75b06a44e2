import { createEngineInSlices, type SearchEngine } from './engine';
import type { FacetFilters } from './facets';
import { toDocSearchHit, type DocSearchHit } from './docsearch-hits';
import { tokenize } from './tokenize';
import { SEARCH_INDEX_META, type SearchIndexFile } from './types';

/** One request as the DocSearch modal sends it (`searchClient.search({ requests })`). */
export interface SearchRequest {
  readonly query?: string;
  readonly indexName?: string;
  readonly hitsPerPage?: number;
  readonly page?: number;
  readonly facetFilters?: FacetFilters;
  readonly params?: { readonly facetFilters?: FacetFilters; readonly hitsPerPage?: number; readonly page?: number };
}

export interface SearchResponse {
  hits: DocSearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  exhaustiveNbHits: boolean;
  params: string;
  index: string;
}

/**
 * Raised when the index cannot be loaded. DocSearch shows its "Unable to fetch
 * results" screen only for errors named RetryError (the hosted client's name
 * for a request that failed on every host), so the local client uses that name.
 */
export class SearchUnavailableError extends Error {
  override readonly name = 'RetryError';
}

const MAX_RESULTS = 1000;

/** Answers one request from the engine, paginated like the hosted service. */
export function answer(engine: SearchEngine, request: SearchRequest): SearchResponse {
  const started = performance.now();
  const query = request.query ?? '';
  const hitsPerPage = request.hitsPerPage ?? request.params?.hitsPerPage ?? 20;
  const page = request.page ?? request.params?.page ?? 0;
  const facetFilters = request.facetFilters ?? request.params?.facetFilters;
  const all = engine.search(query, { facetFilters, limit: MAX_RESULTS });
  const terms = tokenize(query);
  const hits = all.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((hit) => toDocSearchHit(hit, terms));
  return {
    hits,
    nbHits: all.length,
    page,
    nbPages: Math.ceil(all.length / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Math.round(performance.now() - started),
    query,
    exhaustiveNbHits: true,
    params: '',
    index: request.indexName ?? 'local',
  };
}

let engine: Promise<SearchEngine> | undefined;

/** Performance marks around loading the index, read by `npm run bench:search`. */
export const INDEX_MARKS = { start: 'search:index-fetch-start', ready: 'search:index-ready' } as const;

/** The index URL the build wrote into every page. */
function indexUrl(): string | undefined {
  return document.querySelector(`meta[name="${SEARCH_INDEX_META}"]`)?.getAttribute('content') ?? undefined;
}

/**
 * Fetches the index and builds the engine, once. A failed load is not
 * cached, so the next search tries again.
 */
export function loadEngine(): Promise<SearchEngine> {
  engine ??= (async () => {
    const url = indexUrl();
    if (!url) throw new SearchUnavailableError('This page does not name a search index.');
    performance.mark(INDEX_MARKS.start);
    const response = await fetch(url);
    if (!response.ok) throw new SearchUnavailableError(`Loading the search index failed with HTTP ${response.status}.`);
    const ready = await createEngineInSlices((await response.json()) as SearchIndexFile);
    performance.mark(INDEX_MARKS.ready);
    return ready;
  })().catch((error: unknown) => {
    engine = undefined;
    throw error instanceof SearchUnavailableError ? error : new SearchUnavailableError(String(error));
  });
  return engine;
}

/** A search client with the method the DocSearch modal calls, answered from the local index. */
export function createLocalSearchClient() {
  return {
    async search({ requests }: { requests: readonly SearchRequest[] }): Promise<{ results: SearchResponse[] }> {
      const ready = await loadEngine();
      return { results: requests.map((request) => answer(ready, request)) };
    },
  };
}

import type { SearchEngine } from './engine';
import type { FacetFilters } from './facets';
import { toDocSearchHit, type DocSearchHit } from './docsearch-hits';
import { tokenize } from './tokenize';

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

/** The most hits a query reports, as the hosted service caps them. */
const MAX_RESULTS = 1000;

/** Answers one request from the engine, paginated like the hosted service. */
export function answer(engine: SearchEngine, request: SearchRequest): SearchResponse {
  const started = performance.now();
  const query = request.query ?? '';
  const hitsPerPage = request.hitsPerPage ?? request.params?.hitsPerPage ?? 20;
  const page = request.page ?? request.params?.page ?? 0;
  const facetFilters = request.facetFilters ?? request.params?.facetFilters;
  const { hits, total } = engine.search(query, { facetFilters, limit: (page + 1) * hitsPerPage });
  const nbHits = Math.min(total, MAX_RESULTS);
  const terms = tokenize(query);
  return {
    hits: hits.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((hit) => toDocSearchHit(hit, terms)),
    nbHits,
    page,
    nbPages: Math.ceil(nbHits / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Math.round(performance.now() - started),
    query,
    exhaustiveNbHits: true,
    params: '',
    index: request.indexName ?? 'local',
  };
}

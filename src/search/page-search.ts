import type { SearchConfig } from './config';
import type { DocSearchHit } from './docsearch-hits';
import type { FacetFilters } from './facets';
import { toSitePath } from './result-url';

export interface PageSearchRequest {
  readonly query: string;
  readonly page: number;
  readonly hitsPerPage: number;
  readonly facetFilters: FacetFilters;
}

export interface PageSearchResult {
  readonly hits: readonly DocSearchHit[];
  readonly nbHits: number;
  readonly nbPages: number;
}

/** The hosted service's multi-query endpoint, as the hosted search client uses it. */
export function hostedQueriesUrl(appId: string): string {
  return `https://${appId}-dsn.algolia.net/1/indexes/*/queries`;
}

/** Encodes search parameters the way the hosted REST API expects them (arrays as JSON). */
export function encodeParams(params: Record<string, string | number | readonly unknown[]>): string {
  return Object.entries(params)
    .map(
      ([key, value]) =>
        `${key}=${encodeURIComponent(typeof value === 'object' ? JSON.stringify(value) : String(value))}`,
    )
    .join('&');
}

async function searchHosted(
  config: Extract<SearchConfig, { mode: 'hosted' }>,
  request: PageSearchRequest,
  siteUrl: string,
): Promise<PageSearchResult> {
  const response = await fetch(hostedQueriesUrl(config.appId), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-algolia-application-id': config.appId,
      'x-algolia-api-key': config.apiKey,
    },
    body: JSON.stringify({
      requests: [
        {
          indexName: config.indexName,
          params: encodeParams({
            query: request.query,
            page: request.page,
            hitsPerPage: request.hitsPerPage,
            facetFilters: request.facetFilters,
            attributesToSnippet: ['content:30'],
            snippetEllipsisText: '…',
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          }),
        },
      ],
    }),
  });
  if (!response.ok) throw new Error(`The search service answered HTTP ${response.status}.`);
  const { results } = (await response.json()) as {
    results: Array<{ hits: DocSearchHit[]; nbHits: number; nbPages: number }>;
  };
  const result = results[0]!;
  return {
    hits: result.hits.map((hit) => ({ ...hit, url: toSitePath(hit.url, siteUrl, config.replaceSearchResultPathname) })),
    nbHits: result.nbHits,
    nbPages: result.nbPages,
  };
}

/** Runs a search for the /search page, from the local index or the hosted service. */
export async function searchForPage(
  config: SearchConfig,
  request: PageSearchRequest,
  siteUrl: string,
): Promise<PageSearchResult> {
  if (config.mode === 'hosted') return searchHosted(config, request, siteUrl);
  const { loadEngine } = await import('./local-client');
  const [response] = await (await loadEngine()).search([request]);
  return { hits: response!.hits, nbHits: response!.nbHits, nbPages: response!.nbPages };
}

/** Groups hits by page, keeping the order in which pages first appear. */
export function groupByPage(
  hits: readonly DocSearchHit[],
): Array<{ url: string; title: string; category: string; hits: DocSearchHit[] }> {
  const groups = new Map<string, { url: string; title: string; category: string; hits: DocSearchHit[] }>();
  for (const hit of hits) {
    const url = hit.url.split('#')[0]!;
    let group = groups.get(url);
    if (!group) {
      group = { url, title: hit.hierarchy.lvl1 ?? url, category: hit.hierarchy.lvl0 ?? '', hits: [] };
      groups.set(url, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}

import type { IndexedPage } from './types';

/** Algolia-style facet filters: an AND of entries, each a `name:value` or an OR-array of them. */
export type FacetFilters = ReadonlyArray<string | readonly string[]>;

function matchesOne(page: IndexedPage, filter: string): boolean {
  const negated = filter.startsWith('-');
  const [name, ...rest] = (negated ? filter.slice(1) : filter).split(':');
  const value = rest.join(':');
  let result: boolean;
  if (name === 'language') result = page.language === value;
  else if (name === 'docusaurus_tag') result = page.tags.includes(value);
  else result = true; // facets the local index does not carry do not filter anything out
  return negated ? !result : result;
}

/** Whether a page passes the facet filters DocSearch sends (language and docs version tags). */
export function matchesFacetFilters(page: IndexedPage, filters: FacetFilters | undefined): boolean {
  if (!filters) return true;
  return filters.every((filter) =>
    typeof filter === 'string'
      ? matchesOne(page, filter)
      : filter.length === 0 || filter.some((one) => matchesOne(page, one)),
  );
}

import { useContextualSearchFilters } from '@docusaurus/theme-common';
import type { FacetFilters } from './facets';

/** The contextual facet filters (§7): this page's language and the docs versions it belongs to. */
export function useContextualFacetFilters(): FacetFilters {
  const { locale, tags } = useContextualSearchFilters();
  return [`language:${locale}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
}

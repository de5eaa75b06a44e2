import { useMemo } from 'react';
import { useContextualSearchFilters } from '@docusaurus/theme-common';
import type { FacetFilters } from './facets';

/**
 * The contextual facet filters (§7): this page's language and the docs versions it belongs to.
 * The same array until those change: the theme lists the versions anew on every render, and
 * DocSearch builds its autocomplete anew (losing what it shows) when its search parameters change.
 */
export function useContextualFacetFilters(): FacetFilters {
  const { locale, tags } = useContextualSearchFilters();
  const key = JSON.stringify([locale, tags]);
  return useMemo(() => {
    const [language, versions] = JSON.parse(key) as [string, string[]];
    return [`language:${language}`, versions.map((tag) => `docusaurus_tag:${tag}`)];
  }, [key]);
}

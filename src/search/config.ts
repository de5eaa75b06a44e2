import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** Where search results come from: the index this site builds, or the hosted service when configured. */
export type SearchConfig =
  | { readonly mode: 'local' }
  | {
      readonly mode: 'hosted';
      readonly appId: string;
      readonly apiKey: string;
      readonly indexName: string;
      readonly replaceSearchResultPathname?: { readonly from: string; readonly to: string };
    };

interface AlgoliaThemeConfig {
  appId?: string;
  apiKey?: string;
  indexName?: string;
  replaceSearchResultPathname?: { from: string; to: string };
}

/** Reads the search mode from the site config (hosted when `themeConfig.algolia` is set). */
export function useSearchConfig(): SearchConfig {
  const { siteConfig } = useDocusaurusContext();
  const algolia = (siteConfig.themeConfig as { algolia?: AlgoliaThemeConfig }).algolia;
  if (algolia?.appId && algolia.apiKey && algolia.indexName) {
    return {
      mode: 'hosted',
      appId: algolia.appId,
      apiKey: algolia.apiKey,
      indexName: algolia.indexName,
      replaceSearchResultPathname: algolia.replaceSearchResultPathname,
    };
  }
  return { mode: 'local' };
}

/** Where "Let us know." sends a reader whose query found nothing: a new issue with the query filled in. */
export function missingResultsUrl(query: string): string {
  const title = `Docs search: no results for "${query}"`;
  const body = `I searched the docs for:\n\n    ${query}\n\nand expected to find:\n`;
  return `https://github.com/reduxjs/redux-toolkit/issues/new?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}&labels=docs`;
}

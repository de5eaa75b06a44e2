import React, { useCallback, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchModal, type DocSearchModalProps } from '@docsearch/react';
import '@docsearch/css';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { missingResultsUrl, type SearchConfig } from '../../search/config';
import type { FacetFilters } from '../../search/facets';
import { createLocalSearchClient } from '../../search/local-client';
import { onSearchAvailability, reportingAvailability } from '../../search/availability';
import { toSitePath } from '../../search/result-url';
import './styles.css';

export interface Props {
  readonly config: SearchConfig;
  readonly facetFilters: FacetFilters;
  readonly initialQuery: string;
  readonly onClose: () => void;
}

type Hit = Parameters<NonNullable<DocSearchModalProps['hitComponent']>>[0]['hit'];
type FooterState = Parameters<NonNullable<DocSearchModalProps['resultsFooterComponent']>>[0]['state'];
type TransformClient = NonNullable<DocSearchModalProps['transformSearchClient']>;

/** Fewer results per group on narrow screens, where each takes a full row. */
function maxResultsPerGroup(): number {
  return window.matchMedia('(max-width: 768px)').matches ? 3 : 5;
}

/** DocSearch's error screen (same markup and strings), shown while the index or service cannot be reached. */
function UnavailableScreen(): JSX.Element {
  return (
    <div className="DocSearch-ErrorScreen search-unavailable-screen" role="alert">
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>
  );
}

/** API results (an exact symbol name) are marked, so their signature snippet can read as code. */
function HitLink({ hit, children }: { hit: Hit; children: React.ReactNode }): JSX.Element {
  const isApi = (hit as Hit & { symbol?: unknown }).symbol !== undefined;
  return (
    <Link to={hit.url} {...(isApi ? { 'data-result-type': 'api' } : {})}>
      {children}
    </Link>
  );
}

/**
 * The DocSearch modal, loaded only when a visitor shows intent to search. In
 * local mode it is answered by the index the site built; in hosted mode by the
 * hosted service, with the same screens and strings.
 */
export default function SearchModal({ config, facetFilters, initialQuery, onClose }: Props): JSX.Element {
  const history = useHistory();
  const { siteConfig } = useDocusaurusContext();
  const rewrite = config.mode === 'hosted' ? config.replaceSearchResultPathname : undefined;

  // The local index is ours, so the modal must not credit the hosted service.
  useEffect(() => {
    document.body.classList.toggle('search-local', config.mode === 'local');
  }, [config.mode]);

  const transformSearchClient = useMemo<TransformClient>(() => {
    const local = config.mode === 'local' ? createLocalSearchClient() : undefined;
    return ((client) => {
      const search = local ? local.search : client.search.bind(client);
      return { ...client, search: reportingAvailability(search as Parameters<typeof reportingAvailability>[0]) };
    }) as TransformClient;
  }, [config.mode]);

  // DocSearch builds its autocomplete anew (back to an empty start screen: no recent searches, no
  // results) whenever one of these props changes identity, so a render of this component while the
  // modal is open (the navbar's, say) must hand it the same ones.
  const searchParameters = useMemo(() => ({ facetFilters: facetFilters as string[] }), [facetFilters]);
  const transformItems = useCallback<NonNullable<DocSearchModalProps['transformItems']>>(
    (items) => items.map((item) => ({ ...item, url: toSitePath(item.url, siteConfig.url, rewrite) })),
    [siteConfig.url, rewrite],
  );
  const navigator = useMemo<NonNullable<DocSearchModalProps['navigator']>>(
    () => ({
      navigate({ itemUrl }) {
        history.push(itemUrl);
      },
    }),
    [history],
  );

  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => onSearchAvailability((available) => setUnavailable(!available)), []);
  useEffect(() => {
    document.body.classList.toggle('search-unavailable', unavailable);
    return () => document.body.classList.remove('search-unavailable');
  }, [unavailable]);
  const dropdown = unavailable ? document.querySelector('.DocSearch-Dropdown') : null;

  const footer = ({ state }: { state: FooterState }) => (
    <Link to={`/search?q=${encodeURIComponent(state.query)}`} onClick={onClose}>
      {`See all ${(state.context.nbHits as number | undefined) ?? 0} results`}
    </Link>
  );

  return createPortal(
    <>
      <DocSearchModal
        appId={config.mode === 'hosted' ? config.appId : 'local'}
        apiKey={config.mode === 'hosted' ? config.apiKey : 'local'}
        indexName={config.mode === 'hosted' ? config.indexName : 'local'}
        searchParameters={searchParameters}
        transformSearchClient={transformSearchClient}
        transformItems={transformItems}
        initialQuery={initialQuery}
        initialScrollY={window.scrollY}
        onClose={onClose}
        placeholder="Search docs"
        maxResultsPerGroup={maxResultsPerGroup()}
        hitComponent={HitLink}
        resultsFooterComponent={footer}
        getMissingResultsUrl={({ query }) => missingResultsUrl(query)}
        navigator={navigator}
      />
      {dropdown && createPortal(<UnavailableScreen />, dropdown)}
    </>,
    document.body,
  );
}

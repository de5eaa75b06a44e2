import React, { useEffect, useRef, useState } from 'react';
import Layout from '@theme/Layout';
import { PageMetadata } from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { missingResultsUrl, useSearchConfig } from '../../search/config';
import { useContextualFacetFilters } from '../../search/facet-filters';
import { escapeHtml } from '../../search/highlight';
import { groupByPage, searchForPage } from '../../search/page-search';
import type { DocSearchHit } from '../../search/docsearch-hits';
import styles from './styles.module.css';

const HITS_PER_PAGE = 20;
const MAX_QUERY_LENGTH = 64;
const TYPING_DELAY_MS = 150;

type State =
  | { status: 'idle' }
  | { status: 'loading'; hits: readonly DocSearchHit[] }
  | { status: 'done'; hits: readonly DocSearchHit[]; nbHits: number; nbPages: number; page: number }
  | { status: 'error'; message: string };

/** HTML for one level of a hit: the highlighted value when there is one, else the escaped text. */
function levelHtml(hit: DocSearchHit, level: keyof DocSearchHit['hierarchy']): string {
  return hit._highlightResult?.hierarchy?.[level]?.value ?? escapeHtml(hit.hierarchy[level] ?? '');
}

function contentHtml(hit: DocSearchHit): string {
  return hit._snippetResult?.content?.value ?? escapeHtml(hit.content ?? '');
}

function HitItem({ hit }: { hit: DocSearchHit }): JSX.Element {
  const levels = (['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const).filter((level) => hit.hierarchy[level]);
  return (
    <li className={styles.hit}>
      <Link to={hit.url} className={styles.hitLink}>
        {levels.length > 0 ? (
          // Escaped by construction: only <mark> is added around matched words.
          <span dangerouslySetInnerHTML={{ __html: levels.map((level) => levelHtml(hit, level)).join(' › ') }} />
        ) : (
          <span>Introduction</span>
        )}
      </Link>
      {hit.content && <p className={styles.snippet} dangerouslySetInnerHTML={{ __html: contentHtml(hit) }} />}
    </li>
  );
}

/** An exact API name: the symbol, what it is, and its signature, linking to its owning section. */
function ApiHitItem({ hit }: { hit: DocSearchHit & { symbol: NonNullable<DocSearchHit['symbol']> } }): JSX.Element {
  return (
    <li className={styles.hit} data-result-type="api">
      <Link to={hit.url} className={styles.hitLink}>
        <code>{hit.symbol.name}</code> <span className={styles.apiLabel}>{hit.symbol.label}</span>
      </Link>
      <p className={styles.snippet}>
        <code className={styles.signature}>{hit.symbol.signature}</code>
      </p>
    </li>
  );
}

/** /search: full results for `?q=`, grouped by page, with more on demand. */
export default function SearchPage(): JSX.Element {
  // The docs contexts the contextual filters read exist only inside Layout.
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}

function SearchPageContent(): JSX.Element {
  const config = useSearchConfig();
  const facetFilters = useContextualFacetFilters();
  const { siteConfig } = useDocusaurusContext();
  const location = useLocation();
  const history = useHistory();
  // null until the query has been read from the URL: the static HTML has none.
  const [query, setQuery] = useState<string | null>(null);
  const [state, setState] = useState<State>({ status: 'idle' });
  const latest = useRef(0);
  const arrived = useRef(false);
  const facetKey = JSON.stringify(facetFilters);

  // Read the query from the URL once the page is in the browser.
  useEffect(() => {
    setQuery((new URLSearchParams(location.search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH));
    // Only on arrival: afterwards the input drives the URL, not the other way round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function run(searched: string, page: number, previous: readonly DocSearchHit[]) {
    const request = ++latest.current;
    setState({ status: 'loading', hits: previous });
    try {
      const result = await searchForPage(
        config,
        { query: searched, page, hitsPerPage: HITS_PER_PAGE, facetFilters },
        siteConfig.url,
      );
      if (request !== latest.current) return;
      setState({
        status: 'done',
        hits: [...previous, ...result.hits],
        nbHits: result.nbHits,
        nbPages: result.nbPages,
        page,
      });
    } catch (error) {
      if (request === latest.current) setState({ status: 'error', message: (error as Error).message });
    }
  }

  useEffect(() => {
    if (query === null) return undefined;
    const params = new URLSearchParams(location.search);
    if ((params.get('q') ?? '') !== query) {
      if (query) params.set('q', query);
      else params.delete('q');
      const search = params.toString();
      history.replace({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash });
    }
    if (query.trim() === '') {
      latest.current += 1;
      setState({ status: 'idle' });
      return undefined;
    }
    // The query the page arrived with runs at once; typing waits for a pause.
    const delay = arrived.current ? TYPING_DELAY_MS : 0;
    arrived.current = true;
    const timer = window.setTimeout(() => void run(query, 0, []), delay);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, facetKey]);

  const allHits = state.status === 'done' || state.status === 'loading' ? state.hits : [];
  const apiHits = allHits.filter(
    (hit): hit is DocSearchHit & { symbol: NonNullable<DocSearchHit['symbol']> } => hit.symbol !== undefined,
  );
  const hits = allHits.filter((hit) => hit.symbol === undefined);
  const shown = query ?? '';
  const title = shown ? `Search results for “${shown}”` : 'Search the documentation';

  return (
    <>
      <PageMetadata title={title} description="Search the Redux Toolkit and RTK Query documentation." />
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{title}</Heading>
        <form role="search" onSubmit={(event) => event.preventDefault()} className={styles.form}>
          <label htmlFor="search-page-input" className="sr-only">
            Search docs
          </label>
          <input
            id="search-page-input"
            type="search"
            className={styles.input}
            value={shown}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Search docs"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setQuery(event.target.value.slice(0, MAX_QUERY_LENGTH))}
          />
        </form>

        <div aria-live="polite" className={styles.status}>
          {state.status === 'done' && state.nbHits > 0 && (
            <p>{state.nbHits === 1 ? '1 result' : `${state.nbHits} results`}</p>
          )}
          {state.status === 'loading' && state.hits.length === 0 && <p>Searching…</p>}
        </div>

        {state.status === 'error' && (
          <div className="alert alert--danger" role="alert">
            <p className={styles.noMargin}>
              <strong>Unable to fetch results</strong>
            </p>
            <p className={styles.noMargin}>You might want to check your network connection.</p>
          </div>
        )}

        {state.status === 'done' && state.nbHits === 0 && (
          <div className={styles.empty}>
            <p>
              No results for “<strong>{shown}</strong>”
            </p>
            <p>
              Believe this query should return results? <Link href={missingResultsUrl(shown)}>Let us know.</Link>
            </p>
          </div>
        )}

        <div className={styles.results}>
          {apiHits.length > 0 && (
            <section className={styles.group} aria-label="API">
              <Heading as="h2" className={styles.groupTitle}>
                API
              </Heading>
              <ul className={styles.hits}>
                {apiHits.map((hit) => (
                  <ApiHitItem key={hit.objectID} hit={hit} />
                ))}
              </ul>
            </section>
          )}
          {groupByPage(hits).map((group) => (
            <section key={group.url} className={styles.group} aria-label={group.title}>
              <Heading as="h2" className={styles.groupTitle}>
                <Link to={group.url}>{group.title}</Link>
              </Heading>
              {group.category && <p className={styles.category}>{group.category}</p>}
              <ul className={styles.hits}>
                {group.hits.map((hit) => (
                  <HitItem key={hit.objectID} hit={hit} />
                ))}
              </ul>
            </section>
          ))}
        </div>

        {state.status === 'done' && state.page + 1 < state.nbPages && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void run(shown, state.page + 1, state.hits)}
          >
            Load more results
          </button>
        )}
        {state.status === 'loading' && state.hits.length > 0 && <p>Loading more…</p>}
      </main>
    </>
  );
}

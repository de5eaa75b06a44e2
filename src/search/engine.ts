import MiniSearch, { type SearchResult } from 'minisearch';
import { matchesFacetFilters, type FacetFilters } from './facets';
import { decodeSections } from './decode';
import { squash, tokenize } from './tokenize';
import type { IndexedPage, IndexedSection, SearchIndexFile } from './types';

/*
 * MiniSearch is small (about 6 KB gzip), maintained, and has what a docs search
 * needs built in: field boosts, prefix search and typo tolerance with a custom
 * tokenizer. Heavier engines (Orama, FlexSearch's document mode) add size
 * without improving results on an index of this size.
 */

/** A ranked section with the page it belongs to and the query terms that found it. */
export interface EngineHit {
  readonly section: IndexedSection;
  readonly page: IndexedPage;
  readonly score: number;
  /** Query terms as written in the index (after typo correction), for highlighting. */
  readonly terms: readonly string[];
}

export interface EngineSearchOptions {
  readonly facetFilters?: FacetFilters;
  readonly limit?: number;
}

interface IndexedDocument {
  id: number;
  title: string;
  headings: string;
  text: string;
}

const FIELD_BOOSTS = { title: 5, headings: 2.5, text: 1 };
/** Extra weight for a page whose title is exactly what was typed: most for the page itself (its introduction). */
const EXACT_TITLE_BOOST = 3;
const EXACT_PAGE_BOOST = 3;
const EXACT_HEADING_BOOST = 2.5;
const PAGE_INTRO_BOOST = 1.3;
/** Below this many sections containing every term, sections with only some of them are added. */
const ENOUGH_FULL_MATCHES = 3;

export interface SearchEngine {
  search(query: string, options?: EngineSearchOptions): EngineHit[];
  readonly file: SearchIndexFile;
}

/** Builds the in-memory index from the index file the build wrote. */
export function createEngine(file: SearchIndexFile): SearchEngine {
  const miniSearch = new MiniSearch<IndexedDocument>({
    fields: ['title', 'headings', 'text'],
    tokenize,
    processTerm: (term) => term,
    searchOptions: {
      tokenize,
      processTerm: (term) => term.toLowerCase(),
      boost: FIELD_BOOSTS,
      prefix: (term) => term.length >= 2,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      maxFuzzy: 3,
      combineWith: 'OR',
    },
  });
  const sections = decodeSections(file);
  miniSearch.addAll(
    sections.map((section, id) => ({
      id,
      title: file.pages[section.page]!.title,
      headings: section.headings.join(' '),
      text: section.text,
    })),
  );
  const squashedTitles = file.pages.map((page) => squash(page.title));

  return {
    file,
    search(query, options = {}) {
      const squashed = squash(query);
      if (squashed === '') return [];
      const filter = options.facetFilters
        ? (result: SearchResult) => matchesFacetFilters(file.pages[sections[result.id as number]!.page]!, options.facetFilters)
        : undefined;
      // Sections with every term first; concept queries ("refetch when the window regains
      // focus") rarely have all of them in one place, so then any term counts.
      let results = miniSearch.search(query, { filter, combineWith: 'AND' });
      if (results.length < ENOUGH_FULL_MATCHES) results = mergeResults(results, miniSearch.search(query, { filter }));
      // The squashed query as a term of its own finds `createslice` for "create slice".
      const extra = query.trim().includes(' ') ? miniSearch.search(squashed, { prefix: false, fuzzy: false, filter }) : [];
      const merged = mergeResults(results, extra);
      const hits = merged.map((result) => {
        const section = sections[result.id as number]!;
        let score = result.score;
        if (squashedTitles[section.page] === squashed) score *= section.anchor === '' ? EXACT_TITLE_BOOST * EXACT_PAGE_BOOST : EXACT_TITLE_BOOST;
        const heading = section.headings[section.headings.length - 1];
        if (heading !== undefined && squash(heading) === squashed) score *= EXACT_HEADING_BOOST;
        if (section.anchor === '') score *= PAGE_INTRO_BOOST;
        return { section, page: file.pages[section.page]!, score, terms: result.terms };
      });
      return hits.sort((a, b) => b.score - a.score).slice(0, options.limit ?? 20);
    },
  };
}

function mergeResults(primary: SearchResult[], extra: SearchResult[]): SearchResult[] {
  if (extra.length === 0) return primary;
  const byId = new Map(primary.map((result) => [result.id, result]));
  for (const result of extra) {
    const existing = byId.get(result.id);
    if (existing) byId.set(result.id, { ...existing, score: existing.score + result.score, terms: [...new Set([...existing.terms, ...result.terms])] });
    else byId.set(result.id, result);
  }
  return [...byId.values()];
}

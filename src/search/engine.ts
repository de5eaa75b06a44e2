import MiniSearch, { type SearchResult } from 'minisearch';
import { matchesFacetFilters, type FacetFilters } from './facets';
import { decodeSections } from './decode';
import { splitIdentifier, squash, tokenize, wordsOf } from './tokenize';
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
  /** Set when the hit is an API symbol whose name is exactly the query. */
  readonly symbol?: SymbolHit;
}

/** What an API result shows: the name, what it is, and its signature as the snippet. */
export interface SymbolHit {
  readonly name: string;
  /** `function`, `createApi option`… */
  readonly label: string;
  readonly signature: string;
}

/** At most this many API results for one name (`unwrap` is a field of several results). */
const MAX_SYMBOL_HITS = 3;

export interface EngineSearchOptions {
  readonly facetFilters?: FacetFilters;
  readonly limit?: number;
}

interface IndexedDocument {
  id: number;
  /** The page title, on the page's introduction only: that section stands for the page. */
  title: string;
  /** The page title on every other section, weighted lower so one title word does not lift a whole page. */
  pageTitle: string;
  headings: string;
  text: string;
}

const FIELD_BOOSTS = { title: 5, pageTitle: 1.5, headings: 2.5, text: 1 };
/** Extra weight for a page whose title is exactly what was typed: most for the page itself (its introduction). */
const EXACT_TITLE_BOOST = 3;
const EXACT_PAGE_BOOST = 3;
const EXACT_HEADING_BOOST = 2.5;
/** A smaller boost for a page whose title (or a tail of it) starts with what was typed: `createAsync`. */
const PREFIX_TITLE_BOOST = 2;
const MIN_PREFIX_LENGTH = 4;
const PAGE_INTRO_BOOST = 1.3;
/** How much a section's own heading matching the query's words (all of them, and little else) adds. */
const HEADING_MATCH_WEIGHT = 3;
const HEADING_RECALL_SHARE = 0.75;
/** The share of a word's length that typo tolerance may change (MiniSearch's fuzzy setting). */
const TYPO_SHARE = 0.2;
/** Below this many sections containing every term, sections with only some of them are added. */
const ENOUGH_FULL_MATCHES = 3;

export interface SearchEngine {
  search(query: string, options?: EngineSearchOptions): EngineHit[];
  readonly file: SearchIndexFile;
}

/** The MiniSearch index every engine searches, empty. */
function newIndex(): MiniSearch<IndexedDocument> {
  return new MiniSearch<IndexedDocument>({
    fields: ['title', 'pageTitle', 'headings', 'text'],
    tokenize,
    processTerm: (term) => term,
    searchOptions: {
      tokenize,
      processTerm: (term) => term.toLowerCase(),
      boost: FIELD_BOOSTS,
      prefix: (term) => term.length >= 2,
      fuzzy: (term) => (term.length >= 5 ? TYPO_SHARE : false),
      maxFuzzy: 3,
      combineWith: 'OR',
    },
  });
}

function documentsOf(file: SearchIndexFile, sections: readonly IndexedSection[]): IndexedDocument[] {
  return sections.map((section, id) => ({
    id,
    title: section.anchor === '' ? file.pages[section.page]!.title : '',
    pageTitle: section.anchor === '' ? '' : file.pages[section.page]!.title,
    headings: section.headings.join(' '),
    text: section.text,
  }));
}

/** Builds the in-memory index from the index file the build wrote. */
export function createEngine(file: SearchIndexFile): SearchEngine {
  const sections = decodeSections(file);
  const miniSearch = newIndex();
  miniSearch.addAll(documentsOf(file, sections));
  return engineOver(file, sections, miniSearch);
}

/**
 * The same engine, indexed in slices with a pause for the browser between
 * them: indexing every section at once is one task long enough to block
 * typing and scrolling on a slow phone.
 */
export async function createEngineInSlices(file: SearchIndexFile, sliceSize = 40): Promise<SearchEngine> {
  const sections = decodeSections(file);
  const miniSearch = newIndex();
  await miniSearch.addAllAsync(documentsOf(file, sections), { chunkSize: sliceSize });
  return engineOver(file, sections, miniSearch);
}

function engineOver(
  file: SearchIndexFile,
  sections: readonly IndexedSection[],
  miniSearch: MiniSearch<IndexedDocument>,
): SearchEngine {
  const findSymbols = symbolMatcher(file, sections);
  const squashedTitles = file.pages.map((page) => squash(page.title));
  const titleTerms = file.pages.map((page) => tokenize(page.title));

  return {
    file,
    search(query, options = {}) {
      const squashed = squash(query);
      if (squashed === '') return [];
      const queryWords = wordsOf(query).map((word) => word.toLowerCase());
      const filter = options.facetFilters
        ? (result: SearchResult) =>
            matchesFacetFilters(file.pages[sections[result.id as number]!.page]!, options.facetFilters)
        : undefined;
      // Sections with every term first; concept queries ("refetch when the window regains
      // focus") rarely have all of them in one place, so then any term counts.
      let results = miniSearch.search(query, { filter, combineWith: 'AND' });
      if (results.length < ENOUGH_FULL_MATCHES) results = mergeResults(results, miniSearch.search(query, { filter }));
      // The squashed query as a term of its own finds `createslice` for "create slice".
      const extra = query.trim().includes(' ')
        ? miniSearch.search(squashed, { prefix: false, fuzzy: false, filter })
        : [];
      const merged = mergeResults(results, extra);
      const hits = merged.map((result) => {
        const section = sections[result.id as number]!;
        let score = result.score;
        // "Exactly what was typed" also covers a typo the fuzzy match corrected: an index
        // term it matched that differs from the whole query by no more than a typo would.
        const isTyped = (name: string) =>
          name === squashed ||
          (result.terms.includes(name) &&
            Math.abs(name.length - squashed.length) <= Math.ceil(squashed.length * TYPO_SHARE));
        if (isTyped(squashedTitles[section.page]!)) {
          score *= section.anchor === '' ? EXACT_TITLE_BOOST * EXACT_PAGE_BOOST : EXACT_TITLE_BOOST;
        } else if (
          squashed.length >= MIN_PREFIX_LENGTH &&
          titleTerms[section.page]!.some((term) => term.startsWith(squashed))
        ) {
          score *= section.anchor === '' ? PREFIX_TITLE_BOOST * EXACT_PAGE_BOOST : PREFIX_TITLE_BOOST;
        }
        const heading = section.headings[section.headings.length - 1];
        if (heading !== undefined && isTyped(squash(heading))) score *= EXACT_HEADING_BOOST;
        if (heading !== undefined) score *= 1 + HEADING_MATCH_WEIGHT * headingMatch(queryWords, heading);
        if (section.anchor === '') score *= PAGE_INTRO_BOOST;
        return { section, page: file.pages[section.page]!, score, terms: result.terms };
      });
      hits.sort((a, b) => b.score - a.score);
      const symbolHits = findSymbols(query).filter((hit) => matchesFacetFilters(hit.page, options.facetFilters));
      if (symbolHits.length === 0) return hits.slice(0, options.limit ?? 20);
      // An exact API name goes first, to its owning section; that section is not repeated below.
      const top = (hits[0]?.score ?? 1) + symbolHits.length;
      const ranked = symbolHits.map((hit, index) => ({ ...hit, score: top - index }));
      const taken = new Set(ranked.map((hit) => hit.section));
      return [...ranked, ...hits.filter((hit) => !taken.has(hit.section))].slice(0, options.limit ?? 20);
    },
  };
}

/**
 * Finds the API symbols a query names exactly (ignoring case and a trailing
 * `()`); a dotted query (`api.util.updateQueryData`) names its last part.
 */
function symbolMatcher(
  file: SearchIndexFile,
  sections: readonly IndexedSection[],
): (query: string) => Array<Omit<EngineHit, 'score'>> {
  const byName = new Map<string, number[]>();
  (file.symbols ?? []).forEach(([name], index) => {
    const key = name.toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), index]);
  });
  const sectionOf = new Map(sections.map((section) => [`${section.page}#${section.anchor}`, section]));
  // A page without introduction text has no '' section: its first section stands for it.
  for (const section of sections) if (!sectionOf.has(`${section.page}#`)) sectionOf.set(`${section.page}#`, section);
  return (query) => {
    const name = query.trim().replace(/\(\)$/, '').split('.').pop()!.toLowerCase();
    const seen = new Set<IndexedSection>();
    const hits: Array<Omit<EngineHit, 'score'>> = [];
    for (const index of byName.get(name) ?? []) {
      const [symbolName, label, signature, page, anchor] = file.symbols![index]!;
      const section = sectionOf.get(`${page}#${anchor}`) ?? sectionOf.get(`${page}#`);
      if (!section || seen.has(section) || hits.length >= MAX_SYMBOL_HITS) continue;
      seen.add(section);
      hits.push({
        section,
        page: file.pages[page]!,
        terms: [symbolName],
        symbol: { name: symbolName, label, signature },
      });
    }
    return hits;
  };
}

/**
 * How well a section's own heading covers the query, from 0 to 1. Covering
 * every query word matters most (recall, squared); a heading made mostly of
 * query words adds a little more (precision, counting identifier parts, so
 * `updateQueryData` is one part in three relevant to "update").
 */
function headingMatch(queryWords: readonly string[], heading: string): number {
  if (queryWords.length === 0) return 0;
  const headingTerms = tokenize(heading);
  const recall =
    queryWords.filter((word) => headingTerms.some((term) => term.startsWith(word))).length / queryWords.length;
  if (recall === 0) return 0;
  const units = wordsOf(heading).flatMap((word) => {
    const parts = splitIdentifier(word);
    return parts.length > 1 ? parts : [word.toLowerCase()];
  });
  const relevant = units.filter((unit) => queryWords.some((word) => unit.startsWith(word) || word.startsWith(unit)));
  const precision = units.length === 0 ? 0 : relevant.length / units.length;
  return HEADING_RECALL_SHARE * recall * recall + (1 - HEADING_RECALL_SHARE) * recall * precision;
}

function mergeResults(primary: SearchResult[], extra: SearchResult[]): SearchResult[] {
  if (extra.length === 0) return primary;
  const byId = new Map(primary.map((result) => [result.id, result]));
  for (const result of extra) {
    const existing = byId.get(result.id);
    if (existing)
      byId.set(result.id, {
        ...existing,
        score: existing.score + result.score,
        terms: [...new Set([...existing.terms, ...result.terms])],
      });
    else byId.set(result.id, result);
  }
  return [...byId.values()];
}

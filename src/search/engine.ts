import { boundedMemo } from './bounded-memo';
import { matchesFacetFilters, type FacetFilters } from './facets';
import { decodeSections } from './decode';
import { documentTerms, type StringCodes } from './document-terms';
import { adjacentPairs, coverageOf, headingMatch, headingReader, share, textsCovering } from './coverage';
import { lowerBound } from './fuzzy';
import {
  buildInvertedIndex,
  containsTerm,
  matchTerms,
  mergeMatches,
  termsMatched,
  type InvertedIndex,
  type Matches,
} from './inverted-index';
import { queryTerms, termOptions, TYPO_SHARE, wordForms } from './query-terms';
import { synonymStems } from './synonyms';
import { squash, stem, tokenize, wordsOf } from './tokenize';
import { topRanked } from './top-ranked';
import type { IndexedPage, IndexedSection, SearchIndexFile } from './types';

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

/** How many looked-up term positions the engine keeps (headings and titles need a few thousand). */
const MAX_REMEMBERED_POSITIONS = 20_000;

/** At most this many API results for one name (`unwrap` is a field of several results). */
const MAX_SYMBOL_HITS = 3;

export interface EngineSearchOptions {
  readonly facetFilters?: FacetFilters;
  readonly limit?: number;
}

/** The best hits for a query, and how many there are in all. */
export interface EngineResult {
  readonly hits: EngineHit[];
  readonly total: number;
}

/**
 * Field weights, in the order of document-terms.ts: title, pageTitle, heading,
 * parent headings, text. A section's own heading and the headings above it
 * count mostly through `headingBoost` (how fully they cover the query), so
 * their terms weigh here about as much as the text's, and the page title on
 * the page's introduction most.
 */
const FIELD_BOOSTS = [5, 1.25, 1, 0.5, 0.9];
/** Extra weight for a page whose title is exactly what was typed: most for the page itself (its introduction). */
const EXACT_TITLE_BOOST = 3;
const EXACT_PAGE_BOOST = 3;
const EXACT_HEADING_BOOST = 2.5;
/** Extra weight for a heading naming two adjacent query words as one identifier: `RootState` for "type the root state". */
const PAIR_HEADING_BOOST = 1.5;
/** A smaller boost for a page whose title (or a tail of it) starts with what was typed: `createAsync`. */
const PREFIX_TITLE_BOOST = 2;
const MIN_PREFIX_LENGTH = 4;
const PAGE_INTRO_BOOST = 1.3;
/** How much a section's own heading matching the query's words (all of them, and little else) adds. */
const HEADING_MATCH_WEIGHT = 3;
/** How much the page title and the headings down to a section covering the query's words add. */
const PLACE_MATCH_WEIGHT = 2;
/**
 * How fully a synonym of a query word in a heading or title covers the word:
 * half ("Aborted requests" is less surely about "cancel a request" than
 * "Cancelling a running thunk" is about cancelling).
 */
const SYNONYM_COVERAGE = 0.5;
/**
 * Each heading level below a page's sections weighs this much less: a
 * subsection is the section's detail (DocSearch ranks lower levels lower too).
 */
const DEPTH_DECAY = 0.85;

export interface SearchEngine {
  search(query: string, options?: EngineSearchOptions): EngineResult;
  readonly file: SearchIndexFile;
}

/**
 * Builds the engine from the index file. With `codes` (what the browser
 * decodes from the shipped file), sections are indexed from their
 * vocabulary numbers instead of being tokenized again.
 */
export function createEngine(file: SearchIndexFile, codes?: StringCodes): SearchEngine {
  const sections = decodeSections(file);
  /** Each section's enclosing section, -1 for none, read in the fields' and every ranking's inner loops. */
  const parents = Int32Array.from(file.sections, (section) => section[1]);
  const { terms, fields } = documentTerms(file, sections, parents, codes);
  const index = buildInvertedIndex(terms, sections.length, fields, FIELD_BOOSTS);
  return engineOver(file, sections, parents, index);
}

function engineOver(
  file: SearchIndexFile,
  sections: readonly IndexedSection[],
  parents: Int32Array,
  index: InvertedIndex,
): SearchEngine {
  const findSymbols = symbolMatcher(file, sections);
  const squashedTitles = file.pages.map((page) => squash(page.title));
  const titleTerms = file.pages.map((page) => tokenize(page.title));
  const titles = file.pages.map((page) => coverageOf(page.title));
  const readHeading = headingReader();
  const headings = sections.map((section) => {
    const heading = section.headings[section.headings.length - 1];
    return heading === undefined ? undefined : readHeading(heading);
  });
  const headingsCovering = textsCovering(headings);
  const titlesCovering = textsCovering(titles);
  /** Each term's position in the index, looked up once: the ranking asks for the same headings and titles often. */
  const positionOf = boundedMemo(MAX_REMEMBERED_POSITIONS, (term): number | undefined => {
    const position = lowerBound(index.terms, term);
    return index.terms[position] === term ? position : undefined;
  });
  const forms = wordForms(index);
  /**
   * The index terms that stand for a query word, with how fully each does:
   * those it starts and its other forms fully, its synonyms by SYNONYM_COVERAGE.
   */
  const standingFor = (word: string): ReadonlyMap<string, number> => {
    const found = new Map<string, number>();
    for (let position = lowerBound(index.terms, word); index.terms[position]?.startsWith(word); position += 1) {
      found.set(index.terms[position]!, 1);
    }
    const synonyms = new Set(synonymStems(word));
    for (const { term } of termOptions(index, forms, word).related ?? []) {
      const related = index.terms[term]!;
      if (!found.has(related)) found.set(related, synonyms.has(stem(related)) ? SYNONYM_COVERAGE : 1);
    }
    return found;
  };
  /** Rare words tell more about what is wanted than common ones ("rtk", "query", "state"). */
  const rarity = (word: string) => {
    const position = positionOf(word);
    const frequency = position === undefined ? 0 : index.offsets[position + 1]! - index.offsets[position]!;
    return Math.log(1 + sections.length / (1 + frequency));
  };

  const exactly = { prefix: false, maxDistance: 0 };
  /** Whether the section was found through this index term. */
  const matchedTerm = (matches: Matches, doc: number, term: string) => {
    const position = positionOf(term);
    return (
      position !== undefined &&
      matches.parts.some((part) => part.kept[doc] === 1 && part.terms.has(position)) &&
      containsTerm(index, position, doc)
    );
  };

  /** The sections matching the query's terms, scored by BM25, with the index terms that matched each. */
  const match = (query: string, squashed: string, accept: (doc: number) => boolean): Matches => {
    const terms = queryTerms(query).map((term) => ({ term, options: termOptions(index, forms, term) }));
    // Any term counts, and a section with every term counts twice: questions in a reader's
    // words ("refetch when the window regains focus") rarely have all of them in one place.
    const matches = matchTerms(index, terms, 'or+and', accept);
    if (!query.trim().includes(' ')) return matches;
    // The squashed query as a term of its own finds `createslice` for "create slice".
    const whole = tokenize(squashed).map((term) => ({ term, options: exactly }));
    return mergeMatches(matches, matchTerms(index, whole, 'or', accept));
  };

  /** Where the query's words are: which section headings and page titles have each. */
  const placesOf = (query: string) => {
    const words = wordsOf(query).map((word) => word.toLowerCase());
    const matching = words.map(standingFor);
    return {
      words,
      pairs: adjacentPairs(words),
      stems: words.map(stem),
      weights: words.map(rarity),
      inHeadings: matching.map(headingsCovering),
      inTitles: matching.map(titlesCovering),
    };
  };
  type Places = ReturnType<typeof placesOf>;

  /** The share of the query's words, weighted, in the page title or a heading down to the section (synonyms by half). */
  const placeShare = ({ weights, inHeadings, inTitles }: Places, doc: number) => {
    let found = 0;
    let all = 0;
    inHeadings.forEach((covered, word) => {
      all += weights[word]!;
      let has = inTitles[word]![sections[doc]!.page]!;
      for (let section = doc; has < 1 && section !== -1; section = parents[section]!)
        has = Math.max(has, covered[section]!);
      found += weights[word]! * has;
    });
    return all === 0 ? 0 : found / all;
  };

  /** What the section's heading and place add to its BM25 score. */
  const headingBoost = (places: Places, doc: number, isTyped: (name: string) => boolean) => {
    const section = sections[doc]!;
    const heading = headings[doc];
    let boost = 1;
    if (heading !== undefined) {
      if (isTyped(heading.squashed)) boost *= EXACT_HEADING_BOOST;
      else if (places.pairs.some((pair) => heading.keys.includes(pair))) boost *= PAIR_HEADING_BOOST;
      // A subsection whose heading has no query word its section's heading lacks is the
      // section's detail, not the answer: "Overlapping optimistic updates", below
      // "Optimistic updates with onQueryStarted", for "optimistic update".
      const parent = parents[doc]!;
      if (parent === -1 || places.inHeadings.some((covered) => covered[doc]! > covered[parent]!)) {
        const recall = share(places.inHeadings, places.weights, doc);
        boost *= 1 + HEADING_MATCH_WEIGHT * headingMatch(recall, heading, places.words, places.stems);
      }
    }
    const place = placeShare(places, doc);
    return boost * (1 + PLACE_MATCH_WEIGHT * place * place) * DEPTH_DECAY ** Math.max(0, section.headings.length - 1);
  };

  return {
    file,
    search(query, options = {}) {
      const squashed = squash(query);
      if (squashed === '') return { hits: [], total: 0 };
      const { facetFilters } = options;
      const accept = facetFilters
        ? (doc: number) => matchesFacetFilters(file.pages[sections[doc]!.page]!, facetFilters)
        : () => true;
      const matches = match(query, squashed, accept);
      const places = placesOf(query);
      const ranked = matches.docs.map((doc) => {
        const section = sections[doc]!;
        // "Exactly what was typed" also covers a typo the fuzzy match corrected in a one-word
        // query: an index term it matched that differs from it by no more than a typo would.
        const isTyped = (name: string) =>
          name === squashed ||
          (places.words.length === 1 &&
            Math.abs(name.length - squashed.length) <= Math.ceil(squashed.length * TYPO_SHARE) &&
            matchedTerm(matches, doc, name));
        let score = matches.scores[doc]! * headingBoost(places, doc, isTyped);
        if (isTyped(squashedTitles[section.page]!)) {
          score *= section.anchor === '' ? EXACT_TITLE_BOOST * EXACT_PAGE_BOOST : EXACT_TITLE_BOOST;
        } else if (
          squashed.length >= MIN_PREFIX_LENGTH &&
          titleTerms[section.page]!.some((term) => term.startsWith(squashed))
        ) {
          score *= section.anchor === '' ? PREFIX_TITLE_BOOST * EXACT_PAGE_BOOST : PREFIX_TITLE_BOOST;
        }
        if (section.anchor === '') score *= PAGE_INTRO_BOOST;
        return { doc, score };
      });
      const limit = options.limit ?? 20;
      const termsOf = (doc: number) => [...termsMatched(index, matches, doc)].map((position) => index.terms[position]!);
      const symbolHits = findSymbols(query).filter((hit) => matchesFacetFilters(hit.page, facetFilters));
      // Enough of the best to fill the page once the symbols' own sections are left out.
      const best = topRanked(ranked, limit + symbolHits.length);
      // An exact API name goes first, to its owning section; that section is not repeated below.
      const top = (best[0]?.score ?? 1) + symbolHits.length;
      const taken = new Set(symbolHits.map((hit) => hit.section));
      const rest = best.filter(({ doc }) => !taken.has(sections[doc]!));
      const takenMatches = [...taken].filter((section) => matches.docs.includes(sections.indexOf(section))).length;
      const hits: EngineHit[] = [
        ...symbolHits.map((hit, position) => ({ ...hit, score: top - position })),
        ...rest.slice(0, Math.max(0, limit - symbolHits.length)).map(({ doc, score }) => ({
          section: sections[doc]!,
          page: file.pages[sections[doc]!.page]!,
          score,
          terms: termsOf(doc),
        })),
      ].slice(0, limit);
      return { hits, total: symbolHits.length + ranked.length - takenMatches };
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
    const named = byName.get(key);
    if (named) named.push(index);
    else byName.set(key, [index]);
  });
  const sectionsOfPage = file.pages.map((): IndexedSection[] => []);
  for (const section of sections) sectionsOfPage[section.page]?.push(section);
  // A page without introduction text has no '' section: its first section stands for it.
  const sectionOf = (page: number, anchor: string) => {
    const own = sectionsOfPage[page] ?? [];
    return own.find((section) => section.anchor === anchor) ?? own.find((section) => section.anchor === '') ?? own[0];
  };
  return (query) => {
    const name = query.trim().replace(/\(\)$/, '').split('.').pop()!.toLowerCase();
    const seen = new Set<IndexedSection>();
    const hits: Array<Omit<EngineHit, 'score'>> = [];
    for (const index of byName.get(name) ?? []) {
      const [symbolName, label, signature, page, anchor] = file.symbols![index]!;
      const section = sectionOf(page, anchor);
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

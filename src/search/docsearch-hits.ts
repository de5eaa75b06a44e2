import { escapeHtml, highlight, matchRanges, snippet } from './highlight';
import type { EngineHit } from './engine';

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
const LEVELS: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

interface Highlighted {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** A hit in the shape the DocSearch modal renders (the hosted service's record plus highlights). */
export interface DocSearchHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: Level | 'content';
  hierarchy: Record<Level, string | null>;
  content: string | null;
  _highlightResult: { hierarchy: Record<Level, Highlighted>; content: Highlighted };
  _snippetResult: { hierarchy: Record<Level, Highlighted>; content: Highlighted };
  /** Present on API results: what the symbol is (`createApi option`). */
  symbol?: { name: string; label: string; signature: string };
}

/** The group (lvl0) API results are shown under, first. */
export const API_RESULTS_GROUP = 'API';

/**
 * An API result: grouped under "API", titled with the name, with the
 * signature as its snippet. A `lvl1` hit, because DocSearch shows a lvl1
 * hit's content under its title and keeps lvl1 hits as recent searches
 * (content hits it does not keep). Escaped like every other hit.
 */
function toSymbolHit(hit: EngineHit, symbol: NonNullable<EngineHit['symbol']>): DocSearchHit {
  const { page, section } = hit;
  const levels = [API_RESULTS_GROUP, symbol.name, symbol.label];
  const hierarchy = Object.fromEntries(LEVELS.map((level, index) => [level, levels[index] ?? null])) as Record<
    Level,
    string | null
  >;
  const plain = (text: string | null): Highlighted => ({
    value: escapeHtml(text ?? ''),
    matchLevel: 'none',
    matchedWords: [],
  });
  const marks = Object.fromEntries(LEVELS.map((level) => [level, plain(hierarchy[level])])) as Record<
    Level,
    Highlighted
  >;
  marks.lvl1 = { value: `<mark>${escapeHtml(symbol.name)}</mark>`, matchLevel: 'full', matchedWords: [symbol.name] };
  const escapedHierarchy = Object.fromEntries(
    LEVELS.map((level) => [level, hierarchy[level] === null ? null : escapeHtml(hierarchy[level]!)]),
  ) as Record<Level, string | null>;
  return {
    objectID: `api:${page.url}#${section.anchor}:${symbol.name}`,
    url: page.url + (section.anchor ? `#${section.anchor}` : ''),
    url_without_anchor: page.url,
    anchor: section.anchor || null,
    type: 'lvl1',
    hierarchy: escapedHierarchy,
    content: escapeHtml(symbol.signature),
    _highlightResult: { hierarchy: marks, content: plain(symbol.signature) },
    _snippetResult: { hierarchy: marks, content: plain(symbol.signature) },
    symbol: { name: symbol.name, label: symbol.label, signature: symbol.signature },
  };
}

function marked(
  text: string | null,
  terms: readonly string[],
  asSnippet: boolean,
  /** The text's matches, when already found: a section's text is long, and marked twice. */
  ranges: ReadonlyArray<readonly [number, number]> = matchRanges(text ?? '', terms),
): Highlighted {
  const source = text ?? '';
  const matchedWords = [...new Set(ranges.map(([start, end]) => source.slice(start, end).toLowerCase()))];
  return {
    value: asSnippet ? snippet(source, terms, undefined, ranges) : highlight(source, terms, ranges),
    matchLevel: matchedWords.length === 0 ? 'none' : 'full',
    matchedWords,
  };
}

/**
 * Converts an engine hit into a DocSearch hit. Every text DocSearch renders as
 * HTML is escaped here, with only `<mark>` added around matched words. That
 * includes the plain `hierarchy` and `content`: DocSearch stores recent and
 * favorite hits without their highlights and renders those fields as HTML.
 */
export function toDocSearchHit(hit: EngineHit, queryTerms: readonly string[]): DocSearchHit {
  if (hit.symbol) return toSymbolHit(hit, hit.symbol);
  const { page, section } = hit;
  const terms = [...new Set([...queryTerms, ...hit.terms])];
  const levels = [page.category, page.title, ...section.headings];
  const hierarchy = Object.fromEntries(LEVELS.map((level, index) => [level, levels[index] ?? null])) as Record<
    Level,
    string | null
  >;
  const headingLevel = LEVELS[Math.min(levels.length - 1, 6)]!;
  const content = section.text === '' ? null : section.text;
  const contentRanges = matchRanges(content ?? '', terms);
  const textMatches = contentRanges.length > 0;
  const headingMatches = matchRanges(levels.slice(1).join(' '), terms).length > 0;
  const type: DocSearchHit['type'] = textMatches && !headingMatches ? 'content' : headingLevel;
  const url = page.url + (section.anchor ? `#${section.anchor}` : '');
  const hierarchyMarks = (asSnippet: boolean) =>
    Object.fromEntries(LEVELS.map((level) => [level, marked(hierarchy[level], terms, asSnippet)])) as Record<
      Level,
      Highlighted
    >;
  const escapedHierarchy = Object.fromEntries(
    LEVELS.map((level) => [level, hierarchy[level] === null ? null : escapeHtml(hierarchy[level]!)]),
  ) as Record<Level, string | null>;
  return {
    objectID: `${page.url}#${section.anchor}`,
    url,
    url_without_anchor: page.url,
    anchor: section.anchor || null,
    type,
    hierarchy: escapedHierarchy,
    content: content === null ? null : escapeHtml(content),
    _highlightResult: { hierarchy: hierarchyMarks(false), content: marked(content, terms, false, contentRanges) },
    _snippetResult: { hierarchy: hierarchyMarks(true), content: marked(content, terms, true, contentRanges) },
  };
}

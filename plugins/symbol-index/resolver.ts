import semver from 'semver';
import type { SymbolEntry } from '../../src/symbols/types';

/** A symbol with a docs section of its own: the only kind prose can link to. */
type LinkableSymbol = SymbolEntry & { readonly url: string };

/**
 * Names too common to link on their own: each is an option or field of
 * several APIs, and in prose it often means the plain word or a local
 * variable. They link only on a page that documents exactly one of them.
 */
export const GENERIC_NAMES: ReadonlySet<string> = new Set([
  'name',
  'type',
  'reducer',
  'extra',
  'signal',
  'data',
  'error',
  'status',
  'meta',
  'arg',
  'args',
  'id',
  'dispatch',
  'getState',
  'condition',
  'middleware',
  'endpoints',
  'select',
  'matcher',
  'predicate',
  'effect',
  'track',
  'param',
  'direction',
  'selectors',
  'reset',
]);

const CALL_SUFFIX = /\(\)$/;

export interface Resolver {
  /** The symbol a code span's text names on a page, or undefined when it names none or is ambiguous. */
  resolve(code: string, pageUrl: string): LinkableSymbol | undefined;
  /** The symbols whose owning section is `url` (`/page#anchor`, or `/page` for a whole page). */
  ownersOf(url: string): readonly LinkableSymbol[];
}

/**
 * Resolves a code span to a symbol:
 * - an export wins (export names are unique across the index);
 * - an option or field whose name belongs to one section links there;
 * - a name with several owners all documented on one page (the API-wide
 *   `keepUnusedDataFor` and the per-endpoint one) links to the first, the
 *   API-wide one, whose section points to the others;
 * - otherwise, and always for GENERIC_NAMES, the page decides: it links only
 *   when the current page owns exactly one of the candidate sections.
 */
export function createResolver(symbols: readonly SymbolEntry[]): Resolver {
  const byName = new Map<string, LinkableSymbol[]>();
  const byUrl = new Map<string, LinkableSymbol[]>();
  const linkable = symbols.filter((symbol): symbol is LinkableSymbol => symbol.url !== undefined);
  for (const symbol of linkable) {
    byName.set(symbol.name, [...(byName.get(symbol.name) ?? []), symbol]);
    byUrl.set(symbol.url, [...(byUrl.get(symbol.url) ?? []), symbol]);
  }
  return {
    ownersOf: (url) => byUrl.get(url) ?? [],
    resolve(code, pageUrl) {
      const name = code.trim().replace(CALL_SUFFIX, '');
      const candidates = byName.get(name);
      if (!candidates) return undefined;
      const exported = candidates.find((candidate) => candidate.entryPoint !== undefined);
      if (exported) return exported;
      const urls = new Set(candidates.map((candidate) => candidate.url));
      const pages = new Set(candidates.map((candidate) => pageOf(candidate.url)));
      if (!GENERIC_NAMES.has(name) && (urls.size === 1 || pages.size === 1)) return candidates[0];
      const here = candidates.filter((candidate) => pageOf(candidate.url) === pageUrl);
      return new Set(here.map((candidate) => candidate.url)).size === 1 ? here[0] : undefined;
    },
  };
}

function pageOf(url: string): string {
  return url.split('#')[0]!;
}

/**
 * What a page asked the resolver: each code span in prose (with the sections
 * enclosing it) and each heading. Enough to tell, without the page's tree,
 * whether another symbol index would change its links or badges.
 */
export interface PageQueries {
  readonly pageUrl: string;
  readonly codes: Array<{ readonly value: string; readonly open: readonly string[] }>;
  readonly headings: Array<{ readonly anchor: string; readonly words: readonly string[] }>;
}

/** The section a code span links to, or undefined when it names no symbol or sits in the symbol's own section. */
export function linkTarget(
  code: PageQueries['codes'][number],
  pageUrl: string,
  resolver: Resolver,
): string | undefined {
  const symbol = resolver.resolve(code.value, pageUrl);
  return !symbol || isInsideOwnSection(symbol.url, pageUrl, code.open) ? undefined : symbol.url;
}

/** Every link target and badge a page gets from this resolver, as one comparable string. */
export function pageOutcome(queries: PageQueries, resolver: Resolver): string {
  return JSON.stringify([
    queries.codes.map((code) => linkTarget(code, queries.pageUrl, resolver) ?? null),
    queries.headings.map((heading) => badgeVersion(heading, queries.pageUrl, resolver) ?? null),
  ]);
}

/**
 * The version a heading's "since x.y" badge shows, when its own symbols are
 * all recent: the earliest. A heading's own symbols are the options and
 * fields placed in its section and the exports it names; an export that only
 * sits in the section because its prose mentions it (an "Overview" naming
 * five helpers) does not make the heading new. None when any own symbol is
 * older or of unknown age.
 */
export function badgeVersion(
  heading: PageQueries['headings'][number],
  pageUrl: string,
  resolver: Resolver,
): string | undefined {
  const words = new Set(heading.words);
  const own = resolver
    .ownersOf(heading.anchor ? `${pageUrl}#${heading.anchor}` : pageUrl)
    .filter((owner) => owner.entryPoint === undefined || words.has(owner.name));
  if (own.length === 0 || own.some((owner) => owner.since === undefined)) return undefined;
  return own.map((owner) => owner.since!).sort(semver.compare)[0]!;
}

function isInsideOwnSection(url: string, pageUrl: string, open: readonly string[]): boolean {
  const [page, anchor] = url.split('#');
  if (page !== pageUrl) return false;
  return anchor === undefined || open.includes(anchor);
}

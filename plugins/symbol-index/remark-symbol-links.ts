import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import semver from 'semver';
import { visit } from 'unist-util-visit';
import type { Heading, InlineCode, Link, Nodes, Parent, Root } from 'mdast';
import type { SymbolEntry } from '../../src/symbols/types';

/** A symbol with a docs section of its own: the only kind prose can link to. */
type LinkableSymbol = SymbolEntry & { readonly url: string };
import { urlOfDocFile } from './doc-sections';
import { DOCS_DIR, loadSymbolIndex } from './load';
import { shortVersion } from './since';

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

export interface RemarkSymbolOptions {
  /** Called on the first page, so loading the config stays fast. */
  readonly symbols?: () => readonly SymbolEntry[];
  /** The docs folder, to turn a file path into its route. */
  readonly docsDir?: string;
}

/** What the plugin did to one page (the build prints the totals). */
export interface SymbolLinkStats {
  links: number;
  badges: number;
}

/**
 * Per page file (the client and server compilations may both transform a
 * page). Kept on globalThis: Docusaurus loads the config and each plugin
 * through separate module loaders, so this module can exist more than once.
 */
const STATS_BY_FILE: Map<string, SymbolLinkStats> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('rtk-docs.symbol-link-stats')
] ??= new Map<string, SymbolLinkStats>()) as Map<string, SymbolLinkStats>;

/** Links and badges added over every page transformed so far. */
export function totals(): SymbolLinkStats {
  const sum = { links: 0, badges: 0 };
  for (const stats of STATS_BY_FILE.values()) {
    sum.links += stats.links;
    sum.badges += stats.badges;
  }
  return sum;
}

/**
 * Turns code spans in prose that name a symbol into links to its owning
 * section, marked for the API card, and adds a "since" badge to headings that
 * own a recent symbol. Runs after Docusaurus's own heading-id and TOC plugins,
 * so neither anchors nor TOC labels see the badge.
 */
export function remarkSymbolLinks(options: RemarkSymbolOptions = {}) {
  // Defaults rather than options from the config: Docusaurus serialises the docs
  // plugin's options into the client bundle, absolute paths included.
  const { symbols = loadSymbolIndex, docsDir = DOCS_DIR } = options;
  let resolved: { symbols: readonly SymbolEntry[]; resolver: Resolver } | undefined;
  return (tree: Root, file: { path?: string }) => {
    // The same entries unless the docs changed (on the development server): then they are resolved anew.
    const current = symbols();
    if (resolved?.symbols !== current) resolved = { symbols: current, resolver: createResolver(current) };
    const { resolver } = resolved;
    if (!file.path) return;
    const relative = path.relative(docsDir, file.path).split(path.sep).join('/');
    if (relative.startsWith('..')) return;
    STATS_BY_FILE.set(relative, transformPage(tree, urlOfDocFile(relative), resolver));
  };
}

/** The pure part of the plugin, on one parsed page. */
export function transformPage(tree: Root, pageUrl: string, resolver: Resolver): SymbolLinkStats {
  const stats: SymbolLinkStats = { links: 0, badges: 0 };
  const slugger = new GithubSlugger();
  /** Anchors of the headings enclosing the current node, by depth (index 0 is the page's h1). */
  const open: string[] = [];
  const replacements: Array<{ parent: Parent; node: InlineCode; link: Link }> = [];

  visit(tree, (node, _index, parent) => {
    // Code already inside a link stays as written.
    if (node.type === 'link' || node.type === 'linkReference') return 'skip';
    if (node.type === 'heading') {
      const heading = node as Heading;
      const anchor = heading.depth === 1 ? '' : headingId(heading, slugger);
      open.length = heading.depth - 1;
      open[heading.depth - 1] = anchor;
      if (addBadge(heading, pageUrl, anchor, resolver)) stats.badges++;
      return 'skip';
    }
    if (node.type !== 'inlineCode' || !parent) return undefined;
    const symbol = resolver.resolve((node as InlineCode).value, pageUrl);
    if (!symbol || isInsideOwnSection(symbol.url, pageUrl, open)) return undefined;
    replacements.push({
      parent,
      node: node as InlineCode,
      link: {
        type: 'link',
        url: symbol.url,
        children: [node as InlineCode],
      },
    });
    return undefined;
  });

  for (const { parent, node, link } of replacements) {
    const index = (parent.children as Nodes[]).indexOf(node);
    if (index >= 0) {
      (parent.children as Nodes[])[index] = link;
      stats.links++;
    }
  }
  return stats;
}

/** Docusaurus's heading plugin has set the id already; the slug is the fallback for tests on bare trees. */
function headingId(heading: Heading, slugger: GithubSlugger): string {
  const id = (heading.data as { hProperties?: { id?: unknown } } | undefined)?.hProperties?.id;
  return typeof id === 'string' ? id : slugger.slug(toString(heading));
}

function isInsideOwnSection(url: string, pageUrl: string, open: readonly string[]): boolean {
  const [page, anchor] = url.split('#');
  if (page !== pageUrl) return false;
  return anchor === undefined || open.includes(anchor);
}

/**
 * Appends "since x.y" to a heading whose own symbols are all recent, showing
 * the earliest. A heading's own symbols are the options and fields placed in
 * its section and the exports it names; an export that only sits in the
 * section because its prose mentions it (an "Overview" naming five helpers)
 * does not make the heading new. Nothing when any own symbol is older or of
 * unknown age.
 */
function addBadge(heading: Heading, pageUrl: string, anchor: string, resolver: Resolver): boolean {
  const words = new Set(toString(heading).split(/[^\w$]+/));
  const own = resolver
    .ownersOf(anchor ? `${pageUrl}#${anchor}` : pageUrl)
    .filter((owner) => owner.entryPoint === undefined || words.has(owner.name));
  if (own.length === 0 || own.some((owner) => owner.since === undefined)) return false;
  const since = own.map((owner) => owner.since!).sort(semver.compare)[0]!;
  heading.children.push({
    type: 'emphasis',
    data: {
      hName: 'span',
      hProperties: { className: ['since-badge'], title: `Available since Redux Toolkit ${since}` },
    },
    children: [{ type: 'text', value: `since ${shortVersion(since)}` }],
  });
  return true;
}

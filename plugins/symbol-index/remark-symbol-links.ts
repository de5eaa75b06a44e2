import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Heading, InlineCode, Link, Nodes, Parent, PhrasingContent, Root } from 'mdast';
import type { SymbolEntry } from '../../src/symbols/types';
import { isDevServer } from '../dev-data/dev-files';
import { DevSymbolPages } from './dev-symbol-pages';
import { urlOfDocFile } from './doc-sections';
import { DOCS_DIR, loadSymbolIndex } from './load';
import { shortVersion } from './since';
import { badgeVersion, createResolver, linkTarget, type PageQueries, type Resolver } from './resolver';

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
  const devPages = isDevServer() ? new DevSymbolPages() : undefined;
  return (tree: Root, file: { path?: string }) => {
    // The same entries unless the docs changed (on the development server): then they are resolved anew.
    const current = symbols();
    if (resolved?.symbols !== current) resolved = { symbols: current, resolver: createResolver(current) };
    const { resolver } = resolved;
    if (!file.path) return;
    const relative = path.relative(docsDir, file.path).split(path.sep).join('/');
    if (relative.startsWith('..')) return;
    const { stats, queries } = transformPage(tree, urlOfDocFile(relative), resolver);
    STATS_BY_FILE.set(relative, stats);
    devPages?.pageCompiled(file.path, queries, resolver);
  };
}

/** The pure part of the plugin, on one parsed page: what it changed, and what it asked the resolver. */
export function transformPage(
  tree: Root,
  pageUrl: string,
  resolver: Resolver,
): { stats: SymbolLinkStats; queries: PageQueries } {
  const stats: SymbolLinkStats = { links: 0, badges: 0 };
  const queries: PageQueries = { pageUrl, codes: [], headings: [] };
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
      const query = { anchor, words: toString(heading).split(/[^\w$]+/) };
      queries.headings.push(query);
      const since = badgeVersion(query, pageUrl, resolver);
      if (since) {
        heading.children.push(sinceBadge(since));
        stats.badges++;
      }
      return 'skip';
    }
    if (node.type !== 'inlineCode' || !parent) return undefined;
    const query = { value: (node as InlineCode).value, open: [...open] };
    queries.codes.push(query);
    const url = linkTarget(query, pageUrl, resolver);
    if (url === undefined) return undefined;
    replacements.push({
      parent,
      node: node as InlineCode,
      link: {
        type: 'link',
        url,
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
  return { stats, queries };
}

/** Docusaurus's heading plugin has set the id already; the slug is the fallback for tests on bare trees. */
function headingId(heading: Heading, slugger: GithubSlugger): string {
  const id = (heading.data as { hProperties?: { id?: unknown } } | undefined)?.hProperties?.id;
  return typeof id === 'string' ? id : slugger.slug(toString(heading));
}

function sinceBadge(since: string): PhrasingContent {
  return {
    type: 'emphasis',
    data: {
      hName: 'span',
      hProperties: { className: ['since-badge'], title: `Available since Redux Toolkit ${since}` },
    },
    children: [{ type: 'text', value: `since ${shortVersion(since)}` }],
  };
}

import type { SymbolEntry } from '../../src/symbols/types';
import type { DeclaredSymbol } from './declarations';
import { ancestorsOf, type DocHeading, type DocMention, type DocPage } from './doc-sections';
import type { SurfaceOwner } from './owners';
import { sinceOfExport, sinceOfOption, type SinceVersions } from './since';

export interface DeclaredEntryPoint {
  readonly name: string;
  readonly ownerFolders: readonly string[];
  readonly symbols: readonly DeclaredSymbol[];
}

export interface DeclaredSurface {
  readonly name: string;
  /** Path of the page that documents it, relative to docs/. */
  readonly page: string;
  readonly owner: SurfaceOwner;
  readonly members: readonly DeclaredSymbol[];
}

export interface SymbolSources {
  readonly entryPoints: readonly DeclaredEntryPoint[];
  readonly surfaces: readonly DeclaredSurface[];
  readonly pages: readonly DocPage[];
  readonly since?: SinceVersions;
}

/** Where a name is documented, and what that section says. */
interface Placement {
  readonly url: string;
  readonly heading?: DocHeading;
  readonly summary?: string;
  readonly default?: string;
}

/**
 * Joins the declarations with the docs: one entry per export (first entry
 * point wins for names exported by several) and per option or field, each
 * pointing at the docs section that owns it. An exported type no section
 * describes is listed without a URL: it is not linked or offered by search.
 */
export function buildSymbolEntries({ entryPoints, surfaces, pages, since }: SymbolSources): SymbolEntry[] {
  const entries = new Map<string, SymbolEntry>();
  for (const entryPoint of entryPoints) {
    const ownerPages = pages.filter((page) => entryPoint.ownerFolders.some((folder) => page.file.startsWith(folder)));
    for (const symbol of entryPoint.symbols) {
      if (entries.has(symbol.name)) continue;
      const placement = placeExport(symbol.name, ownerPages);
      const version = since ? sinceOfExport(since, entryPoint.name, symbol.name) : undefined;
      entries.set(symbol.name, entry(symbol.name, symbol, placement, { entryPoint: entryPoint.name }, version));
    }
  }
  for (const surface of surfaces) {
    const page = pages.find((candidate) => candidate.file === surface.page);
    if (!page) continue;
    for (const member of surface.members) {
      const id = `${surface.owner.idPrefix}.${member.name}`;
      if (entries.has(id)) continue;
      const placement = placeOption(member.name, page, surface.owner.section);
      const version = since ? sinceOfOption(since, surface.name, member.name) : undefined;
      entries.set(
        id,
        entry(id, { ...member, kind: surface.owner.kind }, placement, { owner: surface.owner.owner }, version),
      );
    }
  }
  return [...entries.values()];
}

function entry(
  id: string,
  symbol: DeclaredSymbol,
  placement: Placement | undefined,
  extra: Pick<SymbolEntry, 'entryPoint' | 'owner'>,
  since: string | undefined,
): SymbolEntry {
  const summary = symbol.summary ?? placement?.summary;
  const fallbackDefault = placement?.default;
  const defaultValue = symbol.default ?? fallbackDefault;
  return {
    id,
    name: symbol.name,
    kind: symbol.kind,
    ...extra,
    signature: symbol.signature,
    ...(defaultValue ? { default: defaultValue } : {}),
    ...(summary ? { summary } : {}),
    ...(symbol.deprecated ? { deprecated: symbol.deprecated } : {}),
    ...(placement ? { url: placement.url } : {}),
    ...(since ? { since } : {}),
  };
}

/**
 * Ranks headings by how they name `name`: exactly (0), as their first word
 * (1: `keepUnusedDataFor on an endpoint`), or as a later word (2: `Skipping a
 * selector with skipToken`); undefined when they do not. The pattern is
 * compiled once per name: every name is ranked against every heading.
 */
function headingRanker(name: string): (text: string) => number | undefined {
  const asWord = new RegExp(`(^|[\\s(])${name.replace(/\$/g, '\\$')}(\\(\\))?($|[\\s,.:])`);
  return (text) => {
    if (text === name || text === `${name}()`) return 0;
    if (text.startsWith(`${name} `) || text.startsWith(`${name}(`)) return 1;
    if (asWord.test(text)) return 2;
    return undefined;
  };
}

/**
 * An export's section: the page titled with its name, else the shallowest
 * heading naming it, else the heading above a list item or table row that
 * starts with it, on the entry point's pages.
 */
export function placeExport(name: string, pages: readonly DocPage[]): Placement | undefined {
  const titled = pages.find((page) => page.title === name);
  if (titled) return { url: titled.url, summary: undefined };
  const headingRank = headingRanker(name);
  let best: { page: DocPage; heading: DocHeading; score: number } | undefined;
  for (const page of pages) {
    for (const heading of page.headings) {
      const rank = headingRank(heading.text);
      if (rank === undefined) continue;
      const score = rank * 10 + heading.depth;
      if (!best || score < best.score) best = { page, heading, score };
    }
  }
  if (best) return sectionPlacement(best.page, best.heading);
  // Then a list item or table row starting with the name, then any code span naming it.
  for (const via of ['list', 'table', 'prose'] as const) {
    const found = pages
      .map((page) => ({
        page,
        mention: page.mentions.find((candidate) => candidate.name === name && candidate.via === via),
      }))
      .find((candidate) => candidate.mention !== undefined);
    if (!found) continue;
    const { page, mention } = found as { page: DocPage; mention: DocMention };
    const heading = page.headings[mention.heading];
    return heading
      ? { ...sectionPlacement(page, heading), summary: mention.summary ?? heading.summary }
      : { url: page.url, summary: mention.summary };
  }
  return undefined;
}

/**
 * An option's section on its surface's page: a heading naming it, else the
 * heading above a list item or table row documenting it; candidates inside
 * the surface's own section (`section`) first. Falls back to that section,
 * then to the page.
 */
export function placeOption(name: string, page: DocPage, section?: RegExp): Placement {
  const inSection = (index: number) =>
    section !== undefined &&
    index >= 0 &&
    [page.headings[index]!, ...ancestorsOf(page, index)].some((heading) => section.test(heading.text));
  const headingRank = headingRanker(name);
  let best: { index: number; score: number } | undefined;
  page.headings.forEach((heading, index) => {
    const rank = headingRank(heading.text);
    if (rank === undefined) return;
    const score = (inSection(index) ? 0 : 100) + rank * 10 + heading.depth;
    if (!best || score < best.score) best = { index, score };
  });
  const mentions = page.mentions.filter((mention) => mention.name === name && mention.via !== 'prose');
  const mentionInSection = mentions.find((mention) => inSection(mention.heading));
  const statedDefault = (mentionInSection ?? mentions.find((mention) => mention.default))?.default;
  if (best && (best.score < 100 || !mentionInSection)) {
    const heading = page.headings[best.index]!;
    const placement = sectionPlacement(page, heading);
    return { ...placement, default: placement.default ?? statedDefault };
  }
  const mention = mentionInSection ?? mentions[0];
  if (mention && mention.heading >= 0) {
    const heading = page.headings[mention.heading]!;
    return {
      url: `${page.url}#${heading.anchor}`,
      summary: mention.summary,
      default: mention.default ?? statedDefault,
    };
  }
  const sectionIndex = section ? page.headings.findIndex((heading) => section.test(heading.text)) : -1;
  return sectionIndex >= 0 ? { url: `${page.url}#${page.headings[sectionIndex]!.anchor}` } : { url: page.url };
}

function sectionPlacement(page: DocPage, heading: DocHeading): Placement {
  return { url: `${page.url}#${heading.anchor}`, heading, summary: heading.summary, default: heading.default };
}

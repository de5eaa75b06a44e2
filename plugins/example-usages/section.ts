import type { ExampleUsage } from '../type-hover/analyse';
import { headingAbove, type PageOutline } from './page-outline';

/** The heading of the section that ends each API reference page. */
export const SECTION_TITLE = 'Examples using this';

/** One link of an "Examples using this" section. */
export interface ExampleLink {
  readonly docPath: string;
  /** Anchor of the nearest heading above the example; undefined when the example sits above every heading. */
  readonly anchor: string | undefined;
  readonly pageTitle: string;
  readonly section: string | undefined;
  /** The page's exports the linked examples call. */
  readonly calls: readonly string[];
}

export interface ExampleSection {
  /** The links shown at once. */
  readonly links: readonly ExampleLink[];
  /** The links past the cap: the section gives their count. */
  readonly rest: readonly ExampleLink[];
}

export const MAX_EXAMPLE_LINKS = 8;

/**
 * The examples, on other pages, that call any of `owned`: one link per page
 * section (deduplicated), in sidebar order then page order, capped. The
 * links kept under the cap take turns between the docs' top folders
 * (tutorials, usage guides, API, RTK Query…), so a widely used API shows
 * examples from across the docs rather than the first tutorial's eight.
 */
export function exampleSection(
  page: string,
  owned: ReadonlySet<string>,
  usages: readonly ExampleUsage[],
  outlines: ReadonlyMap<string, PageOutline>,
  order: readonly string[],
  max = MAX_EXAMPLE_LINKS,
): ExampleSection {
  const links = new Map<string, { link: ExampleLink; calls: Set<string>; line: number }>();
  for (const usage of usages) {
    if (usage.docPath === page) continue;
    const calls = usage.calls.filter((name) => owned.has(name));
    const outline = outlines.get(usage.docPath);
    if (calls.length === 0 || !outline) continue;
    const heading = headingAbove(outline, usage.blockLine);
    const key = `${usage.docPath}#${heading?.id ?? ''}`;
    const existing = links.get(key);
    if (existing) {
      calls.forEach((name) => existing.calls.add(name));
      continue;
    }
    links.set(key, {
      link: {
        docPath: usage.docPath,
        anchor: heading?.id,
        pageTitle: outline.title,
        section: heading?.text,
        calls: [],
      },
      calls: new Set(calls),
      line: usage.blockLine,
    });
  }
  const rank = (docPath: string) => {
    const index = order.indexOf(docPath.replace(/\.mdx?$/, ''));
    return index === -1 ? order.length : index;
  };
  const sorted = [...links.values()]
    .sort(
      (a, b) =>
        rank(a.link.docPath) - rank(b.link.docPath) || a.link.docPath.localeCompare(b.link.docPath) || a.line - b.line,
    )
    .map(({ link, calls }) => ({ ...link, calls: [...calls].sort() }));
  const kept = takeTurns(sorted, (link) => link.docPath.split('/')[0]!, max);
  return { links: sorted.filter((link) => kept.has(link)), rest: sorted.filter((link) => !kept.has(link)) };
}

/** Up to `max` items, one group at a time in turn, each group's in order. */
function takeTurns<T>(items: readonly T[], groupOf: (item: T) => string, max: number): Set<T> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(groupOf(item), [...(groups.get(groupOf(item)) ?? []), item]);
  const kept = new Set<T>();
  for (let round = 0; kept.size < Math.min(max, items.length); round += 1) {
    for (const group of groups.values()) {
      const item = group[round];
      if (item !== undefined && kept.size < max) kept.add(item);
    }
  }
  return kept;
}

/** Doc ids in sidebar order, from a sidebars config (strings, `doc` items and categories, depth first). */
export function sidebarOrder(items: unknown): string[] {
  const ids: string[] = [];
  const walk = (item: unknown): void => {
    if (typeof item === 'string') ids.push(item);
    else if (Array.isArray(item)) item.forEach(walk);
    else if (item && typeof item === 'object') {
      const entry = item as { type?: string; id?: string; items?: unknown };
      if ((entry.type === 'doc' || entry.type === undefined) && typeof entry.id === 'string') ids.push(entry.id);
      if (entry.items) walk(entry.items);
      if (!entry.type && !entry.id && !entry.items) Object.values(entry).forEach(walk);
    }
  };
  walk(items);
  return ids;
}

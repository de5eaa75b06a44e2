/** The parts of a loaded sidebar item this export reads (Docusaurus's own types are internal). */
export type SidebarEntry =
  | { readonly type: 'doc' | 'ref'; readonly id: string }
  | { readonly type: 'category'; readonly label: string; readonly items: readonly SidebarEntry[] }
  | { readonly type: 'link' | 'html' };

/** A doc page as the exports list it. */
export interface ExportedPage {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** The page's permalink, e.g. `/api/createSlice`. */
  readonly permalink: string;
  readonly markdown: string;
}

export interface PageSection {
  readonly title: string;
  readonly pages: readonly ExportedPage[];
}

/** Name of the llms.txt section for pages outside every sidebar: the format lets readers skip "Optional". */
export const UNLISTED_SECTION = 'Optional';

/**
 * Groups pages by sidebar category, in sidebar order. Nested categories become
 * sections of their own named by their path (`API Reference › Store Setup`),
 * placed where they appear in the sidebar. Each page is listed once (its first sidebar position); pages in no
 * sidebar end up in a final "Optional" section.
 */
export function sidebarSections(
  sidebars: ReadonlyArray<readonly SidebarEntry[]>,
  pages: readonly ExportedPage[],
): PageSection[] {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const listed = new Set<string>();
  const sections: PageSection[] = [];

  const visit = (entries: readonly SidebarEntry[], trail: readonly string[]) => {
    let run: ExportedPage[] = [];
    const flush = () => {
      if (run.length > 0) sections.push({ title: trail.join(' › ') || 'Docs', pages: run });
      run = [];
    };
    for (const entry of entries) {
      if (entry.type === 'doc' || entry.type === 'ref') {
        const page = byId.get(entry.id);
        if (page && !listed.has(page.id)) {
          listed.add(page.id);
          run.push(page);
        }
      } else if (entry.type === 'category') {
        flush();
        visit(entry.items, [...trail, entry.label]);
      }
    }
    flush();
  };
  for (const sidebar of sidebars) visit(sidebar, []);

  const unlisted = pages.filter((page) => !listed.has(page.id));
  if (unlisted.length > 0) {
    const sorted = [...unlisted].sort((a, b) => a.permalink.localeCompare(b.permalink));
    sections.push({ title: UNLISTED_SECTION, pages: sorted });
  }
  return sections;
}

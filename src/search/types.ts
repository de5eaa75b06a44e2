/**
 * The search data the build writes and the browser reads. Build-time code
 * imports this module with `import type` only.
 */

/** One doc page in the index. */
export interface IndexedPage {
  /** Path of the page, without anchor, e.g. `/api/createSlice`. */
  readonly url: string;
  /** Sidebar category (DocSearch lvl0), e.g. `API Reference`. */
  readonly category: string;
  /** Page title (DocSearch lvl1). */
  readonly title: string;
  /** `docsearch:language` of the page. */
  readonly language: string;
  /** `docsearch:docusaurus_tag` values of the page. */
  readonly tags: readonly string[];
}

/** A part of a page: the text under one heading, or the page's introduction. */
export interface IndexedSection {
  /** Index into `SearchIndexFile.pages`. */
  readonly page: number;
  /** Heading id, or `''` for the text before the first h2. */
  readonly anchor: string;
  /** Heading texts below the title, outermost first (DocSearch lvl2 to lvl6). */
  readonly headings: readonly string[];
  /** Prose of the section: paragraphs, list items, table cells, admonitions. */
  readonly text: string;
}

/**
 * One section as stored in the file: `[page, parent, heading, anchor, text]`.
 * `parent` is the index of the enclosing section (-1 for none), `heading` the
 * section's own heading ('' for a page's introduction), and `anchor` is 0 when
 * it equals the GitHub slug of the heading (most do), which keeps the file small.
 * Read `text` with `sectionText`: a decoded file spells it on demand.
 */
export type StoredSection = readonly [page: number, parent: number, heading: string, anchor: string | 0, text: string];

/**
 * An API symbol, found by its exact name: `[name, label, signature, page,
 * anchor]`, e.g. `['keepUnusedDataFor', 'createApi option', 'keepUnusedDataFor?: number', 3, 'keepunuseddatafor']`.
 * `page` indexes `pages`; `anchor` is '' for a whole page.
 */
export type StoredSymbol = readonly [name: string, label: string, signature: string, page: number, anchor: string];

/** The file the build writes (content-hashed) and the search UI loads on intent. */
export interface SearchIndexFile {
  readonly version: 1;
  readonly pages: readonly IndexedPage[];
  readonly sections: readonly StoredSection[];
  /** Exports, options and fields, in priority order (exports first). */
  readonly symbols?: readonly StoredSymbol[];
  /**
   * Spells a section's text, when the sections leave it empty: the shipped
   * index spells a text only the first time it is read (decode-index.ts).
   */
  readonly spellText?: (section: number) => string;
}

/** The text of section `section`, spelled if the file spells its texts on demand. */
export function sectionText(file: SearchIndexFile, section: number): string {
  return file.spellText ? file.spellText(section) : file.sections[section]![4];
}

/** The `<meta name>` through which every page points at the current index file. */
export const SEARCH_INDEX_META = 'search-index-url';

import { createHash } from 'node:crypto';
import { slug } from 'github-slugger';
import type { SearchIndexFile, StoredSection, StoredSymbol } from '../../src/search/types';
import type { SymbolEntry } from '../../src/symbols/types';
import type { ExtractedPage } from './extract';
import { encodeIndexFile } from './encode-index';

/**
 * Builds the compact index file the browser loads: pages once, each section
 * pointing at its page and its parent section, anchors left out where they
 * are the slug of the heading.
 */
export function buildIndexFile(pages: readonly ExtractedPage[], symbols: readonly SymbolEntry[] = []): SearchIndexFile {
  const sorted = [...pages].sort((a, b) => a.page.url.localeCompare(b.page.url));
  const sections: StoredSection[] = [];
  sorted.forEach(({ sections: pageSections }, page) => {
    // Index (in `sections`) of the latest section at each heading depth of this page.
    const openAtDepth: number[] = [];
    for (const section of pageSections) {
      const depth = section.headings.length;
      const parent = depth > 1 ? (openAtDepth[depth - 2] ?? -1) : -1;
      const heading = section.headings[depth - 1] ?? '';
      const anchor = section.anchor === slug(heading) ? 0 : section.anchor;
      openAtDepth.length = Math.max(depth - 1, 0);
      if (depth > 0) openAtDepth[depth - 1] = sections.length;
      sections.push([page, parent, heading, anchor, section.text]);
    }
  });
  const stored = storedSymbols(
    symbols,
    sorted.map(({ page }) => page.url),
  );
  return {
    version: 1,
    pages: sorted.map(({ page }) => page),
    sections,
    ...(stored.length > 0 ? { symbols: stored } : {}),
  };
}

/** Search shows a signature on one line; longer ones are cut. */
const SEARCH_SIGNATURE_LENGTH = 90;

/** The symbols as the search index stores them: exports first, each pointing at a page of the index. */
export function storedSymbols(symbols: readonly SymbolEntry[], pageUrls: readonly string[]): StoredSymbol[] {
  const pageIndex = new Map(pageUrls.map((url, index) => [url, index]));
  const ordered = [
    ...symbols.filter((symbol) => symbol.entryPoint !== undefined),
    ...symbols.filter((symbol) => symbol.entryPoint === undefined),
  ];
  const stored: StoredSymbol[] = [];
  for (const symbol of ordered) {
    if (symbol.url === undefined) continue;
    const [url, anchor = ''] = symbol.url.split('#');
    const page = pageIndex.get(url!);
    if (page === undefined) continue;
    const signature =
      symbol.signature.length > SEARCH_SIGNATURE_LENGTH
        ? `${symbol.signature.slice(0, SEARCH_SIGNATURE_LENGTH - 1)}…`
        : symbol.signature;
    stored.push([symbol.name, symbol.owner ? `${symbol.owner} ${symbol.kind}` : symbol.kind, signature, page, anchor]);
  }
  return stored;
}

/** Encodes the index for shipping and names it after its content, so it can be cached forever. */
export function hashedIndexFile(file: SearchIndexFile): { name: string; bytes: Uint8Array } {
  const bytes = encodeIndexFile(file);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  return { name: `index.${hash}.bin`, bytes };
}

/** A record in the shape DocSearch's hosted indexes use. */
export interface DocSearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  hierarchy: Record<`lvl${0 | 1 | 2 | 3 | 4 | 5 | 6}`, string | null>;
  content: string | null;
  language: string;
  docusaurus_tag: string[];
  weight: { pageRank: number; level: number; position: number };
}

/**
 * Expands the index into DocSearch records, ready to upload to a hosted index:
 * a record per heading, and a record per section text.
 */
export function toDocSearchRecords(pages: readonly ExtractedPage[], siteUrl: string): DocSearchRecord[] {
  const records: DocSearchRecord[] = [];
  const sections = pages.flatMap(({ page, sections: pageSections }) =>
    pageSections.map((section) => ({ page, section })),
  );
  sections.forEach(({ page, section }, position) => {
    const levels = [page.category, page.title, ...section.headings];
    const hierarchy = Object.fromEntries(
      [0, 1, 2, 3, 4, 5, 6].map((level) => [`lvl${level}`, levels[level] ?? null]),
    ) as DocSearchRecord['hierarchy'];
    const depth = 1 + section.headings.length;
    const base = {
      url: new URL(page.url + (section.anchor ? `#${section.anchor}` : ''), siteUrl).href,
      url_without_anchor: new URL(page.url, siteUrl).href,
      anchor: section.anchor || null,
      hierarchy,
      language: page.language,
      docusaurus_tag: [...page.tags],
    };
    records.push({
      ...base,
      objectID: `${page.url}#${section.anchor}:heading`,
      type: `lvl${depth}` as DocSearchRecord['type'],
      content: null,
      weight: { pageRank: 0, level: 100 - depth * 10, position },
    });
    if (section.text) {
      records.push({
        ...base,
        objectID: `${page.url}#${section.anchor}:content`,
        type: 'content',
        content: section.text,
        weight: { pageRank: 0, level: 0, position },
      });
    }
  });
  return records;
}

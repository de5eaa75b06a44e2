import type { IndexedPage } from '../../src/search/types';
import { DEV_INDEX_POINTER_PATH, type DevIndexPointer } from '../../src/search/dev-index';
import type { SymbolEntry } from '../../src/symbols/types';
import type { SidebarEntry } from '../markdown-export/sections';
import { contentHash, PageCache } from '../dev-data/page-cache';
import type { ExtractedPage } from './extract';
import { extractMarkdownPage } from './markdown-page';
import { buildIndexFile, hashedIndexFile } from './records';

/** A doc page as the development server indexes it: its metadata and its Markdown export. */
export interface DevSearchPage {
  readonly id: string;
  readonly page: IndexedPage;
  readonly markdown: string;
}

export interface DevSearchIndex {
  /** Site path of the index file, content-hashed like the build's. */
  readonly indexPath: string;
  readonly bytes: Uint8Array;
  /** The file the development server's pages read the current index's address from. */
  readonly pointer: { readonly sitePath: string; readonly content: string };
  readonly pages: number;
  readonly sections: number;
  /** Ids of the pages extracted again. */
  readonly recomputed: readonly string[];
}

/**
 * The search index for the development server, kept between reloads: each
 * page is extracted again only when its Markdown or metadata changed; the
 * index file is then assembled and encoded as the build does.
 */
export function createDevIndexer(baseUrl: string) {
  const cache = new PageCache<ExtractedPage>();
  return async function indexPages(
    pages: readonly DevSearchPage[],
    symbols: readonly SymbolEntry[],
  ): Promise<DevSearchIndex> {
    const inputs = pages.map((page) => ({ ...page, key: contentHash(page.markdown, JSON.stringify(page.page)) }));
    const { values, recomputed } = await cache.update(inputs, ({ markdown, page }) =>
      extractMarkdownPage(markdown, page),
    );
    const file = buildIndexFile(values, symbols);
    const { name, bytes } = hashedIndexFile(file);
    const pointer: DevIndexPointer = { url: `${baseUrl}assets/search/${name}` };
    return {
      indexPath: `assets/search/${name}`,
      bytes,
      pointer: { sitePath: DEV_INDEX_POINTER_PATH, content: JSON.stringify(pointer) },
      pages: values.length,
      sections: file.sections.length,
      recomputed,
    };
  };
}

/** Each doc's top sidebar category (the first breadcrumb a built page shows), by doc id. */
export function topCategories(sidebars: ReadonlyArray<readonly SidebarEntry[]>): Map<string, string> {
  const categories = new Map<string, string>();
  const visit = (items: readonly SidebarEntry[], top: string | undefined) => {
    for (const item of items) {
      if (item.type === 'category') visit(item.items, top ?? item.label);
      else if ((item.type === 'doc' || item.type === 'ref') && top && !categories.has(item.id))
        categories.set(item.id, top);
    }
  };
  for (const sidebar of sidebars) visit(sidebar, undefined);
  return categories;
}

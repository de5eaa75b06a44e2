import fs from 'node:fs/promises';
import path from 'node:path';
import { contentHash, PageCache } from '../dev-data/page-cache';
import { pageConverter, sourceFileOf } from './export-pages';
import { buildLlmsFullTxt, buildLlmsTxt, markdownPath, type SiteSummary } from './llms';
import { sidebarSections, type ExportedPage } from './sections';
import type { DocsToExport } from './index';

/** A file the development server serves: its site path and content. */
export interface DevFile {
  readonly sitePath: string;
  readonly content: string;
}

export interface DevExports {
  /** Every page's export, in the docs' order. */
  readonly pages: readonly ExportedPage[];
  /** The files to write: the changed pages' Markdown, and llms.txt and llms-full.txt when they changed. */
  readonly files: readonly DevFile[];
  /** Ids of the pages converted again. */
  readonly recomputed: readonly string[];
}

/** Marks a source that places a live example, whose export also depends on the example's files. */
const LIVE_EXAMPLE_MARK = '::live-example';

/**
 * The Markdown exports for the development server, kept between reloads: each
 * page is converted again only when its source, its metadata or the pages it
 * links to changed (pages with a live example also when an example changed).
 */
export function createDevExporter(site: SiteSummary, examplesSignature: () => Promise<string>) {
  const cache = new PageCache<ExportedPage>();
  /** The llms files as last returned: they are written again only when they change. */
  const written = new Map<string, string>();
  return async function exportPages(loaded: DocsToExport): Promise<DevExports> {
    const convert = pageConverter(loaded);
    // Links resolve through every page's permalink: a renamed page changes its linkers' exports.
    const links = contentHash(...loaded.docs.map((doc) => `${doc.source} ${doc.permalink}`));
    const sources = await Promise.all(loaded.docs.map((doc) => fs.readFile(sourceFileOf(loaded.siteDir, doc), 'utf8')));
    const examples = sources.some((source) => source.includes(LIVE_EXAMPLE_MARK)) ? await examplesSignature() : '';
    const inputs = loaded.docs.map((doc, index) => {
      const source = sources[index]!;
      return {
        id: doc.id,
        doc,
        source,
        key: contentHash(
          source,
          doc.permalink,
          doc.title,
          doc.description,
          links,
          source.includes(LIVE_EXAMPLE_MARK) ? examples : '',
        ),
      };
    });
    const { values: pages, recomputed } = await cache.update(inputs, ({ doc, source }) => convert(doc, source));
    const changed = new Set(recomputed);
    const files: DevFile[] = pages
      .filter((page) => changed.has(page.id))
      .map((page) => ({ sitePath: markdownPath(page.permalink), content: page.markdown }));
    const sections = sidebarSections(loaded.sidebars, pages);
    for (const file of [
      { sitePath: '/llms.txt', content: buildLlmsTxt(site, sections) },
      { sitePath: '/llms-full.txt', content: buildLlmsFullTxt(site, sections) },
    ]) {
      if (written.get(file.sitePath) !== file.content) files.push(file);
      written.set(file.sitePath, file.content);
    }
    return { pages, files, recomputed };
  };
}

/** Sizes and times of the live examples' files: changes when any example changes. */
export async function examplesSignature(examplesDir: string): Promise<string> {
  let entries: string[];
  try {
    entries = (await fs.readdir(examplesDir, { recursive: true })).sort();
  } catch {
    return '';
  }
  const stats = await Promise.all(
    entries.map(async (entry) => {
      const stat = await fs.stat(path.join(examplesDir, entry));
      return `${entry} ${stat.size} ${stat.mtimeMs}`;
    }),
  );
  return contentHash(...stats);
}

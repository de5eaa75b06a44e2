import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { convertDoc } from './convert';
import { readExample } from '../live-examples/examples';
import type { ExportedPage } from './sections';

/** The docs of the one docs version, as Docusaurus loaded them. */
export type LoadedDocs = LoadedContent['loadedVersions'][number]['docs'];

export interface DocsSource {
  readonly siteDir: string;
  /** The docs folder. */
  readonly contentPath: string;
  readonly docs: LoadedDocs;
  /** The site's root URL with a trailing slash. */
  readonly siteRoot: string;
}

export interface ConvertedPages {
  readonly pages: readonly ExportedPage[];
  /** Time spent converting, without the waits between pages. */
  readonly milliseconds: number;
}

/** One loaded doc, as Docusaurus gives it. */
export type LoadedDoc = LoadedDocs[number];

/** Converts one doc page of these docs, given its source text, to its Markdown export. */
export type PageConverter = (doc: LoadedDoc, original: string) => ExportedPage;

/** The docs file of a loaded doc (its `source` is `@site/docs/…`). */
export function sourceFileOf(siteDir: string, doc: LoadedDoc): string {
  return path.join(siteDir, doc.source.replace(/^@site\//, ''));
}

/** A converter for the pages of these docs: links between them resolve through their permalinks. */
export function pageConverter(source: DocsSource): PageConverter {
  const { contentPath, docs, siteDir, siteRoot } = source;
  const docsRelative = (file: string) => path.relative(contentPath, file).split(path.sep).join('/');
  const permalinks = new Map(docs.map((doc) => [docsRelative(sourceFileOf(siteDir, doc)), doc.permalink]));
  const examplesDir = path.join(siteDir, 'examples');
  return (doc, original) => {
    const file = sourceFileOf(siteDir, doc);
    const markdown = convertDoc(original, {
      isMdx: file.endsWith('.mdx'),
      fallbackTitle: doc.title,
      siteRoot,
      pageUrl: new URL(doc.permalink.replace(/^\//, ''), siteRoot).href,
      sourcePath: docsRelative(file),
      permalinkOf: (sourcePath) => permalinks.get(sourcePath),
      liveExample: (name) => readExample(examplesDir, name),
    });
    return { id: doc.id, title: doc.title, description: doc.description, permalink: doc.permalink, markdown };
  };
}

/**
 * Converts every doc page to its Markdown export, in the docs' order. It
 * yields to the event loop between pages, so it can run while the build does
 * other work on this thread (the bundler, the pages' MDX) and fill the time
 * that work spends waiting.
 */
export async function convertPages(source: DocsSource): Promise<ConvertedPages> {
  const convert = pageConverter(source);
  const pages: ExportedPage[] = [];
  let milliseconds = 0;
  for (const doc of source.docs) {
    const original = await fs.readFile(sourceFileOf(source.siteDir, doc), 'utf8');
    const started = performance.now();
    pages.push(convert(doc, original));
    milliseconds += performance.now() - started;
    await nextTurn();
  }
  return { pages, milliseconds };
}

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

/**
 * Converts every doc page to its Markdown export, in the docs' order. It
 * yields to the event loop between pages, so it can run while the build does
 * other work on this thread (the bundler, the pages' MDX) and fill the time
 * that work spends waiting.
 */
export async function convertPages(source: DocsSource): Promise<ConvertedPages> {
  const { contentPath, docs, siteDir, siteRoot } = source;
  const sourceFile = (docSource: string) => path.join(siteDir, docSource.replace(/^@site\//, ''));
  const docsRelative = (file: string) => path.relative(contentPath, file).split(path.sep).join('/');
  const permalinks = new Map(docs.map((doc) => [docsRelative(sourceFile(doc.source)), doc.permalink]));
  const examplesDir = path.join(siteDir, 'examples');
  const pages: ExportedPage[] = [];
  let milliseconds = 0;
  for (const doc of docs) {
    const file = sourceFile(doc.source);
    const original = await fs.readFile(file, 'utf8');
    const started = performance.now();
    const markdown = convertDoc(original, {
      isMdx: file.endsWith('.mdx'),
      fallbackTitle: doc.title,
      siteRoot,
      pageUrl: new URL(doc.permalink.replace(/^\//, ''), siteRoot).href,
      sourcePath: docsRelative(file),
      permalinkOf: (sourcePath) => permalinks.get(sourcePath),
      liveExample: (name) => readExample(examplesDir, name),
    });
    milliseconds += performance.now() - started;
    pages.push({ id: doc.id, title: doc.title, description: doc.description, permalink: doc.permalink, markdown });
    await nextTurn();
  }
  return { pages, milliseconds };
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { convertDoc } from './convert';
import { buildLlmsFullTxt, buildLlmsTxt, markdownPath, type SiteSummary } from './llms';
import { readExample } from '../live-examples/examples';
import { sidebarSections, type ExportedPage, type SidebarEntry } from './sections';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The docs of the one docs version, as the plugin needs them after the build. */
interface DocsToExport {
  readonly contentPath: string;
  readonly docs: LoadedContent['loadedVersions'][number]['docs'];
  readonly sidebars: ReadonlyArray<readonly SidebarEntry[]>;
}

function describeSize(name: string, text: string): string {
  const raw = Buffer.byteLength(text);
  return `${name} ${raw} bytes (${gzipSync(text, { level: 9 }).length} gzip)`;
}

/**
 * Writes every doc page as Markdown next to its HTML (`/api/createSlice.md`),
 * plus `/llms.txt` (an index in sidebar order) and `/llms-full.txt` (all pages
 * in one file). Routes come from the docs plugin's own metadata, so each `.md`
 * sits at exactly the page's permalink.
 */
export default function markdownExportPlugin(context: LoadContext): Plugin {
  let loaded: DocsToExport | undefined;
  const siteRoot = new URL(context.baseUrl, context.siteConfig.url).href;
  const site: SiteSummary = {
    title: context.siteConfig.title,
    summary: `${context.siteConfig.title} (\`@reduxjs/toolkit\`) is ${context.siteConfig.tagline.replace(/^The /, 'the ')}. It includes RTK Query, a data fetching and caching layer built on the same store.`,
    siteRoot,
  };

  return {
    name: 'markdown-export',
    async allContentLoaded({ allContent }) {
      const content = allContent[DOCS_PLUGIN]?.default as LoadedContent | undefined;
      const version = content?.loadedVersions[0];
      if (!version)
        throw new Error('[markdown-export] needs the docs plugin (preset-classic `docs`) with one version.');
      loaded = {
        contentPath: version.contentPath,
        docs: version.docs,
        sidebars: Object.values(version.sidebars) as unknown as ReadonlyArray<readonly SidebarEntry[]>,
      };
    },
    async postBuild({ outDir }) {
      if (!loaded) throw new Error('[markdown-export] the docs were not loaded before postBuild');
      const started = performance.now();
      const { contentPath, docs } = loaded;
      const sourceFile = (source: string) => path.join(context.siteDir, source.replace(/^@site\//, ''));
      const docsRelative = (file: string) => path.relative(contentPath, file).split(path.sep).join('/');
      const permalinks = new Map(docs.map((doc) => [docsRelative(sourceFile(doc.source)), doc.permalink]));

      const pages: ExportedPage[] = [];
      let bytes = 0;
      for (const doc of docs) {
        const file = sourceFile(doc.source);
        const markdown = convertDoc(await fs.readFile(file, 'utf8'), {
          isMdx: file.endsWith('.mdx'),
          fallbackTitle: doc.title,
          siteRoot,
          pageUrl: new URL(doc.permalink.replace(/^\//, ''), siteRoot).href,
          sourcePath: docsRelative(file),
          permalinkOf: (sourcePath) => permalinks.get(sourcePath),
          liveExample: (name) => readExample(path.join(context.siteDir, 'examples'), name),
        });
        const target = path.join(outDir, markdownPath(doc.permalink));
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.writeFile(target, markdown);
        bytes += Buffer.byteLength(markdown);
        pages.push({ id: doc.id, title: doc.title, description: doc.description, permalink: doc.permalink, markdown });
      }

      const sections = sidebarSections(loaded.sidebars, pages);
      const llms = buildLlmsTxt(site, sections);
      const llmsFull = buildLlmsFullTxt(site, sections);
      await fs.writeFile(path.join(outDir, 'llms.txt'), llms);
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), llmsFull);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `[markdown-export] ${pages.length} pages as Markdown, ${bytes} bytes; ${describeSize('llms.txt', llms)}; ${describeSize('llms-full.txt', llmsFull)}; ${seconds} s`,
      );
    },
  };
}

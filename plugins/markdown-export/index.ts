import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import type { AllContent, LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { convertPages, type ConvertedPages, type DocsSource } from './export-pages';
import { buildLlmsFullTxt, buildLlmsTxt, markdownPath, type SiteSummary } from './llms';
import { sidebarSections, type SidebarEntry } from './sections';
import { logTiming } from '../../lib/build-timing/timing';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The docs of the one docs version, as the plugin needs them after the build. */
export interface DocsToExport extends DocsSource {
  readonly sidebars: ReadonlyArray<readonly SidebarEntry[]>;
}

/** The site's root URL with a trailing slash. */
export function siteRootOf(context: LoadContext): string {
  return new URL(context.baseUrl, context.siteConfig.url).href;
}

/** What llms.txt says about the site. */
export function siteSummary(context: LoadContext): SiteSummary {
  return {
    title: context.siteConfig.title,
    summary: `${context.siteConfig.title} (\`@reduxjs/toolkit\`) is ${context.siteConfig.tagline.replace(/^The /, 'the ')}. It includes RTK Query, a data fetching and caching layer built on the same store.`,
    siteRoot: siteRootOf(context),
  };
}

/** The loaded docs of the one docs version, with their sidebars. */
export function docsToExport(context: LoadContext, allContent: AllContent): DocsToExport {
  const content = allContent[DOCS_PLUGIN]?.default as LoadedContent | undefined;
  const version = content?.loadedVersions[0];
  if (!version) throw new Error('[markdown-export] needs the docs plugin (preset-classic `docs`) with one version.');
  return {
    siteDir: context.siteDir,
    contentPath: version.contentPath,
    docs: version.docs,
    siteRoot: siteRootOf(context),
    sidebars: Object.values(version.sidebars) as unknown as ReadonlyArray<readonly SidebarEntry[]>,
  };
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
 *
 * In a production build the conversion starts as soon as the docs are loaded:
 * it needs only their sources, and it runs while the bundler waits for the
 * example analysis instead of after the pages are rendered.
 */
export default function markdownExportPlugin(context: LoadContext): Plugin {
  let loaded: DocsToExport | undefined;
  let converting: Promise<ConvertedPages> | undefined;
  const site = siteSummary(context);

  return {
    name: 'markdown-export',
    async allContentLoaded({ allContent }) {
      loaded = docsToExport(context, allContent);
      // `docusaurus build` sets production; the development server's exports are plugins/dev-data's.
      if (process.env.NODE_ENV === 'production') {
        converting = convertPages(loaded).then((converted) => {
          logTiming(
            'Markdown export',
            converted.milliseconds,
            `${converted.pages.length} pages, while the bundler ran`,
          );
          return converted;
        });
        // A failure is reported by postBuild, which awaits this.
        converting.catch(() => {});
      }
    },
    async postBuild({ outDir }) {
      if (!loaded) throw new Error('[markdown-export] the docs were not loaded before postBuild');
      const { pages, milliseconds } = await (converting ?? convertPages(loaded));
      const started = performance.now();
      let bytes = 0;
      for (const page of pages) {
        const target = path.join(outDir, markdownPath(page.permalink));
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.writeFile(target, page.markdown);
        bytes += Buffer.byteLength(page.markdown);
      }
      const sections = sidebarSections(loaded.sidebars, pages);
      const llms = buildLlmsTxt(site, sections);
      const llmsFull = buildLlmsFullTxt(site, sections);
      await fs.writeFile(path.join(outDir, 'llms.txt'), llms);
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), llmsFull);
      const writing = performance.now() - started;
      logTiming('Markdown files, llms.txt and llms-full.txt', writing);
      console.log(
        `[markdown-export] ${pages.length} pages as Markdown, ${bytes} bytes; ${describeSize('llms.txt', llms)}; ${describeSize('llms-full.txt', llmsFull)}; ${((milliseconds + writing) / 1000).toFixed(1)} s`,
      );
    },
  };
}

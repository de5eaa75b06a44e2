import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { SEARCH_INDEX_META } from '../../src/search/types';
import { DEV_INDEX_POINTER_PATH } from '../../src/search/dev-index';
import { isDevServer } from '../dev-data/dev-files';
import { buildIndexFile, hashedIndexFile } from './records';
import { extractBuiltPages, listHtmlFiles } from './read-build';
import { loadSymbolIndex } from '../symbol-index/load';
import { timed } from '../../lib/build-timing/timing';
import { afterFirstPaint } from '../../config/after-first-paint';

export const INDEX_DIR = 'assets/search';

/** Adds markup at the end of the document head; minified pages may omit the optional `</head>`. */
export function insertIntoHead(html: string, markup: string): string {
  const end = html.search(/<\/head>|<body[\s>]/i);
  if (end === -1) throw new Error('Cannot find the end of the document head');
  return html.slice(0, end) + markup + html.slice(end);
}

/**
 * Markup for the search page that starts fetching the index when the page's
 * scripts start, once its first paint is reported: early enough to arrive with
 * them, late enough not to take bandwidth from what that paint waits for. (A
 * fetch that finished before the paint would also count, in Lighthouse's
 * simulation, as something the largest paint waited for.)
 */
export function deferredIndexPreload(url: string): string {
  const href = JSON.stringify(url);
  return `<script>${afterFirstPaint(`var link=document.createElement("link");link.rel="preload";link.as="fetch";link.crossOrigin="anonymous";link.href=${href};document.head.appendChild(link)`)}</script>`;
}

/**
 * Indexes the built doc pages for the local search: writes a content-hashed
 * index file and points every page at it with a meta tag, so the search UI can
 * fetch it when a visitor shows intent. Also adds the /search route when the
 * hosted search theme (which brings its own) is not configured.
 */
export default function searchIndexPlugin(context: LoadContext, options: { addSearchPage?: boolean }): Plugin {
  return {
    name: 'search-index',
    async contentLoaded({ actions }) {
      if (options.addSearchPage !== false) {
        actions.addRoute({ path: '/search', exact: true, component: '@theme/SearchPage' });
      }
    },
    injectHtmlTags() {
      // A build names its index in each page after indexing it (postBuild); the development server names a pointer.
      if (!isDevServer()) return {};
      const content = `${context.baseUrl}${DEV_INDEX_POINTER_PATH}`;
      return { headTags: [{ tagName: 'meta', attributes: { name: SEARCH_INDEX_META, content } }] };
    },
    postBuild: ({ outDir, routesPaths }) => timed('search index', () => writeSearchIndex(context, outDir, routesPaths)),
  };
}

/** Indexes the built pages, writes the index file and points every page at it. */
async function writeSearchIndex(context: LoadContext, outDir: string, routesPaths: readonly string[]): Promise<void> {
  const pages = await extractBuiltPages(outDir, routesPaths);
  const file = buildIndexFile(pages, loadSymbolIndex());
  const { name, bytes } = hashedIndexFile(file);
  await fs.mkdir(path.join(outDir, INDEX_DIR), { recursive: true });
  await fs.writeFile(path.join(outDir, INDEX_DIR, name), bytes);
  const url = `${context.baseUrl}${INDEX_DIR}/${name}`;
  const tag = `<meta name="${SEARCH_INDEX_META}" content="${url}">`;
  // The search page needs the index at once: it fetches it alongside the page's own code.
  const preload = deferredIndexPreload(url);
  const searchPage = path.join(outDir, 'search', 'index.html');
  for (const file of await listHtmlFiles(outDir)) {
    const html = await fs.readFile(file, 'utf8');
    if (html.includes(`name="${SEARCH_INDEX_META}"`)) continue;
    await fs.writeFile(file, insertIntoHead(html, file === searchPage ? tag + preload : tag));
  }
  console.log(
    `[search-index] ${pages.length} pages, ${file.sections.length} sections, ${file.symbols?.length ?? 0} symbols, ${bytes.length} bytes (${gzipSync(bytes, { level: 9 }).length} gzip) → ${url}`,
  );
}

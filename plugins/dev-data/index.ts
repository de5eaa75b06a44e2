import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { AllContent, LoadContext, Plugin } from '@docusaurus/types';
import type { SymbolIndexFile } from '../../src/symbols/types';
import { docsToExport, siteSummary } from '../markdown-export/index';
import { createDevExporter, examplesSignature } from '../markdown-export/dev-exports';
import { createDevIndexer, topCategories } from '../search-index/dev-index';
import { loadSymbolIndex } from '../symbol-index/load';
import { DEV_SYMBOL_PATH } from '../symbol-index/index';
import { devStaticDir, isDevServer, removeDevFile, retireOlder, writeDevFile } from './dev-files';
import { RememberDevCompiler } from './dev-compiler';

/** The search facet Docusaurus's search metadata gives every doc page of the one docs version. */
const SEARCH_TAGS = ['docs-default-current'];
/** Where the index files and their pointer live, below the dev static folder. */
const SEARCH_DIR = 'assets/search';

/**
 * What a production build derives after rendering, for `docusaurus start`:
 * every page's Markdown twin, /llms.txt and /llms-full.txt, the search index
 * and the symbol index, served from a folder of their own (DEV_STATIC_DIR).
 * Docusaurus reloads the docs when one changes and then calls
 * `allContentLoaded` again; only the pages whose sources changed are
 * converted and indexed again. (Hover data and example errors come from
 * plugins/type-hover, per page, as the page compiles.) A build gets none of this.
 */
export default function devDataPlugin(context: LoadContext): Plugin | null {
  if (!isDevServer()) return null;
  const { siteDir, baseUrl } = context;
  const exportPages = createDevExporter(siteSummary(context), () => examplesSignature(path.join(siteDir, 'examples')));
  const indexPages = createDevIndexer(baseUrl);
  let lastSymbols: readonly unknown[] | undefined;
  /** Search indexes written by this server, oldest first; undefined until the first update has cleared the last server's. */
  let indexFiles: string[] | undefined;
  let updates = Promise.resolve();

  async function update(allContent: AllContent): Promise<void> {
    const started = performance.now();
    const loaded = docsToExport(context, allContent);
    const exported = await exportPages(loaded);
    const categories = topCategories(loaded.sidebars);
    const symbols = loadSymbolIndex();
    const index = await indexPages(
      exported.pages.map((page) => ({
        id: page.id,
        markdown: page.markdown,
        page: {
          url: page.permalink.replace(/\/$/, '') || '/',
          category: categories.get(page.id) ?? 'Documentation',
          title: page.title,
          language: context.i18n.currentLocale,
          tags: SEARCH_TAGS,
        },
      })),
      symbols,
    );
    await Promise.all(exported.files.map((file) => writeDevFile(siteDir, file.sitePath, file.content)));
    if (symbols !== lastSymbols) {
      const file: SymbolIndexFile = { version: 1, symbols };
      await writeDevFile(siteDir, DEV_SYMBOL_PATH, JSON.stringify(file));
      lastSymbols = symbols;
    }
    // A previous server's indexes describe pages as they were then: gone before this one's first.
    if (!indexFiles) await removeDevFile(siteDir, SEARCH_DIR);
    // The index before its pointer: a page that reads the pointer finds the file there.
    await writeDevFile(siteDir, index.indexPath, index.bytes);
    await writeDevFile(siteDir, index.pointer.sitePath, index.pointer.content);
    const { kept, retired } = retireOlder(indexFiles ?? [], index.indexPath);
    indexFiles = kept;
    await Promise.all(retired.map((file) => removeDevFile(siteDir, file)));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const changed = exported.recomputed.length;
    console.log(
      changed === exported.pages.length
        ? `[dev-data] ${changed} Markdown twins, llms.txt, search index (${index.sections} sections) and symbol index in ${seconds} s`
        : `[dev-data] ${changed === 0 ? 'no page changed' : exported.recomputed.join(', ')}: Markdown twin and search index updated in ${seconds} s`,
    );
  }

  return {
    name: 'dev-data',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // Merged into the dev server's options by `docusaurus start` (arrays are concatenated with `static/`'s).
      return {
        devServer: { static: [{ directory: devStaticDir(siteDir), publicPath: baseUrl, watch: false }] },
        // For the "Examples using this" sections, which change when another page's examples do.
        plugins: [new RememberDevCompiler()],
      } as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
    allContentLoaded({ allContent }) {
      // In the background, one update after another: the server starts without waiting for the first
      // (every page), and an edit's update (one page) reads the docs as that reload loaded them.
      updates = updates
        .then(() => update(allContent))
        .catch((error: unknown) => console.error('[dev-data] could not update the derived files:', error));
    },
  };
}

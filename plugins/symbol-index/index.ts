import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { SYMBOL_INDEX_META } from '../../src/symbols/types';
import { hashedSymbolFile, loadSymbolIndex } from './load';
import { totals } from './remark-symbol-links';
import { isDevServer } from '../dev-data/dev-files';

export const SYMBOL_DIR = 'assets/symbols';
/** On the development server, the symbol index has one address, rewritten as the docs change (plugins/dev-data). */
export const DEV_SYMBOL_PATH = `${SYMBOL_DIR}/dev-index.json`;

/**
 * Writes the symbol index as a content-hashed file and points every page at
 * it with a meta tag; the API cards fetch it on the first hover or focus.
 */
export default function symbolIndexPlugin(context: LoadContext): Plugin {
  const file = () => hashedSymbolFile(loadSymbolIndex());
  return {
    name: 'symbol-index',
    getClientModules() {
      return [path.resolve(__dirname, '../../src/symbols/card-trigger.ts')];
    },
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'meta',
            attributes: {
              name: SYMBOL_INDEX_META,
              content: `${context.baseUrl}${isDevServer() ? DEV_SYMBOL_PATH : `${SYMBOL_DIR}/${file().name}`}`,
            },
          },
        ],
      };
    },
    async postBuild({ outDir }) {
      const { name, json } = file();
      await fs.mkdir(path.join(outDir, SYMBOL_DIR), { recursive: true });
      await fs.writeFile(path.join(outDir, SYMBOL_DIR, name), json);
      const symbols = loadSymbolIndex();
      const { links, badges } = totals();
      console.log(
        `[symbol-index] ${symbols.length} symbols, ${json.length} bytes (${gzipSync(json).length} gzip) → ${SYMBOL_DIR}/${name}; ` +
          `${links} links in prose, ${badges} since badges`,
      );
    },
  };
}

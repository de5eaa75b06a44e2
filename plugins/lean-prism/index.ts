import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Points the site bundle's `prism-react-renderer` at src/prism, a small
 * Highlight over Prism core with only the grammars the docs use. The stock
 * module bundles dozens of languages and every theme into first-load
 * JavaScript (about 33 KB gzip). Only the exact module name is aliased.
 */
export default function leanPrismPlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-prism',
    configureWebpack() {
      return { resolve: { alias: { 'prism-react-renderer$': path.join(context.siteDir, 'src/prism/index.ts') } } };
    },
  };
}

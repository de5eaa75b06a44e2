import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { escapeRegExp } from '../../lib/text/escape-regexp';

/**
 * Runs trim-loader.cjs over the docs plugin's route props (its version
 * metadata: sidebars and a map of docs), so every doc page's first load
 * carries only the fields the site reads. The server render reads the same
 * trimmed props, so both renders agree.
 */
export default function leanDocsMetadataPlugin(context: LoadContext): Plugin {
  const docsGeneratedDir = path.join(context.generatedFilesDir, 'docusaurus-plugin-content-docs');
  const routeProps = new RegExp(`^${escapeRegExp(docsGeneratedDir)}[\\\\/][^\\\\/]+[\\\\/]p[\\\\/][^\\\\/]+\\.json$`);
  return {
    name: 'lean-docs-metadata',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: routeProps,
              use: [{ loader: path.join(context.siteDir, 'plugins/lean-docs-metadata/trim-loader.cjs') }],
            },
          ],
        },
      };
    },
  };
}

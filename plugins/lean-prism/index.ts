import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { buildPipeline } from '../build-pipeline';

/**
 * Keeps Prism out of the browser's first-load JavaScript. Code is highlighted
 * in the server render (src/theme/CodeBlock/Content/String), so in the client
 * bundle the build-time highlighter is a stub and Docusaurus's client module
 * that loads extra Prism languages is a no-op. Everywhere, the stock
 * `prism-react-renderer` (dozens of languages and every theme) is replaced by
 * src/prism's Prism with only the grammars the docs use.
 *
 * As the site's bundler configuration, it also adds the production build's
 * bundler plugins (plugins/build-pipeline: compile timing, early precompression).
 */
export default function leanPrismPlugin(context: LoadContext): Plugin {
  const prismDir = path.join(context.siteDir, 'src/prism');
  const require = createRequire(path.join(context.siteDir, 'package.json'));
  const languagesClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  const pipeline = buildPipeline(context);
  return {
    name: 'lean-prism',
    configureWebpack(config, isServer) {
      return {
        plugins: pipeline.bundlerPlugins(config, isServer),
        resolve: {
          alias: {
            'prism-react-renderer$': path.join(prismDir, 'index.ts'),
            ...(isServer
              ? {}
              : {
                  // Keyed by both spellings: the `@site` alias rewrites the request to an absolute path first.
                  '@site/src/prism/build-time$': path.join(prismDir, 'build-time.client.ts'),
                  [`${path.join(prismDir, 'build-time')}$`]: path.join(prismDir, 'build-time.client.ts'),
                  [languagesClientModule]: path.join(prismDir, 'no-client-languages.ts'),
                }),
          },
        },
      };
    },
    postBuild: () => pipeline.postBuild(),
  };
}

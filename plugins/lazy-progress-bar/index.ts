import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Swaps the theme's route-change progress bar (a client module that brings
 * `nprogress` into the first page's bundle) for one that downloads it on the
 * first navigation inside the app: src/progress-bar/lazy-progress-bar.ts.
 */
export default function lazyProgressBarPlugin(context: LoadContext): Plugin {
  const require = createRequire(path.join(context.siteDir, 'package.json'));
  const themeProgressBar = require.resolve('@docusaurus/theme-classic/lib/nprogress');
  const lazyProgressBar = path.join(context.siteDir, 'src/progress-bar/lazy-progress-bar.ts');
  return {
    name: 'lazy-progress-bar',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { resolve: { alias: { [themeProgressBar]: lazyProgressBar } } };
    },
  };
}

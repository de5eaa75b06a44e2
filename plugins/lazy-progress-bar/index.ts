import type { LoadContext, Plugin } from '@docusaurus/types';
import { browserModuleSwapPlugin } from '../../lib/browser-bundle/swap-module';

/**
 * Swaps the theme's route-change progress bar (a client module that brings
 * `nprogress` into the first page's bundle) for one that downloads it on the
 * first navigation inside the app: src/progress-bar/lazy-progress-bar.ts.
 */
export default function lazyProgressBarPlugin(context: LoadContext): Plugin {
  return browserModuleSwapPlugin(context, {
    name: 'lazy-progress-bar',
    packageModule: '@docusaurus/theme-classic/lib/nprogress',
    siteFile: 'src/progress-bar/lazy-progress-bar.ts',
  });
}

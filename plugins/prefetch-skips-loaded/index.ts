import type { LoadContext, Plugin } from '@docusaurus/types';
import { browserModuleSwapPlugin } from '../../lib/browser-bundle/swap-module';

/**
 * Swaps Docusaurus's chunk prefetcher (its client imports it as `./prefetch`)
 * for src/prefetch/chunk-prefetch.ts, which skips the chunks the current page
 * has already loaded instead of requesting them all again.
 */
export default function prefetchSkipsLoadedPlugin(context: LoadContext): Plugin {
  return browserModuleSwapPlugin(context, {
    name: 'prefetch-skips-loaded',
    packageModule: '@docusaurus/core/lib/client/prefetch',
    siteFile: 'src/prefetch/chunk-prefetch.ts',
  });
}

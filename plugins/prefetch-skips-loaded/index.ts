import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Swaps Docusaurus's chunk prefetcher (its client imports it as `./prefetch`)
 * for src/prefetch/chunk-prefetch.ts, which skips the chunks the current page
 * has already loaded instead of requesting them all again.
 */
export default function prefetchSkipsLoadedPlugin(context: LoadContext): Plugin {
  const require = createRequire(path.join(context.siteDir, 'package.json'));
  const docusaurusPrefetcher = require.resolve('@docusaurus/core/lib/client/prefetch');
  const chunkPrefetch = path.join(context.siteDir, 'src/prefetch/chunk-prefetch.ts');
  return {
    name: 'prefetch-skips-loaded',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { resolve: { alias: { [docusaurusPrefetcher]: chunkPrefetch } } };
    },
  };
}

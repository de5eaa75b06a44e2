import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

interface ModuleSwap {
  /** The plugin's name. */
  readonly name: string;
  /** A module of a package the site depends on, as `require.resolve` from the site names it. */
  readonly packageModule: string;
  /** The site's file the browser's bundle gets instead, relative to the site. */
  readonly siteFile: string;
}

/**
 * A plugin giving the browser's bundle one of the site's files wherever a
 * package's code imports `packageModule`; the server render keeps the
 * package's own module.
 */
export function browserModuleSwapPlugin(context: LoadContext, swap: ModuleSwap): Plugin {
  const require = createRequire(path.join(context.siteDir, 'package.json'));
  const replaced = require.resolve(swap.packageModule);
  const replacement = path.join(context.siteDir, swap.siteFile);
  return {
    name: swap.name,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { resolve: { alias: { [replaced]: replacement } } };
    },
  };
}

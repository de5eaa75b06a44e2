import { performance } from 'node:perf_hooks';
import type { Plugin } from '@docusaurus/types';
import type { Compiler } from 'webpack';
import { logTiming } from '../../lib/build-timing/timing';
import { eagerFactoryInsertions } from './factory-wrapping';

/**
 * A bundler plugin that parenthesises the module factories of every emitted
 * chunk (./factory-wrapping.ts), so the browser compiles them while it streams
 * the file instead of on the main thread when the app first requires them.
 * It runs after minification (which would drop the parentheses) and before
 * the content hashes of the file names are worked out.
 */
export class EagerFactories {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(EagerFactories.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: EagerFactories.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          const started = performance.now();
          let files = 0;
          let factories = 0;
          for (const asset of compilation.getAssets()) {
            if (!asset.name.endsWith('.js')) continue;
            const insertions = eagerFactoryInsertions(asset.source.source().toString());
            if (insertions.length === 0) continue;
            const wrapped = new sources.ReplaceSource(asset.source);
            for (const { at, text } of insertions) wrapped.insert(at, text);
            compilation.updateAsset(asset.name, wrapped);
            files += 1;
            factories += insertions.length / 2;
          }
          // Parsing every script is on the client bundle's critical path: the build's breakdown shows it.
          logTiming('module factories parenthesised', performance.now() - started, `${factories} in ${files} scripts`);
        },
      );
    });
  }
}

/** Production browser bundles only: the server bundle and the development server keep the bundler's output as it is. */
export default function eagerCompilePlugin(): Plugin {
  return {
    name: 'eager-compile',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return { plugins: [new EagerFactories()] };
    },
  };
}

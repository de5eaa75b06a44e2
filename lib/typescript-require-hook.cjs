/**
 * Teaches Node's `require` to load the site's TypeScript (`.ts`) modules,
 * compiled by esbuild: `node --require ./lib/typescript-require-hook.cjs`.
 * A production build preloads it (docusaurusNodeArgs in docusaurus-env.mjs),
 * so the config and plugins, which jiti hands to Node first, load as Node
 * modules and jiti's Babel transpiles nothing.
 *
 * Only `.ts` is added: Node's resolver then also finds `./module` as
 * `./module.ts`. Everything else (packages, ES modules) loads as Node loads it;
 * tsx's hook, tried first, also recompiled every ES-module package with
 * esbuild and made the build slower, not faster.
 */
const fs = require('node:fs');
const Module = require('node:module');
const { transformSync } = require('esbuild');

/** @type {Record<string, (module: NodeJS.Module & { _compile(code: string, filename: string): void }, filename: string) => void>} */
const extensions = /** @type {any} */ (Module)._extensions;

extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    loader: 'ts',
    format: 'cjs',
    target: `node${process.versions.node.split('.')[0]}`,
    sourcefile: filename,
  });
  module._compile(code, filename);
};

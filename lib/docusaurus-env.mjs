import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
/** @type {{ BATCH_V8_FLAGS: readonly string[], YOUNG_GENERATION_FLAG: string }} */
const { BATCH_V8_FLAGS, YOUNG_GENERATION_FLAG } = require('./v8-flags.cjs');

/** The Docusaurus CLI's entry script, run with `node` (no shell, no npx). */
export const DOCUSAURUS_BIN = path.join(
  path.dirname(require.resolve('@docusaurus/core/package.json')),
  'bin',
  'docusaurus.mjs',
);

/**
 * The environment every Docusaurus command of the site runs in: package.json's
 * scripts go through scripts/docusaurus.mjs, and the test build and the
 * development-server tests start Docusaurus with it too.
 *
 * - v8-flags.cjs's young generation, in NODE_OPTIONS so that the processes
 *   Docusaurus starts get it too.
 * - `JITI_EXPERIMENTAL_BUN=1`: jiti, which Docusaurus loads the config and the
 *   plugins with, then tries Node's own `require` first for every module, and
 *   transpiles with Babel only what Node cannot load: the site's TypeScript.
 *   Without it, jiti also transpiled every ES-module package the plugins
 *   import (about 250 files: micromark, mdast, hast, unist…), which Node
 *   20.19 and later `require`s as it is. jiti caches what it transpiled in the
 *   system's temporary folder, which is empty on a fresh machine, so every
 *   first build paid for it: 3–4 s of a cold build. (The option is named
 *   after Bun, whose `require` loaded ES modules first.)
 *
 * @param {NodeJS.ProcessEnv} [base] the environment to extend (this process's by default)
 * @returns {NodeJS.ProcessEnv}
 */
export function docusaurusEnv(base = process.env) {
  return {
    ...base,
    NODE_OPTIONS: `${YOUNG_GENERATION_FLAG} ${base.NODE_OPTIONS ?? ''}`.trim(),
    JITI_EXPERIMENTAL_BUN: '1',
  };
}

/**
 * Node's options for a Docusaurus command, before the CLI's script.
 *
 * A production build runs with v8-flags.cjs's BATCH_V8_FLAGS and
 * preloads typescript-require-hook.cjs: the site's TypeScript config and
 * plugins, which jiti hands to Node first (see docusaurusEnv), then load
 * through Node's `require`, compiled by esbuild, instead of being transpiled
 * by jiti's Babel on the main thread. The development server keeps jiti: it
 * loads the config and plugins afresh when one of them changes, where Node's
 * `require` would keep the modules it loaded first.
 *
 * @param {string | undefined} command the CLI's command (`build`, `start`…)
 * @returns {string[]}
 */
export function docusaurusNodeArgs(command) {
  return command === 'build' ? [...BATCH_V8_FLAGS, '--require', require.resolve('./typescript-require-hook.cjs')] : [];
}

/**
 * A Docusaurus CLI command as the site runs it: the arguments for `node`
 * (docusaurusNodeArgs, the CLI's script, the command) and the environment
 * (docusaurusEnv). scripts/docusaurus.mjs, the test build and the
 * development-server tests all start Docusaurus from it.
 *
 * @param {readonly string[]} args the CLI's arguments (`['build', '--out-dir', 'build-hosted']`)
 * @param {NodeJS.ProcessEnv} [base] the environment to extend (this process's by default)
 * @param {string} [bin] the CLI's script (another copy of the site's, for a site folder of its own)
 * @returns {{ args: string[], env: NodeJS.ProcessEnv }}
 */
export function docusaurusCommand(args, base = process.env, bin = DOCUSAURUS_BIN) {
  return { args: [...docusaurusNodeArgs(args[0]), bin, ...args], env: docusaurusEnv(base) };
}

import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

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
 * - `--max-semi-space-size=64`: a 64 MB young generation, so the build's HTML
 *   and Markdown parsing spends about a fifth less time collecting garbage.
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
    NODE_OPTIONS: `--max-semi-space-size=64 ${base.NODE_OPTIONS ?? ''}`.trim(),
    JITI_EXPERIMENTAL_BUN: '1',
  };
}

import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack, type RspackPluginInstance } from '@rspack/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EagerFactories } from '..';
import { eagerFactoryInsertions } from '../factory-wrapping';

/** A tiny app: an entry that loads a page module on demand, as the site's routes do. */
const SOURCES = {
  'entry.js':
    "import { greet } from './shared.js';\nimport('./page.js').then((page) => console.log(greet(page.title)));\n",
  'shared.js': 'export function greet(name) {\n  return `hello ${name}`;\n}\n',
  'page.js': "export const title = 'page';\nexport function render() {\n  return [1, 2, 3].map((n) => n * 2);\n}\n",
};

let root: string;
/** The app's files bundled without the plugin, then with it. */
let before: Record<string, string>;
let after: Record<string, string>;

/** Bundles the app for production, with or without the plugin; the file names and contents written. */
async function bundle(plugins: RspackPluginInstance[]): Promise<Record<string, string>> {
  const outDir = mkdtempSync(path.join(root, 'out-'));
  const compiler = rspack({
    mode: 'production',
    context: root,
    entry: './entry.js',
    output: { path: outDir, filename: '[name].[contenthash].js', chunkFilename: '[name].[contenthash].js' },
    plugins,
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else compiler.close(() => resolve());
    }),
  );
  return Object.fromEntries(readdirSync(outDir).map((name) => [name, readFileSync(path.join(outDir, name), 'utf8')]));
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'eager-compile-'));
  for (const [name, source] of Object.entries(SOURCES)) writeFileSync(path.join(root, name), source);
  before = await bundle([]);
  after = await bundle([new EagerFactories() as unknown as RspackPluginInstance]);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('EagerFactories in a production bundle', () => {
  it('leaves every chunk with its module factories parenthesised, after minification', () => {
    const chunksBefore = Object.entries(before).filter(([, code]) => eagerFactoryInsertions(code).length > 0);
    expect(chunksBefore.length).toBeGreaterThan(0);
    for (const code of Object.values(after)) {
      expect(eagerFactoryInsertions(code)).toEqual([]);
      // Still minified: the parentheses come after the minifier, which would drop them.
      expect(code).not.toContain('\n  ');
    }
    expect(Object.values(after).some((code) => /\d+:\(function\(/.test(code))).toBe(true);
  });

  it('names each changed file after its final content', () => {
    // The chunk's content changed, so its hashed name did too: the hashes are worked out after the plugin.
    expect(Object.keys(after).filter((name) => !(name in before)).length).toBeGreaterThan(0);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { firstLoadFiles } from '../first-load';
import { compress, effortFor } from '../compression';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A generated-files folder as Docusaurus writes it: an entry, two routes sharing a chunk, a lazy chunk. */
function generatedFiles(): string {
  const dir = path.join(root, '.docusaurus');
  fs.mkdirSync(dir, { recursive: true });
  const js = (file: string) => ({ js: [{ file, hash: 'x', publicPath: `/${file}` }] });
  fs.writeFileSync(
    path.join(dir, 'client-manifest.json'),
    JSON.stringify({
      entrypoints: ['main'],
      origins: { main: ['1', '2'], abc12345: ['10', '11'], def67890: ['11', '12'], lazy: ['99'] },
      assets: {
        '1': js('assets/js/main.1.js'),
        '2': { css: [{ file: 'assets/css/styles.2.css', hash: 'x', publicPath: '/assets/css/styles.2.css' }] },
        '10': js('assets/js/abc12345.10.js'),
        '11': js('assets/js/11.shared.js'),
        '12': js('assets/js/def67890.12.js'),
        '99': js('assets/js/99.mermaid.js'),
      },
    }),
  );
  fs.writeFileSync(
    path.join(dir, 'routesChunkNames.json'),
    JSON.stringify({
      '/a-1': { __comp: 'abc12345' },
      '/b-2': { __comp: 'def67890', __context: { plugin: 'abc12345' } },
    }),
  );
  return dir;
}

describe('firstLoadFiles', () => {
  it("lists the entry's files and every route's chunks, not the chunks only loaded later", () => {
    expect([...firstLoadFiles(generatedFiles())!].sort()).toEqual([
      'assets/css/styles.2.css',
      'assets/js/11.shared.js',
      'assets/js/abc12345.10.js',
      'assets/js/def67890.12.js',
      'assets/js/main.1.js',
    ]);
  });

  it('gives nothing without a manifest, or for a build that lacks its files', () => {
    expect(firstLoadFiles(path.join(root, 'nowhere'))).toBeUndefined();
    const dir = generatedFiles();
    const out = path.join(root, 'build');
    fs.mkdirSync(path.join(out, 'assets', 'js'), { recursive: true });
    expect(firstLoadFiles(dir, out)).toBeUndefined();
  });
});

describe('effortFor and compress', () => {
  const firstLoad = new Set(['assets/js/main.1.js']);

  it('compresses first-load files and the search index hardest, everything else faster', () => {
    expect(effortFor('assets/js/main.1.js', firstLoad)).toBe('first-load');
    expect(effortFor('assets/search/index.0a1b.bin', firstLoad)).toBe('first-load');
    for (const name of [
      'assets/js/99.mermaid.js',
      'api/createSlice/index.html',
      'assets/diagrams/flow.1a2b.svg',
      'api/createSlice.md',
      'llms-full.txt',
      'assets/type-hover/api-createSlice.0a1b.json',
      'assets/live/example-counter.json',
      'assets/symbols/index.0a1b.json',
    ]) {
      expect(effortFor(name, firstLoad), name).toBe('standard');
    }
    // No manifest: every script and style is treated as first-load, pages are not.
    expect(effortFor('assets/js/99.mermaid.js', undefined)).toBe('first-load');
    expect(effortFor('index.html', undefined)).toBe('standard');
    expect(effortFor('api/createSlice.md', undefined)).toBe('standard');
  });

  it('brotli-compresses first-load files at quality 10 and the rest at quality 8', async () => {
    const text = Buffer.from(
      Array.from({ length: 2000 }, (_, index) => `## Section ${index}\n\nSee \`createSlice\` ${index % 31}.\n`).join(
        '',
      ),
    );
    const quality = (level: number) =>
      brotliCompressSync(text, {
        params: { [constants.BROTLI_PARAM_QUALITY]: level, [constants.BROTLI_PARAM_SIZE_HINT]: text.length },
      });
    const [firstLoadVariants, standard] = await Promise.all([compress(text, 'first-load'), compress(text, 'standard')]);
    expect(firstLoadVariants.brotli).toEqual(quality(10));
    expect(standard.brotli).toEqual(quality(8));
    expect(brotliDecompressSync(standard.brotli)).toEqual(text);
    // Below Zopfli's threshold, both get zlib's best gzip.
    expect(text.length).toBeLessThan(100 * 1024);
    expect(firstLoadVariants.gzip).toEqual(standard.gzip);
  });

  it("gives large first-load files a smaller gzip than zlib's best", async () => {
    const text = Buffer.from(
      Array.from({ length: 6000 }, (_, index) => `export const value${index} = "slice ${index % 97}";\n`).join(''),
    );
    expect(text.length).toBeGreaterThan(100 * 1024);
    const [thorough, standard] = await Promise.all([compress(text, 'first-load'), compress(text, 'standard')]);
    expect(standard.gzip.length).toBe(gzipSync(text, { level: 9 }).length);
    expect(thorough.gzip.length).toBeLessThan(standard.gzip.length);
  });
});

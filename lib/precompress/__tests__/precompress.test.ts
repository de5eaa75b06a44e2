import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDirectory, precompressionJobs } from '../precompress';
import { startPrecompression } from '../precompress-pool';

describe('precompressDirectory', () => {
  let dir: string;
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('writes br and gz variants that decompress to the original, for text files worth it', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    const page = '<p>Redux Toolkit</p>\n'.repeat(200);
    const script = 'export const value = "slice";\n'.repeat(5000); // over the Zopfli threshold
    await fs.mkdir(path.join(dir, 'assets', 'js'), { recursive: true });
    await fs.writeFile(path.join(dir, 'index.html'), page);
    await fs.writeFile(path.join(dir, 'assets', 'js', 'main.0123abcd.js'), script);
    const markdown = '# createSlice\n\nA slice of state.\n'.repeat(100);
    await fs.writeFile(path.join(dir, 'page.md'), markdown);
    await fs.writeFile(path.join(dir, 'tiny.css'), 'a{}');
    await fs.writeFile(path.join(dir, 'logo.png'), Buffer.alloc(4096));

    const cache = path.join(dir, '.cache');
    expect(await precompressDirectory(dir, { cacheDir: cache })).toEqual({ compressed: 3, fromCache: 0 });
    for (const [file, text] of [
      ['index.html', page],
      ['assets/js/main.0123abcd.js', script],
      ['page.md', markdown],
    ] as const) {
      const full = path.join(dir, file);
      expect(brotliDecompressSync(await fs.readFile(`${full}.br`)).toString()).toBe(text);
      expect(gunzipSync(await fs.readFile(`${full}.gz`)).toString()).toBe(text);
      expect((await fs.stat(`${full}.gz`)).size).toBeLessThan(text.length / 10);
    }
    await expect(fs.access(path.join(dir, 'tiny.css.br'))).rejects.toThrow();
    await expect(fs.access(path.join(dir, 'logo.png.gz'))).rejects.toThrow();

    // The same bytes again come from the cache; changed bytes are compressed anew.
    await fs.writeFile(path.join(dir, 'page.md'), `${markdown}# More\n`);
    expect(await precompressDirectory(dir, { cacheDir: cache })).toEqual({ compressed: 3, fromCache: 2 });
    expect(gunzipSync(await fs.readFile(path.join(dir, 'page.md.gz'))).toString()).toBe(`${markdown}# More\n`);
  });

  it('lists the files worth compressing largest first, and can fill only the cache', async () => {
    const site = await fs.mkdtemp(path.join(os.tmpdir(), 'precompress-jobs-'));
    try {
      await fs.mkdir(path.join(site, 'assets', 'js'), { recursive: true });
      await fs.mkdir(path.join(site, '__server'), { recursive: true });
      await fs.writeFile(path.join(site, 'index.html'), '<p>page</p>\n'.repeat(200));
      await fs.writeFile(path.join(site, 'assets', 'js', 'app.js'), 'export const app = 1;\n'.repeat(600));
      await fs.writeFile(path.join(site, '__server', 'server.bundle.js'), 'module.exports = 1;\n'.repeat(100));
      await fs.writeFile(path.join(site, 'small.css'), 'a{}');
      const cache = path.join(site, '.cache');

      const jobs = await precompressionJobs(site, { skip: (name) => name.startsWith('__server/') });
      expect(jobs.map((job) => job.name)).toEqual(['assets/js/app.js', 'index.html']);
      // Without a list of first-load files, every script counts as one.
      expect(jobs.map((job) => job.effort)).toEqual(['first-load', 'standard']);
      const lazy = await precompressionJobs(site, {
        skip: (name) => name.startsWith('__server/'),
        firstLoad: new Set(),
      });
      expect(lazy.map((job) => job.effort)).toEqual(['standard', 'standard']);

      // Stopped before any worker starts: nothing is compressed.
      const stopped = startPrecompression(jobs, { cacheDir: cache, workers: 2, writeVariants: false });
      stopped.stop();
      expect(await stopped.finished()).toEqual({ compressed: 0, fromCache: 0, total: 2 });

      const run = startPrecompression(jobs, { cacheDir: cache, workers: 1, writeVariants: false });
      run.addWorkers(1);
      expect(await run.finished()).toEqual({ compressed: 2, fromCache: 0, total: 2 });
      await expect(fs.access(path.join(site, 'index.html.br'))).rejects.toThrow();

      // What the cache holds is not compressed again.
      expect(await precompressDirectory(site, { cacheDir: cache })).toEqual({ compressed: 3, fromCache: 2 });
      expect(gunzipSync(await fs.readFile(path.join(site, 'index.html.gz'))).toString()).toBe(
        '<p>page</p>\n'.repeat(200),
      );
    } finally {
      await fs.rm(site, { recursive: true, force: true });
    }
  });
});

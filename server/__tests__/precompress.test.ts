import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../precompress';

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
    expect(await precompressDirectory(dir, cache)).toEqual({ compressed: 3, fromCache: 0 });
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
    expect(await precompressDirectory(dir, cache)).toEqual({ compressed: 3, fromCache: 2 });
    expect(gunzipSync(await fs.readFile(path.join(dir, 'page.md.gz'))).toString()).toBe(`${markdown}# More\n`);
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { coldStart } from '../cold-build';

describe('coldStart', () => {
  let siteDir = '';
  afterEach(() => fs.rm(siteDir, { recursive: true, force: true }));

  async function site(): Promise<string> {
    siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cold-build-'));
    for (const dir of [
      '.docusaurus',
      'build/assets',
      'node_modules/.cache/live-examples/static',
      'node_modules/.cache/precompress/ab',
      'node_modules/.cache/since-versions/2.0.0',
    ]) {
      await fs.mkdir(path.join(siteDir, dir), { recursive: true });
    }
    return siteDir;
  }

  const exists = (relative: string) =>
    fs.access(path.join(siteDir, relative)).then(
      () => true,
      () => false,
    );

  it('removes what `docusaurus clear` removes, except the since-versions downloads', async () => {
    const result = await coldStart(await site(), { keepPrecompressCache: false });
    expect(result.removed).toEqual([
      '.docusaurus',
      'build',
      path.join('node_modules', '.cache', 'live-examples'),
      path.join('node_modules', '.cache', 'precompress'),
    ]);
    expect(result.kept.map((cache) => cache.path)).toEqual([path.join('node_modules', '.cache', 'since-versions')]);
    expect(await exists('node_modules/.cache/precompress')).toBe(false);
    expect(await exists('node_modules/.cache/since-versions/2.0.0')).toBe(true);
  });

  it('keeps the precompression cache when asked to', async () => {
    const result = await coldStart(await site(), { keepPrecompressCache: true });
    expect(result.kept.map((cache) => cache.path)).toContain(path.join('node_modules', '.cache', 'precompress'));
    expect(await exists('node_modules/.cache/precompress/ab')).toBe(true);
    expect(await exists('build')).toBe(false);
  });
});

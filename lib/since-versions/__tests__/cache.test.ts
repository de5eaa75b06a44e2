import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureVersion, isKeptFile } from '../cache';
import type { Packument, Registry, TarFile } from '../registry';

const file = (filePath: string, content: string): TarFile => ({ path: filePath, data: Buffer.from(content) });

/** A registry served from memory that counts what it is asked for. */
function stubRegistry(packages: Record<string, Record<string, TarFile[]>>): Registry & { requests: string[] } {
  const requests: string[] = [];
  return {
    requests,
    packument: async (name) => {
      const versions = packages[name];
      if (!versions) throw new Error(`GET ${name}: HTTP 404`);
      return {
        name,
        versions: Object.fromEntries(Object.keys(versions).map((version) => [version, { dist: { tarball: '' } }])),
      } satisfies Packument;
    },
    files: async (name, version) => {
      requests.push(`${name}@${version}`);
      return packages[name]![version]!;
    },
    bytesDownloaded: () => 0,
  };
}

let cacheDir: string;
beforeEach(() => {
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'since-versions-'));
});
afterEach(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

describe('isKeptFile', () => {
  it('keeps declarations, package.json files and the .ts files declarations import from dist', () => {
    for (const kept of [
      'package.json',
      'query/package.json',
      'dist/index.d.ts',
      'dist/index.d.mts',
      'dist/uncheckedindexed.ts',
    ])
      expect(isKeptFile(kept), kept).toBe(true);
    for (const dropped of ['dist/index.js', 'src/index.ts', 'README.md', 'dist/index.d.ts.map'])
      expect(isKeptFile(dropped), dropped).toBe(false);
  });
});

describe('ensureVersion', () => {
  const toolkit = {
    '1.0.0': [
      file('package.json', JSON.stringify({ types: 'dist/index.d.ts', dependencies: { redux: '^4.0.1' } })),
      file('dist/index.d.ts', "export * from 'redux'"),
      file('dist/index.js', 'module.exports = {}'),
    ],
    '1.2.0': [
      file('package.json', JSON.stringify({ typings: 'dist/typings.d.ts' })),
      file('dist/index.js', ''),
      file('src/index.ts', "export { a } from './a'"),
      file('src/a.ts', 'export const a = 1'),
      file('src/a.test.ts', 'test'),
    ],
  };
  const redux = {
    '4.0.0': [file('package.json', '{}'), file('index.d.ts', 'export declare const old: 1')],
    '4.0.5': [file('package.json', '{}'), file('index.d.ts', 'export declare const createStore: 1')],
    '4.2.1': [file('package.json', '{}'), file('index.d.ts', 'export declare const legacy_createStore: 1')],
  };

  it('lays out the release with its dependencies at the lowest versions their ranges allow', async () => {
    const registry = stubRegistry({ '@reduxjs/toolkit': toolkit, redux });
    const cached = await ensureVersion(cacheDir, '1.0.0', registry);
    expect(cached.dependencies).toEqual({ redux: '4.0.5' });
    expect(fs.readFileSync(path.join(cached.root, 'node_modules/redux/index.d.ts'), 'utf8')).toContain('createStore');
    expect(fs.existsSync(path.join(cached.packageDir, 'dist/index.d.ts'))).toBe(true);
    expect(fs.existsSync(path.join(cached.packageDir, 'dist/index.js'))).toBe(false);
  });

  it('reuses a complete cached folder without asking the registry again', async () => {
    const registry = stubRegistry({ '@reduxjs/toolkit': toolkit, redux });
    await ensureVersion(cacheDir, '1.0.0', registry);
    const again = await ensureVersion(cacheDir, '1.0.0', registry);
    expect(registry.requests).toEqual(['@reduxjs/toolkit@1.0.0', 'redux@4.0.5']);
    expect(again.dependencies).toEqual({ redux: '4.0.5' });
  });

  it('reads a release published without declarations from its sources, tests left out', async () => {
    const cached = await ensureVersion(cacheDir, '1.2.0', stubRegistry({ '@reduxjs/toolkit': toolkit }));
    const declared = fs.readFileSync(path.join(cached.packageDir, 'dist/typings.d.ts'), 'utf8');
    expect(declared).toContain("export * from '../src/index';");
    expect(fs.existsSync(path.join(cached.packageDir, 'src/a.ts'))).toBe(true);
    expect(fs.existsSync(path.join(cached.packageDir, 'src/a.test.ts'))).toBe(false);
  });

  it('fails without writing a complete marker when a dependency cannot be resolved', async () => {
    const registry = stubRegistry({ '@reduxjs/toolkit': toolkit, redux: { '3.0.0': [] } });
    await expect(ensureVersion(cacheDir, '1.0.0', registry)).rejects.toThrow(
      /No published version satisfies "\^4.0.1"/,
    );
    expect(fs.existsSync(path.join(fs.realpathSync(cacheDir), '1.0.0', 'since-versions.json'))).toBe(false);
  });

  it('refuses tarball paths that leave the package folder', async () => {
    const evil = { '1.0.0': [file('package.json', '{}'), file('../../escape.d.ts', 'x')] };
    await expect(ensureVersion(cacheDir, '1.0.0', stubRegistry({ '@reduxjs/toolkit': evil }))).rejects.toThrow(
      /outside/,
    );
  });
});

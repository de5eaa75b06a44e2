import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Surface } from '../../toolkit-api/surfaces';
import type { CachedVersion } from '../cache';
import { packageNameOf, readVersion } from '../read-version';

const entryPoints = ['@reduxjs/toolkit', '@reduxjs/toolkit/query'];
const surfaces: Surface[] = [
  { name: 'configureStore options', type: 'RTK.ConfigureStoreOptions', page: '' },
  { name: 'createSlice options', type: 'RTK.CreateSliceOptions', page: '' },
  { name: 'createListenerMiddleware options', type: 'RTK.CreateListenerMiddlewareOptions', page: '' },
  { name: 'createApi options', type: 'Q.CreateApiOptions<BQ, {}, "api", "Post">', page: '' },
];

let tmp: string;

/** Lays out a fake release the way ensureVersion does: the toolkit and its dependencies under node_modules. */
function fakeRelease(version: string, files: Record<string, string>, dependencies: Record<string, string>) {
  const root = path.join(tmp, version);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  const cached: CachedVersion = {
    version,
    root,
    packageDir: path.join(root, 'node_modules/@reduxjs/toolkit'),
    dependencies,
  };
  return cached;
}

beforeAll(() => {
  // Inside this project's node_modules, where Node-style lookup would find the project's own redux and toolkit.
  const cacheDir = path.resolve(__dirname, '../../../node_modules/.cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  tmp = fs.realpathSync(fs.mkdtempSync(path.join(cacheDir, 'since-read-test-')));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('readVersion', () => {
  it('lists re-exported dependency names and reads each surface on its own', () => {
    const cached = fakeRelease(
      '1.0.0',
      {
        'node_modules/@reduxjs/toolkit/package.json': JSON.stringify({ typings: 'dist/typings.d.ts' }),
        'node_modules/@reduxjs/toolkit/dist/typings.d.ts': [
          "export * from 'redux'",
          'export interface ConfigureStoreOptions { reducer: unknown; devTools?: boolean }',
          'export declare function configureStore(options: ConfigureStoreOptions): void',
          'export declare function createSlice(options: unknown): void',
        ].join('\n'),
        'node_modules/redux/package.json': JSON.stringify({ typings: 'index.d.ts' }),
        'node_modules/redux/index.d.ts': 'export declare function createStore(): void',
      },
      { redux: '4.0.0' },
    );
    const reading = readVersion(cached, entryPoints, surfaces);
    expect(reading.exports.get('@reduxjs/toolkit')).toEqual({
      kind: 'names',
      names: ['configureStore', 'ConfigureStoreOptions', 'createSlice', 'createStore'],
    });
    // No query folder in this release: the entry point has no exports, and its APIs no options.
    expect(reading.exports.get('@reduxjs/toolkit/query')).toEqual({ kind: 'names', names: [] });
    expect(reading.options.get('createApi options')).toEqual({ kind: 'names', names: [] });
    expect(reading.options.get('configureStore options')).toEqual({ kind: 'names', names: ['devTools', 'reducer'] });
    expect(reading.options.get('createListenerMiddleware options')).toEqual({ kind: 'names', names: [] });
    // createSlice exists but its options type is not exported: unknown, not empty.
    expect(reading.options.get('createSlice options')).toMatchObject({ kind: 'unknown' });
  }, 60_000);

  it('does not let a missing dependency fall back to the project’s own copy', () => {
    const cached = fakeRelease(
      '1.0.1',
      {
        'node_modules/@reduxjs/toolkit/package.json': JSON.stringify({ types: 'index.d.ts' }),
        'node_modules/@reduxjs/toolkit/index.d.ts': "export * from 'redux'\nexport declare const configureStore: 1",
      },
      { redux: '4.0.0' },
    );
    const reading = readVersion(cached, entryPoints, surfaces.slice(0, 1));
    expect(reading.exports.get('@reduxjs/toolkit')).toEqual({
      kind: 'unknown',
      reason: 'unresolved re-exports: redux (from index.d.ts)',
    });
  }, 60_000);

  it('reports a package.json that names missing declarations as unknown', () => {
    const cached = fakeRelease(
      '1.0.2',
      { 'node_modules/@reduxjs/toolkit/package.json': JSON.stringify({ types: 'dist/gone.d.ts' }) },
      {},
    );
    const reading = readVersion(cached, entryPoints, surfaces.slice(0, 1));
    expect(reading.exports.get('@reduxjs/toolkit')).toMatchObject({ kind: 'unknown' });
    expect(reading.options.get('configureStore options')).toMatchObject({ kind: 'unknown' });
  }, 60_000);
});

describe('packageNameOf', () => {
  it('keeps the scope of scoped packages and drops subpaths', () => {
    expect(packageNameOf('@reduxjs/toolkit/query/react')).toBe('@reduxjs/toolkit');
    expect(packageNameOf('redux')).toBe('redux');
    expect(packageNameOf('immer/dist/immer')).toBe('immer');
  });
});

import { describe, expect, it } from 'vitest';
import { SURFACES, UNDOCUMENTED_EXPORTS } from '../../../lib/toolkit-api/surfaces';
import { loadSymbolIndex, readDocPages, readSinceVersions } from '../load';
import { SURFACE_OWNERS } from '../owners';
import { simplifySignature } from '../signature';

// Read once at import time: building the program and reading 69 pages takes seconds on a busy machine.
const symbols = loadSymbolIndex();
const byId = new Map(symbols.map((symbol) => [symbol.id, symbol]));
const pages = readDocPages();

describe('the symbol index', () => {
  it('has an owner for every surface', () => {
    expect(SURFACES.filter((surface) => !SURFACE_OWNERS[surface.name]).map((surface) => surface.name)).toEqual([]);
  });

  it('lists every export of every entry point, values and types', () => {
    const exported = new Set(Object.values(readSinceVersions().exports).flatMap((names) => Object.keys(names)));
    const listed = new Set(symbols.filter((symbol) => symbol.entryPoint !== undefined).map((symbol) => symbol.name));
    // Less the deliberately undocumented ones (surfaces.ts says why).
    expect([...exported].filter((name) => !listed.has(name) && !(name in UNDOCUMENTED_EXPORTS))).toEqual([]);
    // Every value export has a docs section; only some types have none.
    const unplaced = symbols.filter((symbol) => symbol.url === undefined);
    expect(unplaced.filter((symbol) => !['type', 'interface', 'namespace'].includes(symbol.kind))).toEqual([]);
  });

  it('has unique ids', () => {
    expect(new Set(symbols.map((symbol) => symbol.id)).size).toBe(symbols.length);
  });

  it('pins well-known entries', () => {
    expect(byId.get('createSlice')).toMatchObject({
      kind: 'function',
      entryPoint: '@reduxjs/toolkit',
      signature: 'createSlice(options: CreateSliceOptions): Slice',
      url: '/api/createSlice',
    });
    expect(byId.get('configureStore')).toMatchObject({ kind: 'function', url: '/api/configureStore' });
    expect(byId.get('createApi.keepUnusedDataFor')).toMatchObject({
      kind: 'option',
      owner: 'createApi',
      default: '60',
      signature: 'keepUnusedDataFor?: number',
      url: '/rtk-query/api/createApi#keepunuseddatafor',
    });
    expect(byId.get('endpoint.keepUnusedDataFor')?.url).toBe(
      '/rtk-query/api/createApi#keepunuseddatafor-on-an-endpoint',
    );
    expect(byId.get('skipToken')).toMatchObject({
      kind: 'const',
      entryPoint: '@reduxjs/toolkit/query',
      signature: 'const skipToken: unique symbol',
    });
    expect(byId.get('fetchBaseQuery')).toMatchObject({ kind: 'function', url: '/rtk-query/api/fetchBaseQuery' });
    expect(byId.get('PayloadAction')).toMatchObject({ kind: 'type', signature: 'type PayloadAction<P, T, M, E>' });
    expect(byId.get('createStore')?.deprecated).toMatch(/configureStore/);
  });

  it('carries "since" versions from data/since-versions.json for 2.x additions only', () => {
    expect(byId.get('createSlice')?.since).toBeUndefined();
    expect(byId.get('combineSlices')?.since).toBe('2.0.0');
    expect(byId.get('createApi.onSchemaFailure')?.since).toBe('2.7.0');
    expect(byId.get('createApi.keepUnusedDataFor')?.since).toBeUndefined();
  });

  it('links every entry to a heading that exists on its page', () => {
    const anchors = new Map(pages.map((page) => [page.url, new Set(page.headings.map((heading) => heading.anchor))]));
    const broken = symbols.filter((symbol) => {
      if (symbol.url === undefined) return false;
      const [page, anchor] = symbol.url.split('#');
      const headings = anchors.get(page!);
      return !headings || (anchor !== undefined && !headings.has(anchor));
    });
    expect(broken.map((symbol) => `${symbol.id} → ${symbol.url}`)).toEqual([]);
  });
});

describe('simplifySignature', () => {
  it('keeps short signatures and drops type arguments from long ones', () => {
    expect(simplifySignature('f(a: A<B>): C')).toBe('f(a: A<B>): C');
    const long = `createThing(options: ThingOptions<${'State, '.repeat(20)}X>): Thing<${'Y, '.repeat(10)}Z>`;
    expect(simplifySignature(long)).toBe('createThing(options: ThingOptions): Thing');
  });

  it('does not take an arrow for a closing bracket, and restores bundler-renamed names', () => {
    expect(simplifySignature(`g(cb: (x: X) => Y<${'Q, '.repeat(40)}R>): Slice$1`)).toBe('g(cb: (x: X) => Y): Slice');
  });
});

import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { eagerFactoryInsertions, type Insertion } from '../factory-wrapping';

/** A chunk as the bundler writes it, minified: method-shorthand factories, one a plain function expression. */
const CHUNK =
  '"use strict";(self.webpackChunksite=self.webpackChunksite||[]).push([["42"],{' +
  '101(e,t,n){n.d(t,{answer:()=>r});let r=n(202).base+40},' +
  '202(e,t){t.base=2,t.twice=function(e){return 2*e}},' +
  '"303":function(e,t){t.name="three"}' +
  '}]);';

/** The code with the insertions made, as the bundler plugin makes them through its source objects. */
function applyInsertions(code: string, insertions: readonly Insertion[]): string {
  let result = code;
  for (const { at, text } of [...insertions].sort((a, b) => b.at - a.at)) {
    result = result.slice(0, at) + text + result.slice(at);
  }
  return result;
}

/** What each module of a chunk exports once run, with a small `require` of its own (functions by their source). */
function exportsOf(code: string): Record<string, unknown> {
  const sandbox: { self: { webpackChunksite?: [unknown, Record<string, Function>][] } } = { self: {} };
  runInNewContext(code, sandbox);
  const [[, factories]] = sandbox.self.webpackChunksite!;
  const cache: Record<string, Record<string, unknown>> = {};
  const require = (id: string | number): Record<string, unknown> => {
    const key = String(id);
    if (cache[key]) return cache[key];
    const exported: Record<string, unknown> = {};
    cache[key] = exported;
    const defineGetters = (target: object, getters: Record<string, () => unknown>) => {
      for (const [name, get] of Object.entries(getters)) Object.defineProperty(target, name, { get, enumerable: true });
    };
    factories[key]!.call(exported, { exports: exported }, exported, Object.assign(require, { d: defineGetters }));
    return exported;
  };
  const comparable = (value: unknown) => (typeof value === 'function' ? `function ${String(value)}` : value);
  return Object.fromEntries(
    Object.keys(factories).map((id) => [
      id,
      Object.fromEntries(Object.entries(require(id)).map(([name, value]) => [name, comparable(value)])),
    ]),
  );
}

describe('eagerFactoryInsertions', () => {
  it('makes every module factory of a chunk a parenthesised function expression', () => {
    const wrapped = applyInsertions(CHUNK, eagerFactoryInsertions(CHUNK));
    expect(wrapped).toContain('101:(function(e,t,n){');
    expect(wrapped).toContain('202:(function(e,t){');
    expect(wrapped).toContain('"303":(function(e,t){t.name="three"})');
    // Functions inside a factory are left as they were: only the factories are compiled with the file.
    expect(wrapped).toContain('t.twice=function(e){return 2*e}');
  });

  it('leaves what the modules export unchanged', () => {
    const wrapped = applyInsertions(CHUNK, eagerFactoryInsertions(CHUNK));
    expect(exportsOf(wrapped)).toEqual(exportsOf(CHUNK));
    expect(exportsOf(wrapped)['101']).toEqual({ answer: 42 });
  });

  it('has nothing to add to a chunk it has already wrapped', () => {
    const wrapped = applyInsertions(CHUNK, eagerFactoryInsertions(CHUNK));
    expect(eagerFactoryInsertions(wrapped)).toEqual([]);
  });

  it('leaves a file that is not a chunk alone, such as the runtime', () => {
    const runtime = '(()=>{"use strict";var e={},r=function(t){return e[t]};self.load=r})();';
    expect(eagerFactoryInsertions(runtime)).toEqual([]);
  });

  it('leaves factories it cannot write as function expressions alone: arrows, async and generator methods', () => {
    const chunk = '(self.c=self.c||[]).push([["1"],{1:(e,t)=>{t.a=1},async 2(e,t){},*3(e,t){}}]);';
    expect(eagerFactoryInsertions(chunk)).toEqual([]);
  });
});

describe('eagerFactoryInsertions on other scripts', () => {
  it('reads an ES module that mentions a chunk array without failing, and adds nothing', () => {
    const workerModule = 'const chunks=self.webpackChunksite||[];export function count(){return chunks.length}';
    expect(eagerFactoryInsertions(workerModule)).toEqual([]);
  });
});

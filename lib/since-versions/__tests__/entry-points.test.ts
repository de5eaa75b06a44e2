import path from 'node:path';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { resolveEntryDeclarations, type PackageFiles, type PackageManifest } from '../entry-points';

const pkg = '@reduxjs/toolkit';

/** A package made of sample package.json objects and a list of files. */
function files(manifests: Record<string, PackageManifest>, paths: readonly string[]): PackageFiles {
  const all = new Set([...paths, ...Object.keys(manifests)]);
  return { manifest: (relative) => manifests[relative], exists: (relative) => all.has(relative) };
}

describe('resolveEntryDeclarations without an exports map (1.x)', () => {
  it('reads the root typings field and the subpath folders’ own package.json', () => {
    const release = files(
      {
        'package.json': { typings: 'dist/typings.d.ts', main: 'dist/index.js' },
        'query/package.json': { types: './../dist/query/index.d.ts', main: '../dist/query/index.js' },
        'query/react/package.json': { main: '../../dist/query/react/index.js' },
      },
      ['dist/typings.d.ts', 'dist/query/index.d.ts', 'dist/query/react/index.d.ts'],
    );
    expect(resolveEntryDeclarations(pkg, pkg, release)).toBe('dist/typings.d.ts');
    expect(resolveEntryDeclarations(pkg, `${pkg}/query`, release)).toBe('dist/query/index.d.ts');
    // No types field: the declarations next to `main`.
    expect(resolveEntryDeclarations(pkg, `${pkg}/query/react`, release)).toBe('dist/query/react/index.d.ts');
    expect(resolveEntryDeclarations(pkg, `${pkg}/react`, release)).toBeUndefined();
  });

  it('prefers types over typings and falls back to index.d.ts', () => {
    expect(
      resolveEntryDeclarations(
        pkg,
        pkg,
        files({ 'package.json': { types: 'a.d.ts', typings: 'b.d.ts' } }, ['a.d.ts', 'b.d.ts']),
      ),
    ).toBe('a.d.ts');
    expect(resolveEntryDeclarations(pkg, pkg, files({ 'package.json': {} }, ['index.d.ts']))).toBe('index.d.ts');
  });

  it('fails loudly when package.json points at a file the package does not have', () => {
    const broken = files({ 'package.json': { types: 'dist/missing.d.ts' } }, []);
    expect(() => resolveEntryDeclarations(pkg, pkg, broken)).toThrow(/not in the package: dist\/missing.d.ts/);
    expect(() => resolveEntryDeclarations(pkg, 'redux', broken)).toThrow(/not an entry point/);
  });
});

describe('resolveEntryDeclarations with an exports map (2.x)', () => {
  const exportsMap = {
    './package.json': './package.json',
    '.': {
      'module-sync': { types: './dist/index.d.mts', default: './dist/modern.mjs' },
      react: { types: './dist/wrong.d.ts' },
      import: { types: './dist/index.d.mts', default: './dist/modern.mjs' },
      default: { types: './dist/index.d.ts', default: './dist/cjs/index.js' },
    },
    './react': { types: './dist/react/index.d.ts', import: './dist/react/modern.mjs' },
    './query': { import: './dist/query/modern.mjs', default: './dist/query/cjs/index.js' },
    './blocked': null,
  };
  const release = files(
    // The root types field and the query folder are ignored once there is an exports map.
    {
      'package.json': { types: 'dist/index.d.ts', exports: exportsMap },
      'query/react/package.json': { types: 'x.d.ts' },
    },
    ['dist/index.d.ts', 'dist/index.d.mts', 'dist/react/index.d.ts', 'dist/query/modern.d.mts', 'x.d.ts'],
  );

  it('follows nested conditions in key order, taking types, import and default', () => {
    expect(resolveEntryDeclarations(pkg, pkg, release)).toBe('dist/index.d.mts');
    expect(resolveEntryDeclarations(pkg, `${pkg}/react`, release)).toBe('dist/react/index.d.ts');
  });

  it('maps a JavaScript target to its sibling declarations', () => {
    expect(resolveEntryDeclarations(pkg, `${pkg}/query`, release)).toBe('dist/query/modern.d.mts');
  });

  it('treats subpaths missing from the map, or mapped to null, as absent', () => {
    expect(resolveEntryDeclarations(pkg, `${pkg}/query/react`, release)).toBeUndefined();
    expect(resolveEntryDeclarations(pkg, `${pkg}/blocked`, release)).toBeUndefined();
  });

  it('accepts a sugar exports string or conditions object for the root only', () => {
    const sugar = files({ 'package.json': { exports: './dist/index.js' } }, ['dist/index.d.ts']);
    expect(resolveEntryDeclarations(pkg, pkg, sugar)).toBe('dist/index.d.ts');
    expect(resolveEntryDeclarations(pkg, `${pkg}/query`, sugar)).toBeUndefined();
    const conditions = files({ 'package.json': { exports: { types: './t.d.ts' } } }, ['t.d.ts']);
    expect(resolveEntryDeclarations(pkg, pkg, conditions)).toBe('t.d.ts');
  });

  it('expands subpath patterns', () => {
    const patterns = files({ 'package.json': { exports: { './*': { types: './dist/*/index.d.ts' } } } }, [
      'dist/query/index.d.ts',
    ]);
    expect(resolveEntryDeclarations(pkg, `${pkg}/query`, patterns)).toBe('dist/query/index.d.ts');
    expect(() => resolveEntryDeclarations(pkg, `${pkg}/react`, patterns)).toThrow(/not in the package/);
  });
});

describe('resolveEntryDeclarations on the installed toolkit', () => {
  const toolkitDir = path.dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`));
  const installed: PackageFiles = {
    manifest: (relative) => {
      const file = path.join(toolkitDir, relative);
      return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PackageManifest) : undefined;
    },
    exists: (relative) => fs.existsSync(path.join(toolkitDir, relative)),
  };

  it('agrees with TypeScript’s own bundler resolution for every entry point', () => {
    const options: ts.CompilerOptions = {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
    };
    const from = path.join(path.dirname(toolkitDir), '..', '..', 'index.ts');
    for (const entry of [pkg, `${pkg}/react`, `${pkg}/query`, `${pkg}/query/react`]) {
      const resolved = ts.resolveModuleName(entry, from, options, ts.sys).resolvedModule?.resolvedFileName;
      const ours = resolveEntryDeclarations(pkg, entry, installed);
      expect(ours, entry).toBeDefined();
      expect(fs.realpathSync(path.join(toolkitDir, ours!)), entry).toBe(fs.realpathSync(resolved!));
    }
  });
});

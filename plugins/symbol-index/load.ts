import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createDeclarationProgram } from '../../lib/toolkit-api/read-exports';
import { ENTRY_POINTS, SURFACES, SURFACE_PREAMBLE, UNDOCUMENTED_EXPORTS } from '../../lib/toolkit-api/surfaces';
import { listDocFiles } from '../../lib/code-blocks/docs-files';
import type { SymbolEntry, SymbolIndexFile } from '../../src/symbols/types';
import { buildSymbolEntries, type DeclaredEntryPoint, type DeclaredSurface } from './build';
import { describeMember, listDeclaredExports } from './declarations';
import { readDocPage } from './doc-sections';
import { SURFACE_OWNERS } from './owners';
import type { SinceVersions } from './since';
import { timedSync } from '../../lib/build-timing/timing';

const ROOT = path.resolve(__dirname, '../..');
export const DOCS_DIR = path.join(ROOT, 'docs');
export const SINCE_VERSIONS_FILE = path.join(ROOT, 'data', 'since-versions.json');

/** The committed since-versions data (`npm run data:since` writes it). */
export function readSinceVersions(file = SINCE_VERSIONS_FILE): SinceVersions {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run data:since\` and commit it`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SinceVersions;
}

/** Reads the docs pages, keyed by their path relative to docs/. */
export function readDocPages(docsDir = DOCS_DIR) {
  return listDocFiles(docsDir).map((file) => readDocPage(file, fs.readFileSync(path.join(docsDir, file), 'utf8')));
}

/** Reads the pinned toolkit's declarations: exports per entry point and each surface's members. */
export function readDeclarations(): { entryPoints: DeclaredEntryPoint[]; surfaces: DeclaredSurface[] } {
  const toolkitDir = path.dirname(
    createRequire(path.join(ROOT, 'package.json')).resolve('@reduxjs/toolkit/package.json'),
  );
  const entryFiles = ENTRY_POINTS.map((entry) => path.join(toolkitDir, entry.declarations));
  const program = createDeclarationProgram(
    entryFiles,
    SURFACES.map((surface) => surface.type),
    SURFACE_PREAMBLE,
  );
  const entryPoints = ENTRY_POINTS.map((entry, index) => ({
    name: entry.name,
    ownerFolders: entry.ownerFolders,
    symbols: listDeclaredExports(program, entryFiles[index]!).filter(
      (symbol) => !(symbol.name in UNDOCUMENTED_EXPORTS),
    ),
  }));
  const surfaces = SURFACES.map((surface, index) => {
    const owner = SURFACE_OWNERS[surface.name];
    if (!owner) throw new Error(`plugins/symbol-index/owners.ts has no owner for the surface "${surface.name}".`);
    const ignored = surface.ignore ?? {};
    const members = [...program.surfaceMembers[index]!]
      .filter(([name]) => !(name in ignored) && !name.startsWith('__'))
      .map(([name, member]) => describeMember(name, member, program.checker, owner.kind));
    return { name: surface.name, page: surface.page, owner, members };
  });
  return { entryPoints, surfaces };
}

// On globalThis: Docusaurus loads the config and each plugin through separate module loaders.
const MEMO = Symbol.for('rtk-docs.symbol-index');

/** Every symbol entry, computed once per process (the remark plugin and the search index share it). */
export function loadSymbolIndex(): readonly SymbolEntry[] {
  const store = globalThis as Record<symbol, readonly SymbolEntry[] | undefined>;
  store[MEMO] ??= timedSync('symbol index', () =>
    buildSymbolEntries({ ...readDeclarations(), pages: readDocPages(), since: readSinceVersions() }),
  );
  return store[MEMO];
}

/** Serialises the index and names it after its content, so it can be cached forever. */
export function hashedSymbolFile(symbols: readonly SymbolEntry[]): { name: string; json: string } {
  const file: SymbolIndexFile = { version: 1, symbols };
  const json = JSON.stringify(file);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  return { name: `index.${hash}.json`, json };
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createDeclarationProgram } from '../../lib/toolkit-api/read-exports';
import { ENTRY_POINTS, SURFACES, SURFACE_PREAMBLE, UNDOCUMENTED_EXPORTS } from '../../lib/toolkit-api/surfaces';
import { listDocFiles } from '../../lib/code-blocks/docs-files';
import type { SymbolEntry, SymbolIndexFile } from '../../src/symbols/types';
import { buildSymbolEntries, type DeclaredEntryPoint, type DeclaredSurface, type SymbolSources } from './build';
import { describeMember, listDeclaredExports } from './declarations';
import { readDocPage, type DocPage } from './doc-sections';
import { SURFACE_OWNERS } from './owners';
import type { SinceVersions } from './since';
import { logTiming, timedSync } from '../../lib/build-timing/timing';
import { inputsKey, readCached, writeCached, type CacheInputs } from '../../lib/files/content-keyed-cache';

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
const LIVE = Symbol.for('rtk-docs.symbol-index.live');

/**
 * Every symbol entry (the remark plugin and the search index share it). A
 * production build computes it once. Elsewhere (the development server,
 * tests) it follows the docs: the declarations are read once, and when a
 * docs file changed, that page is read again and the entries are joined anew.
 */
export function loadSymbolIndex(): readonly SymbolEntry[] {
  const store = globalThis as Record<symbol, unknown>;
  if (process.env.NODE_ENV === 'production') {
    store[MEMO] ??= builtOrReused();
    return store[MEMO] as readonly SymbolEntry[];
  }
  const live = (store[LIVE] ??= new LiveSymbolIndex(timedSync('symbol index: declarations', readDeclarations)));
  return (live as LiveSymbolIndex).current(DOCS_DIR);
}

/** What the production index is made from: the docs, the code that reads them and the toolkit, and the since data. */
export function symbolIndexInputs(): CacheInputs {
  return {
    folders: [
      DOCS_DIR,
      __dirname,
      path.join(ROOT, 'plugins/example-usages'),
      path.join(ROOT, 'lib/code-blocks'),
      path.join(ROOT, 'lib/toolkit-api'),
      path.join(ROOT, 'lib/since-versions'),
      path.join(ROOT, 'src/symbols'),
    ],
    files: [SINCE_VERSIONS_FILE, path.join(ROOT, 'package-lock.json')],
  };
}

/** The entries a production build last made from the same inputs, or new ones, then kept. */
function builtOrReused(): readonly SymbolEntry[] {
  const started = performance.now();
  const key = inputsKey(symbolIndexInputs(), ROOT);
  const cacheDir = path.join(ROOT, 'node_modules/.cache/symbol-index');
  const cached = readCached(cacheDir, key);
  if (cached !== undefined) {
    logTiming('symbol index', performance.now() - started, 'unchanged inputs: the last index reused');
    return (JSON.parse(cached) as SymbolIndexFile).symbols;
  }
  const entries = timedSync('symbol index', () =>
    buildSymbolEntries({ ...readDeclarations(), pages: readDocPages(), since: readSinceVersions() }),
  );
  writeCached(cacheDir, key, hashedSymbolFile(entries).json);
  return entries;
}

/** The symbol entries of a docs folder that changes: each page is parsed again only when its content changed. */
export class LiveSymbolIndex {
  private readonly pages = new Map<string, { stamp: string; source: string; page: DocPage }>();
  private signature: string | undefined;
  private entries: readonly SymbolEntry[] = [];
  /** How many times a page was parsed (for tests). */
  parsed = 0;

  constructor(
    private readonly declarations: Pick<SymbolSources, 'entryPoints' | 'surfaces'>,
    private readonly since: () => SinceVersions = () => readSinceVersions(),
  ) {}

  /** The entries for the docs as they are now; the same array as last time when no file changed. */
  current(docsDir: string): readonly SymbolEntry[] {
    const files = listDocFiles(docsDir);
    const stamps = files.map((file) => {
      const stat = fs.statSync(path.join(docsDir, file));
      return `${stat.size}:${stat.mtimeMs}`;
    });
    const signature = files.map((file, index) => `${file} ${stamps[index]}`).join('\n');
    if (signature === this.signature) return this.entries;
    const pages = files.map((file, index) => {
      const known = this.pages.get(file);
      if (known?.stamp === stamps[index]) return known.page;
      const source = fs.readFileSync(path.join(docsDir, file), 'utf8');
      const page = known?.source === source ? known.page : readDocPage(file, source);
      if (page !== known?.page) this.parsed += 1;
      this.pages.set(file, { stamp: stamps[index]!, source, page });
      return page;
    });
    for (const file of [...this.pages.keys()]) if (!files.includes(file)) this.pages.delete(file);
    this.signature = signature;
    this.entries = buildSymbolEntries({ ...this.declarations, pages, since: this.since() });
    return this.entries;
  }
}

/** Serialises the index and names it after its content, so it can be cached forever. */
export function hashedSymbolFile(symbols: readonly SymbolEntry[]): { name: string; json: string } {
  const file: SymbolIndexFile = { version: 1, symbols };
  const json = JSON.stringify(file);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  return { name: `index.${hash}.json`, json };
}

import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { CacheInputs } from './content-keyed-cache';

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.cts', '.mjs', '.cjs', '.js', '/index.ts'];

/** Every import, export-from, dynamic import and require in a source file. */
export function importSpecifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((imported) => imported.fileName);
}

function resolveLocal(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return EXTENSIONS.map((extension) => base + extension).find((file) =>
    fs.statSync(file, { throwIfNoEntry: false })?.isFile(),
  );
}

/**
 * Every file of the repository the entry modules reach through relative
 * imports (themselves included): what a cache of their result must hash,
 * beside packages.
 */
export function localImportClosure(...entries: string[]): string[] {
  const seen = new Set<string>();
  const pending = entries.map((entry) => path.resolve(entry));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importSpecifiers(fs.readFileSync(file, 'utf8'))) {
      const target = resolveLocal(file, specifier);
      if (target) pending.push(target);
    }
  }
  return [...seen].sort();
}

/**
 * Modules build steps run with that cannot change what a step makes: timing
 * logs, the cache itself, V8's flags and telling the development server apart.
 */
const NOT_SHAPING_RESULTS = [
  'lib/build-timing/timing.ts',
  'lib/files/content-keyed-cache.ts',
  'lib/files/write-atomically.ts',
  'lib/v8-flags.cjs',
  'plugins/dev-data/dev-files.ts',
];

/**
 * The files of `closure` (relative to `rootDir`) that none of the cache's
 * input folders or files holds, leaving out those that cannot shape a result.
 */
export function filesOutside(closure: readonly string[], inputs: CacheInputs, rootDir: string): string[] {
  const held = (file: string) =>
    inputs.files.includes(file) || inputs.folders.some((folder) => file.startsWith(`${folder}${path.sep}`));
  return closure
    .filter((file) => !held(file))
    .map((file) => path.relative(rootDir, file))
    .filter((file) => !NOT_SHAPING_RESULTS.includes(file));
}

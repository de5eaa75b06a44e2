import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { CacheInputs } from './content-keyed-cache';

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.cts', '.mjs', '.cjs', '.js', '/index.ts'];

function resolveLocal(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return EXTENSIONS.map((extension) => base + extension).find((file) =>
    fs.statSync(file, { throwIfNoEntry: false })?.isFile(),
  );
}

/**
 * Every file of the repository a module reaches through relative imports
 * (itself included): what a cache of its result must hash, beside packages.
 */
export function localImportClosure(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [path.resolve(entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolveLocal(file, fileName);
      if (target) pending.push(target);
    }
  }
  return [...seen].sort();
}

/** The files of `closure` that none of the cache's input folders or files holds. */
export function filesOutside(closure: readonly string[], inputs: CacheInputs): string[] {
  const held = (file: string) =>
    inputs.files.includes(file) || inputs.folders.some((folder) => file.startsWith(`${folder}${path.sep}`));
  return closure.filter((file) => !held(file));
}

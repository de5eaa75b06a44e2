import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeAtomicallySync } from './write-atomically';

/**
 * A build step's result kept on disk under the hash of everything it reads:
 * a second build of the same sources (the hosted-search build in `npm test`,
 * a rebuild after a config change) reuses it. The caches live under
 * node_modules/.cache, which `docusaurus clear` removes, so a cold build still
 * works everything out from scratch.
 */
export interface CacheInputs {
  /** Folders whose files the step reads or runs (its own code, the docs, shared libraries). */
  readonly folders: readonly string[];
  /** Single files, such as the lockfile that pins TypeScript and the toolkit. */
  readonly files: readonly string[];
}

function listFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return (fs.readdirSync(folder, { recursive: true }) as string[])
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(folder, file))
    .filter((file) => fs.statSync(file).isFile())
    .sort();
}

/** A hash of every input file's path and content. */
export function inputsKey(inputs: CacheInputs, rootDir: string): string {
  const hash = createHash('sha256');
  const files = [...inputs.folders.flatMap(listFiles), ...inputs.files.filter((file) => fs.existsSync(file))];
  for (const file of files) {
    hash.update(path.relative(rootDir, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 32);
}

export function readCached(cacheDir: string, key: string): string | undefined {
  try {
    return fs.readFileSync(path.join(cacheDir, `${key}.json`), 'utf8');
  } catch {
    return undefined;
  }
}

/** Written atomically: a build running at the same time never reads half a file. */
export function writeCached(cacheDir: string, key: string, json: string): void {
  fs.mkdirSync(cacheDir, { recursive: true });
  writeAtomicallySync(path.join(cacheDir, `${key}.json`), json);
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeAtomicallySync } from '../../lib/files/write-atomically';

/**
 * The example analysis is the longest step of a build (tens of seconds of
 * TypeScript work). Its result depends only on the docs, the code that
 * analyses them and the installed packages, so a finished analysis is kept on
 * disk under the hash of all of those: a second build of the same sources (the
 * hosted-search build in `npm test`, a rebuild after a config change) reuses it.
 * It lives under node_modules/.cache, which `docusaurus clear` removes, so a
 * cold build still analyses from scratch.
 */
export interface AnalysisInputs {
  /** Folders whose files the analysis reads or runs (its own code, the docs, shared config). */
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
export function analysisKey(inputs: AnalysisInputs, rootDir: string): string {
  const hash = createHash('sha256');
  const files = [...inputs.folders.flatMap(listFiles), ...inputs.files.filter((file) => fs.existsSync(file))];
  for (const file of files) {
    hash.update(path.relative(rootDir, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 32);
}

export function readCachedAnalysis(cacheDir: string, key: string): string | undefined {
  try {
    return fs.readFileSync(path.join(cacheDir, `${key}.json`), 'utf8');
  } catch {
    return undefined;
  }
}

/** Written atomically: a build running at the same time never reads half a file. */
export function writeCachedAnalysis(cacheDir: string, key: string, json: string): void {
  fs.mkdirSync(cacheDir, { recursive: true });
  writeAtomicallySync(path.join(cacheDir, `${key}.json`), json);
}

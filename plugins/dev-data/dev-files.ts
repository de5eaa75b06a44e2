import fs from 'node:fs/promises';
import path from 'node:path';
import { writeAtomically } from '../../lib/files/write-atomically';

/**
 * Where the development server's derived files live (Markdown twins, the
 * search index, hover data, the symbol index): a folder `docusaurus start`
 * serves beside `static/` (see index.ts), never part of a production build.
 * Under node_modules/.cache, so `npm run clear` empties it and the dev
 * server's own static-file watcher ignores it (a write must not reload the page).
 */
export const DEV_STATIC_DIR = 'node_modules/.cache/dev-data/static';

/** True in `docusaurus start`, false in `docusaurus build` (which sets NODE_ENV=production). */
export function isDevServer(): boolean {
  return process.env.NODE_ENV !== 'production';
}

/** The absolute folder the development server serves derived files from. */
export function devStaticDir(siteDir: string): string {
  return path.join(siteDir, DEV_STATIC_DIR);
}

/** Writes a file at a site path (`assets/search/index.abc.bin`, `api/createSlice.md`) of the development server. */
export async function writeDevFile(siteDir: string, sitePath: string, content: string | Uint8Array): Promise<void> {
  const target = path.join(devStaticDir(siteDir), sitePath.replace(/^\//, ''));
  await fs.mkdir(path.dirname(target), { recursive: true });
  // A request never reads half a file.
  await writeAtomically(target, content);
}

/** Removes a file or folder at a site path of the development server, if it is there. */
export async function removeDevFile(siteDir: string, sitePath: string): Promise<void> {
  await fs.rm(path.join(devStaticDir(siteDir), sitePath.replace(/^\//, '')), { recursive: true, force: true });
}

/**
 * The files of a series (successive search indexes) to keep after `newest` is
 * written, and those to remove: the newest two, because a page that read the
 * pointer just before an update may still be fetching the one before.
 */
export function retireOlder(kept: readonly string[], newest: string): { kept: string[]; retired: string[] } {
  const all = [...kept.filter((file) => file !== newest), newest];
  return { kept: all.slice(-2), retired: all.slice(0, -2) };
}

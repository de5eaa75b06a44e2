import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** One entry of the precache list workbox writes into the service worker. */
export interface PrecacheEntry {
  readonly url: string;
  readonly revision: string | null;
}

export const SERVICE_WORKER_FILE = 'sw.js';

const LIST_START = '[{"revision":';

/** The precache list in a built service worker (workbox writes it as JSON), with its position. */
export function findPrecacheList(source: string): { start: number; end: number; entries: PrecacheEntry[] } | undefined {
  const start = source.indexOf(LIST_START);
  if (start === -1) return undefined;
  for (let close = source.indexOf('}]', start); close !== -1; close = source.indexOf('}]', close + 1)) {
    try {
      const entries = JSON.parse(source.slice(start, close + 2)) as PrecacheEntry[];
      return { start, end: close + 2, entries };
    } catch {
      // A "}]" inside a string: the list goes on.
    }
  }
  return undefined;
}

/** The built files a precache URL can name, in the order the server looks them up. */
export function builtFileCandidates(url: string): string[] {
  const relative = decodeURIComponent(url.replace(/^\//, ''));
  if (relative === '') return ['index.html'];
  return [relative, `${relative}.html`, `${relative}/index.html`];
}

/** The service worker source with new revisions for the entries listed in `revisions`. */
export function withRevisions(source: string, revisions: ReadonlyMap<string, string>): string {
  const list = findPrecacheList(source);
  if (!list) throw new Error(`No precache list found in ${SERVICE_WORKER_FILE}`);
  const entries = list.entries.map((entry) =>
    entry.revision !== null && revisions.has(entry.url)
      ? { ...entry, revision: revisions.get(entry.url) ?? null }
      : entry,
  );
  return source.slice(0, list.start) + JSON.stringify(entries) + source.slice(list.end);
}

async function readFirst(dir: string, candidates: readonly string[]): Promise<Buffer | undefined> {
  for (const candidate of candidates) {
    try {
      return await fs.readFile(path.join(dir, candidate));
    } catch {
      // not this one
    }
  }
  return undefined;
}

/**
 * Recomputes the precache revisions from the files as they finally are. Docusaurus runs
 * the plugins' postBuild steps concurrently, and the search-index plugin rewrites every
 * page (it adds the index URL) while the PWA plugin hashes them: without this, a page's
 * revision could miss that change, and a new deploy would leave visitors with old pages.
 * Returns how many revisions changed; a build without a service worker is left alone.
 */
export async function refreshPrecacheRevisions(dir: string): Promise<number> {
  const workerFile = path.join(dir, SERVICE_WORKER_FILE);
  let source: string;
  try {
    source = await fs.readFile(workerFile, 'utf8');
  } catch {
    return 0;
  }
  const list = findPrecacheList(source);
  if (!list) throw new Error(`${workerFile} has no precache list`);
  const revisions = new Map<string, string>();
  for (const entry of list.entries) {
    if (entry.revision === null) continue;
    const body = await readFirst(dir, builtFileCandidates(entry.url));
    if (!body) throw new Error(`${workerFile} precaches ${entry.url}, which is not in the build`);
    const revision = createHash('md5').update(body).digest('hex');
    if (revision !== entry.revision) revisions.set(entry.url, revision);
  }
  if (revisions.size > 0) await fs.writeFile(workerFile, withRevisions(source, revisions));
  return revisions.size;
}

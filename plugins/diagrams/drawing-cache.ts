import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { writeAtomically } from '../../lib/files/write-atomically';
import type { Drawing, MermaidSetup } from './draw';

/** Changed when what a cache file holds changes, so older files are not read as the new shape. */
const CACHE_FORMAT = 4;

/**
 * Drawings kept between builds, one file per diagram: named by the hash of
 * everything the drawing depends on (source, Mermaid version, site setup), so
 * an edit or an upgrade draws again and nothing else does. `keepOnly` removes
 * the drawings of sources the site no longer has (every save of an edited
 * diagram in `npm start` makes a new one).
 */
export function createDrawingCache(directory: string, mermaidVersion: string, setup: MermaidSetup) {
  const fileOf = (source: string) =>
    path.join(
      directory,
      `${createHash('sha256')
        .update(JSON.stringify([CACHE_FORMAT, mermaidVersion, setup, source]))
        .digest('hex')
        .slice(0, 24)}.json`,
    );
  return {
    async read(source: string): Promise<Drawing | undefined> {
      try {
        return JSON.parse(await fs.readFile(fileOf(source), 'utf8')) as Drawing;
      } catch {
        return undefined;
      }
    },
    async write(source: string, drawing: Drawing): Promise<void> {
      await fs.mkdir(directory, { recursive: true });
      await writeAtomically(fileOf(source), JSON.stringify(drawing));
    },
    async keepOnly(sources: readonly string[]): Promise<void> {
      const kept = new Set(sources.map((source) => path.basename(fileOf(source))));
      const files = await fs.readdir(directory).catch(() => []);
      await Promise.all(
        files.filter((file) => !kept.has(file)).map((file) => fs.rm(path.join(directory, file), { force: true })),
      );
    },
  };
}

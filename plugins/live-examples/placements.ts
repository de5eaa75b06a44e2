import fs from 'node:fs';
import path from 'node:path';
import { listDocFiles } from '../../lib/code-blocks/docs-files';

/** Where a docs page places a live example with `::live-example{name="…"}`. */
export interface Placement {
  /** The page, relative to the docs folder (`rtk-query/usage/polling.md`). */
  readonly file: string;
  readonly name: string;
  /** Placed with `compact`: title, description and Run only. */
  readonly compact: boolean;
}

const DIRECTIVE = /^::live-example\{name="([\w-]+)"([^}]*)\}\s*$/gm;

/** Every live example placement in the docs, in page order. */
export function listPlacements(docsDir: string): Placement[] {
  return listDocFiles(docsDir).flatMap((file) =>
    [...fs.readFileSync(path.join(docsDir, file), 'utf8').matchAll(DIRECTIVE)].map((match) => ({
      file,
      name: match[1]!,
      compact: /\bcompact\b/.test(match[2]!),
    })),
  );
}

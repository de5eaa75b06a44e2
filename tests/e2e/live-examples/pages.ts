import fs from 'node:fs';
import path from 'node:path';

const DOCS_DIR = path.resolve(__dirname, '../../../docs');
const DIRECTIVE = /^::live-example\{name="([\w-]+)"([^}]*)\}\s*$/gm;

/**
 * Every live example placed in the docs, with the page (route) its test runs on:
 * the first page, in path order, that shows it in full, else the first that lists it compactly.
 */
export const LIVE_EXAMPLE_PAGES: ReadonlyArray<{ readonly name: string; readonly page: string }> = (() => {
  const full = new Map<string, string>();
  const compact = new Map<string, string>();
  const files = (fs.readdirSync(DOCS_DIR, { recursive: true }) as string[])
    .filter((file) => /\.mdx?$/.test(file))
    .sort();
  for (const file of files) {
    const route = `/${file
      .split(path.sep)
      .join('/')
      .replace(/\.mdx?$/, '')}`;
    for (const [, name, rest] of fs.readFileSync(path.join(DOCS_DIR, file), 'utf8').matchAll(DIRECTIVE)) {
      const placements = /\bcompact\b/.test(rest!) ? compact : full;
      if (!placements.has(name!)) placements.set(name!, route);
    }
  }
  const names = [...new Set([...full.keys(), ...compact.keys()])].sort();
  return names.map((name) => ({ name, page: full.get(name) ?? compact.get(name)! }));
})();

import fs from 'node:fs';
import path from 'node:path';

const DOCS_DIR = path.resolve(__dirname, '../../../docs');
const DIRECTIVE = /^::live-example\{name="([\w-]+)"[^}]*\}\s*$/gm;

/** Every live example placed in the docs, with the first page (route) that places it, in docs order. */
export const LIVE_EXAMPLE_PAGES: ReadonlyArray<{ readonly name: string; readonly page: string }> = (() => {
  const seen = new Map<string, string>();
  const files = (fs.readdirSync(DOCS_DIR, { recursive: true }) as string[])
    .filter((file) => /\.mdx?$/.test(file))
    .sort();
  for (const file of files) {
    const route = `/${file
      .split(path.sep)
      .join('/')
      .replace(/\.mdx?$/, '')}`;
    for (const match of fs.readFileSync(path.join(DOCS_DIR, file), 'utf8').matchAll(DIRECTIVE)) {
      if (!seen.has(match[1]!)) seen.set(match[1]!, route);
    }
  }
  return [...seen].map(([name, page]) => ({ name, page }));
})();

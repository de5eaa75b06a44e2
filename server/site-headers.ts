import fs from 'node:fs/promises';
import path from 'node:path';
import { parseHeadersFile, SANDBOX_HEADERS_PATH } from './netlify-files';

export const HEADERS_FILE = '_headers';
export const REDIRECTS_FILE = '_redirects';

/** The CSP the build declares for the live-example sandbox document, if the build has one. */
export async function readSandboxPolicy(dir: string): Promise<string | undefined> {
  const text = await fs.readFile(path.join(dir, HEADERS_FILE), 'utf8');
  return parseHeadersFile(text).find((block) => block.path === SANDBOX_HEADERS_PATH)?.headers[
    'Content-Security-Policy'
  ];
}

/** The headers the build declares for every response (the `/*` block of `_headers`). */
export async function readSiteHeaders(dir: string): Promise<Record<string, string>> {
  const file = path.join(dir, HEADERS_FILE);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    throw new Error(
      `${file} is missing: build the site with \`npm run build\`, which finishes the output for serving.`,
    );
  }
  const all = parseHeadersFile(text).find((block) => block.path === '/*');
  if (!all) throw new Error(`${file} has no block for /*`);
  return all.headers;
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { inlineScriptHashes } from './inline-scripts';
import { parseHeadersFile, siteHeaderBlocks, toHeadersFile, toRedirectsFile } from './netlify-files';
import { precompressDirectory } from './precompress';
import { REDIRECTS } from './redirects';
import { securityHeaders, type ThirdParties } from './security-headers';

export const HEADERS_FILE = '_headers';
export const REDIRECTS_FILE = '_redirects';

async function listHtml(dir: string): Promise<string[]> {
  const entries = (await fs.readdir(dir, { recursive: true })) as string[];
  return entries.filter((entry) => entry.endsWith('.html')).map((entry) => path.join(dir, entry));
}

/** Every distinct inline-script hash in the build, sorted. */
export async function collectScriptHashes(dir: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const file of await listHtml(dir))
    for (const hash of inlineScriptHashes(await fs.readFile(file, 'utf8'))) hashes.add(hash);
  return [...hashes].sort();
}

/**
 * Finishes a production build for serving: writes `_headers` (with a CSP
 * hashed from the build's own inline scripts) and `_redirects`, then
 * precompresses text files. Run after `docusaurus build`, once every plugin
 * has written its files.
 */
export async function finishBuildOutput(
  dir: string,
  thirdParties: ThirdParties,
): Promise<{ hashes: number; compressed: number }> {
  const hashes = await collectScriptHashes(dir);
  await fs.writeFile(
    path.join(dir, HEADERS_FILE),
    toHeadersFile(siteHeaderBlocks(securityHeaders(hashes, thirdParties))),
  );
  await fs.writeFile(path.join(dir, REDIRECTS_FILE), toRedirectsFile(REDIRECTS));
  const compressed = await precompressDirectory(dir);
  return { hashes: hashes.length, compressed };
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

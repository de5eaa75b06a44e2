import fs from 'node:fs/promises';
import path from 'node:path';
import { inlineScriptHashes } from './inline-scripts';
import { siteHeaderBlocks, toHeadersFile, toRedirectsFile } from './netlify-files';
import { precompressDirectory } from './precompress';
import { refreshPrecacheRevisions } from './precache-revisions';
import { REDIRECTS } from './redirects';
import {
  sandboxContentSecurityPolicy,
  SANDBOX_PATH_PREFIX,
  securityHeaders,
  type ThirdParties,
} from './security-headers';

import { HEADERS_FILE, REDIRECTS_FILE } from './site-headers';

async function listHtml(dir: string): Promise<string[]> {
  const entries = (await fs.readdir(dir, { recursive: true })) as string[];
  return entries.filter((entry) => entry.endsWith('.html')).map((entry) => path.join(dir, entry));
}

const isSandboxDocument = (dir: string, file: string) =>
  `/${path.relative(dir, file).split(path.sep).join('/')}`.startsWith(SANDBOX_PATH_PREFIX);

/** Every distinct inline-script hash in the build's pages (or in its sandbox documents), sorted. */
export async function collectScriptHashes(dir: string, sandbox = false): Promise<string[]> {
  const hashes = new Set<string>();
  for (const file of await listHtml(dir)) {
    if (isSandboxDocument(dir, file) !== sandbox) continue;
    for (const hash of inlineScriptHashes(await fs.readFile(file, 'utf8'))) hashes.add(hash);
  }
  return [...hashes].sort();
}

/**
 * Finishes a production build for serving: writes `_headers` (with a CSP
 * hashed from the build's own inline scripts) and `_redirects`, brings the
 * service worker's precache revisions up to date, then precompresses text files. Run after `docusaurus build`, once every plugin
 * has written its files.
 */
export async function finishBuildOutput(
  dir: string,
  thirdParties: ThirdParties,
): Promise<{ hashes: number; compressed: number; fromCache: number; revisions: number }> {
  // Before precompressing, which must see the final service worker.
  const revisions = await refreshPrecacheRevisions(dir);
  const hashes = await collectScriptHashes(dir);
  const sandboxHashes = await collectScriptHashes(dir, true);
  const sandboxPolicy = sandboxHashes.length > 0 ? sandboxContentSecurityPolicy(sandboxHashes) : undefined;
  await fs.writeFile(
    path.join(dir, HEADERS_FILE),
    toHeadersFile(siteHeaderBlocks(securityHeaders(hashes, thirdParties), sandboxPolicy)),
  );
  await fs.writeFile(path.join(dir, REDIRECTS_FILE), toRedirectsFile(REDIRECTS));
  const { compressed, fromCache } = await precompressDirectory(dir);
  return { hashes: hashes.length, compressed, fromCache, revisions };
}

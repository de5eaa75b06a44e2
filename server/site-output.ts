import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { inlineScriptHashes } from '../lib/sandbox-policy/inline-scripts';
import { siteHeaderBlocks, toHeadersFile, toRedirectsFile } from './netlify-files';
import { precompressDirectory } from '../lib/precompress/precompress';
import { refreshPrecacheRevisions } from './precache-revisions';
import { REDIRECTS } from './redirects';
import { sandboxContentSecurityPolicy, SANDBOX_PATH_PREFIX } from '../lib/sandbox-policy/sandbox-policy';
import { securityHeaders, type ThirdParties } from './security-headers';

import { HEADERS_FILE, REDIRECTS_FILE } from './site-headers';

async function listHtml(dir: string): Promise<string[]> {
  const entries = (await fs.readdir(dir, { recursive: true })) as string[];
  return entries.filter((entry) => entry.endsWith('.html')).map((entry) => path.join(dir, entry));
}

const isSandboxDocument = (dir: string, file: string) =>
  `/${path.relative(dir, file).split(path.sep).join('/')}`.startsWith(SANDBOX_PATH_PREFIX);

/** Every distinct inline-script hash in the build's pages and, apart, in its sandbox documents; each sorted. */
export async function collectScriptHashes(dir: string): Promise<{ pages: string[]; sandbox: string[] }> {
  const pages = new Set<string>();
  const sandbox = new Set<string>();
  for (const file of await listHtml(dir)) {
    const found = isSandboxDocument(dir, file) ? sandbox : pages;
    for (const hash of inlineScriptHashes(await fs.readFile(file, 'utf8'))) found.add(hash);
  }
  return { pages: [...pages].sort(), sandbox: [...sandbox].sort() };
}

/** Writes `_headers`, with a CSP hashed from the build's own inline scripts, and `_redirects`; returns the page hashes. */
async function writeHeadersAndRedirects(dir: string, thirdParties: ThirdParties): Promise<string[]> {
  const { pages: hashes, sandbox: sandboxHashes } = await collectScriptHashes(dir);
  const sandboxPolicy = sandboxHashes.length > 0 ? sandboxContentSecurityPolicy(sandboxHashes) : undefined;
  await fs.writeFile(
    path.join(dir, HEADERS_FILE),
    toHeadersFile(siteHeaderBlocks(securityHeaders(hashes, thirdParties), sandboxPolicy)),
  );
  await fs.writeFile(path.join(dir, REDIRECTS_FILE), toRedirectsFile(REDIRECTS));
  return hashes;
}

/** Told when a step of finishing a build is done, and how long it took. */
export type StepListener = (label: string, milliseconds: number) => void;

/**
 * Finishes a production build for serving: writes `_headers` (with a CSP
 * hashed from the build's own inline scripts) and `_redirects`, brings the
 * service worker's precache revisions up to date, then precompresses text
 * files (on every core, while this thread computes the CSP hashes). Run after
 * `docusaurus build`, once every plugin has written its files. Returns the
 * counts; `onStep` hears of each step as it ends.
 */
export async function finishBuildOutput(
  dir: string,
  thirdParties: ThirdParties,
  onStep: StepListener = () => {},
  /** The files a page's first load fetches (lib/precompress/first-load.ts), compressed hardest. */
  firstLoad?: ReadonlySet<string>,
): Promise<{ hashes: number; compressed: number; fromCache: number; revisions: number }> {
  const step = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    onStep(label, performance.now() - started);
    return result;
  };
  // Before precompressing, which must see the final service worker.
  const revisions = await step('precache revisions', () => refreshPrecacheRevisions(dir));
  // Concurrently: precompression runs in worker threads, the hashing in this one.
  const [hashes, { compressed, fromCache }] = await Promise.all([
    step('CSP hashes, headers and redirects', () => writeHeadersAndRedirects(dir, thirdParties)),
    step('precompression', () => precompressDirectory(dir, { firstLoad })),
  ]);
  return { hashes: hashes.length, compressed, fromCache, revisions };
}

import { IMMUTABLE, REVALIDATE, SERVICE_WORKER_CACHE } from './cache-policy';
import type { RedirectRule } from './redirects';
import { SANDBOX_PATH_PREFIX } from '../lib/sandbox-policy/sandbox-policy';

/** The `_headers` block of the live-example sandbox document. */
export const SANDBOX_HEADERS_PATH = `${SANDBOX_PATH_PREFIX}*`;

/** `_redirects` in the static-host format: one `from to 301` line per rule; query strings carry over. */
export function toRedirectsFile(rules: readonly RedirectRule[]): string {
  return `${rules
    .map(({ from, to }) => (from.endsWith('/*') ? `${from}  ${to}:splat  301` : `${from}  ${to}  301`))
    .join('\n')}\n`;
}

/** Content types of the Markdown exports (`<route>.md`) and of `/llms.txt`, `/llms-full.txt`. */
export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';
export const PLAIN_TEXT_TYPE = 'text/plain; charset=utf-8';

/** Header blocks in the static-host `_headers` format, by path pattern. */
export type HeaderBlocks = ReadonlyArray<{ readonly path: string; readonly headers: Readonly<Record<string, string>> }>;

/**
 * The site's header blocks: security headers everywhere, caching by whether names are
 * content-hashed, and the service worker always revalidated (see cache-policy.ts).
 */
export function siteHeaderBlocks(security: Readonly<Record<string, string>>, sandboxPolicy?: string): HeaderBlocks {
  return [
    { path: '/*', headers: { ...security, 'Cache-Control': REVALIDATE } },
    // Replaces the site's CSP on the live-example sandbox (our servers do; see SANDBOX_PATH_PREFIX).
    ...(sandboxPolicy ? [{ path: SANDBOX_HEADERS_PATH, headers: { 'Content-Security-Policy': sandboxPolicy } }] : []),
    { path: '/assets/*', headers: { 'Cache-Control': IMMUTABLE } },
    // Static hosts guess types from their own tables, which may lack a charset (or `.md`).
    { path: '/*.md', headers: { 'Content-Type': MARKDOWN_TYPE } },
    { path: '/llms.txt', headers: { 'Content-Type': PLAIN_TEXT_TYPE } },
    { path: '/llms-full.txt', headers: { 'Content-Type': PLAIN_TEXT_TYPE } },
    { path: '/sw.js', headers: { 'Cache-Control': SERVICE_WORKER_CACHE } },
  ];
}

export function toHeadersFile(blocks: HeaderBlocks): string {
  return (
    blocks
      .map(({ path, headers }) =>
        [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
      )
      .join('\n') + '\n'
  );
}

/** Reads a `_headers` file back (the servers take their headers from the generated file). */
export function parseHeadersFile(text: string): Array<{ path: string; headers: Record<string, string> }> {
  const blocks: Array<{ path: string; headers: Record<string, string> }> = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      blocks.push({ path: line.trim(), headers: {} });
    } else {
      const separator = line.indexOf(':');
      const block = blocks[blocks.length - 1];
      if (separator === -1 || !block) throw new Error(`Malformed header line: ${line}`);
      block.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
    }
  }
  return blocks;
}

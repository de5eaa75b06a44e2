/**
 * A build's pages with no JavaScript at all: what the browser alone spends on
 * a page's HTML and CSS. `bench:lighthouse -- --floor` measures each page this
 * way too, as the floor under what the page's own code adds on this machine
 * at this moment: when even the page without scripts misses a target, no
 * change to the scripts can meet it.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { cpSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const LINK_TAG = /<link\b[^>]*>/gi;
const PRELOADS_SCRIPT = /\brel=["']?modulepreload\b|\bas=["']?script\b/i;

/** The HTML without its script elements and without links that preload scripts. */
export function withoutScripts(html) {
  return html.replace(SCRIPT_ELEMENT, '').replace(LINK_TAG, (tag) => (PRELOADS_SCRIPT.test(tag) ? '' : tag));
}

/**
 * The HTML file that serves a page path (`/api/createSlice`, `/search?q=slice`, `/`) in a build folder:
 * the first file of the production server's lookup (`path`, `path.html`, `path/index.html`; see
 * `identityFile` in server/site-server.ts), so the file stripped is the one the server sends.
 */
export function pageFile(dir, page) {
  const base = path.join(dir, decodeURIComponent(new URL(page, 'http://localhost').pathname));
  const folderIndex = path.join(base, 'index.html');
  return (
    [base, `${base}.html`, folderIndex].find((file) => statSync(file, { throwIfNoEntry: false })?.isFile()) ??
    folderIndex
  );
}

/**
 * A copy of the build in a new temporary folder, with `pages` stripped of
 * their scripts (and their precompressed variants written again, which the
 * server prefers). The caller removes the folder.
 */
export function scriptFreeCopy(dir, pages) {
  const copy = mkdtempSync(path.join(tmpdir(), 'build-without-scripts-'));
  cpSync(dir, copy, { recursive: true });
  for (const page of pages) {
    const file = pageFile(copy, page);
    const html = Buffer.from(withoutScripts(readFileSync(file, 'utf8')));
    writeFileSync(file, html);
    writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    writeFileSync(`${file}.gz`, gzipSync(html));
  }
  return copy;
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { builtFileCandidates } from '../../../server/precache-revisions';
import { pageFile, scriptFreeCopy, withoutScripts } from '../without-scripts.mjs';

const page = [
  '<!doctype html><html><head><meta charset=utf-8>',
  '<link rel=stylesheet href=/assets/css/styles.css>',
  '<link rel="modulepreload" href="/assets/js/a.js">',
  '<link href=/assets/js/b.js rel=preload as=script>',
  '<link rel=preload href=/fonts/f.woff2 as=font crossorigin>',
  '<script>document.documentElement.dataset.theme="dark"</script>',
  '<SCRIPT type="module" src="/assets/js/main.js"></SCRIPT>',
  '</head><body><p>Text with <code>&lt;script&gt;</code> in it.</p>',
  '<script>',
  'addEventListener("load", () => {});',
  '</script ></body></html>',
].join('');

describe('withoutScripts', () => {
  it('removes script elements and script preloads, and keeps everything else', () => {
    const stripped = withoutScripts(page);
    expect(stripped).not.toMatch(/<script/i);
    expect(stripped).not.toContain('a.js');
    expect(stripped).not.toContain('b.js');
    expect(stripped).toContain('<link rel=stylesheet href=/assets/css/styles.css>');
    expect(stripped).toContain('as=font');
    expect(stripped).toContain('<p>Text with <code>&lt;script&gt;</code> in it.</p>');
  });
});

describe('scriptFreeCopy', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  /** A build folder in a temporary folder (removed after the test) with these files, by build-relative name. */
  const buildWith = (files: Record<string, string>) => {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'without-scripts-test-'));
    made.push(build);
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(build, name)), { recursive: true });
      fs.writeFileSync(path.join(build, name), content);
    }
    return build;
  };

  it('copies the build and strips the pages asked for, their precompressed variants too', () => {
    const build = buildWith({
      'index.html': page,
      'api/createSlice/index.html': page,
      'api/createSlice/index.html.br': 'stale',
      'other.html': page,
    });

    const copy = scriptFreeCopy(build, ['/api/createSlice', '/']);
    made.push(copy);
    const file = pageFile(copy, '/api/createSlice');
    expect(file).toBe(path.join(copy, 'api/createSlice/index.html'));
    const stripped = withoutScripts(page);
    expect(fs.readFileSync(file, 'utf8')).toBe(stripped);
    expect(brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(stripped);
    expect(gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(stripped);
    expect(fs.readFileSync(path.join(copy, 'index.html'), 'utf8')).toBe(stripped);
    // Pages not asked for, and the build itself, are left as they were.
    expect(fs.readFileSync(path.join(copy, 'other.html'), 'utf8')).toBe(page);
    expect(fs.readFileSync(path.join(build, 'api/createSlice/index.html'), 'utf8')).toBe(page);
  });

  it('finds the file of a page with a query, and of a page stored as a file', () => {
    const build = buildWith({ 'search/index.html': page, '404.html': page });
    expect(pageFile(build, '/search?q=slice')).toBe(path.join(build, 'search/index.html'));
    expect(pageFile(build, '/')).toBe(path.join(build, 'index.html'));
    expect(pageFile(build, '/404')).toBe(path.join(build, '404.html'));
  });

  it('picks the file the production server sends when a page has both a file and a folder index', () => {
    const build = buildWith({ 'guide/index.html': page, 'guide.html': page });
    const served = builtFileCandidates('/guide').find((candidate) =>
      fs.statSync(path.join(build, candidate), { throwIfNoEntry: false })?.isFile(),
    );
    expect(pageFile(build, '/guide')).toBe(path.join(build, served!));
    expect(pageFile(build, '/guide')).toBe(path.join(build, 'guide.html'));
  });
});

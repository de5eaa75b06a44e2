import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { convertPages, type LoadedDocs } from '../export-pages';
import { createDevExporter } from '../dev-exports';
import type { DocsToExport } from '../index';

const FIXTURES = path.join(__dirname, 'fixtures');
const SITE_ROOT = 'https://docs.example.org/';
const SITE = { title: 'Example', summary: 'An example site.', siteRoot: SITE_ROOT };
const PAGES = [
  { id: 'guide/sample', source: 'guide/sample.mdx', permalink: '/guide/sample' },
  { id: 'guide/plain', source: 'guide/plain.md', permalink: '/guide/plain' },
  { id: 'api/thing', source: 'api/thing.md', permalink: '/api/thing' },
];

let siteDir: string | undefined;
afterEach(() => {
  if (siteDir) fs.rmSync(siteDir, { recursive: true, force: true });
  siteDir = undefined;
});

/** A copy of the fixture site, so a test can edit a page. */
function fixtureSite(): DocsToExport {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-exports-'));
  fs.cpSync(path.join(FIXTURES, 'docs'), path.join(siteDir, 'docs'), { recursive: true });
  const docs = PAGES.map((page) => ({
    ...page,
    source: `@site/docs/${page.source}`,
    title: `Title of ${page.id}`,
    description: `About ${page.id}`,
  })) as unknown as LoadedDocs;
  return {
    siteDir,
    contentPath: path.join(siteDir, 'docs'),
    docs,
    siteRoot: SITE_ROOT,
    sidebars: [[{ type: 'category', label: 'Guide', items: [{ type: 'doc', id: 'guide/sample' }] }]],
  };
}

describe('createDevExporter', () => {
  it('exports every page as the build does, with llms.txt and llms-full.txt', async () => {
    const loaded = fixtureSite();
    const exportPages = createDevExporter(SITE, async () => '');
    const first = await exportPages(loaded);
    const built = await convertPages(loaded);
    expect(first.pages).toEqual(built.pages);
    expect(first.recomputed).toEqual(PAGES.map((page) => page.id));
    expect(first.files.map((file) => file.sitePath)).toEqual([
      '/guide/sample.md',
      '/guide/plain.md',
      '/api/thing.md',
      '/llms.txt',
      '/llms-full.txt',
    ]);
  });

  it('after an edit, converts and rewrites only the edited page, and the llms files that changed', async () => {
    const loaded = fixtureSite();
    const exportPages = createDevExporter(SITE, async () => '');
    await exportPages(loaded);
    const file = path.join(loaded.contentPath, 'guide/plain.md');
    fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8')}\nA brand-new sentence.\n`);
    const second = await exportPages(loaded);
    expect(second.recomputed).toEqual(['guide/plain']);
    // llms.txt lists titles and descriptions only: the edit leaves it as it was.
    expect(second.files.map((written) => written.sitePath)).toEqual(['/guide/plain.md', '/llms-full.txt']);
    expect(second.files[0]!.content).toContain('A brand-new sentence.');
    expect(second.files.find((written) => written.sitePath === '/llms-full.txt')!.content).toContain(
      'A brand-new sentence.',
    );
  });

  it('writes nothing again when no source changed', async () => {
    const loaded = fixtureSite();
    const exportPages = createDevExporter(SITE, async () => '');
    await exportPages(loaded);
    const again = await exportPages(loaded);
    expect(again.recomputed).toEqual([]);
    expect(again.files).toEqual([]);
  });

  it('converts every page again when a permalink changes, since links between pages follow it', async () => {
    const loaded = fixtureSite();
    const exportPages = createDevExporter(SITE, async () => '');
    await exportPages(loaded);
    const moved = loaded.docs.map((doc) =>
      doc.id === 'api/thing' ? { ...doc, permalink: '/reference/thing' } : doc,
    ) as unknown as LoadedDocs;
    const again = await exportPages({ ...loaded, docs: moved });
    expect(again.recomputed).toEqual(PAGES.map((page) => page.id));
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertDoc } from '../convert';
import { convertPages, type LoadedDocs } from '../export-pages';

const FIXTURES = path.join(__dirname, 'fixtures');
const SITE_ROOT = 'https://docs.example.org/';
const PAGES = [
  { id: 'guide/sample', source: 'guide/sample.mdx', permalink: '/guide/sample' },
  { id: 'guide/plain', source: 'guide/plain.md', permalink: '/guide/plain' },
  { id: 'api/thing', source: 'api/thing.md', permalink: '/api/thing' },
];

/** The fields of Docusaurus's doc metadata that the export reads. */
const docs = PAGES.map((page) => ({
  ...page,
  source: `@site/docs/${page.source}`,
  title: `Title of ${page.id}`,
  description: `About ${page.id}`,
})) as unknown as LoadedDocs;

describe('convertPages', () => {
  it('converts every doc, in order, as convertDoc does with the site links', async () => {
    const { pages, milliseconds } = await convertPages({
      siteDir: FIXTURES,
      contentPath: path.join(FIXTURES, 'docs'),
      docs,
      siteRoot: SITE_ROOT,
    });
    expect(pages.map((page) => page.permalink)).toEqual(PAGES.map((page) => page.permalink));
    expect(milliseconds).toBeGreaterThan(0);
    const permalinks = new Map(PAGES.map((page) => [page.source, page.permalink]));
    PAGES.forEach((page, index) => {
      expect(pages[index]).toEqual({
        id: page.id,
        title: `Title of ${page.id}`,
        description: `About ${page.id}`,
        permalink: page.permalink,
        markdown: convertDoc(fs.readFileSync(path.join(FIXTURES, 'docs', page.source), 'utf8'), {
          isMdx: page.source.endsWith('.mdx'),
          fallbackTitle: `Title of ${page.id}`,
          siteRoot: SITE_ROOT,
          pageUrl: `https://docs.example.org${page.permalink}`,
          sourcePath: page.source,
          permalinkOf: (source) => permalinks.get(source),
        }),
      });
    });
  });
});

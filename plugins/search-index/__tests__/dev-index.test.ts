import { describe, expect, it } from 'vitest';
import { decodeIndex } from '../../../src/search/decode-index';
import { decodeSections } from '../../../src/search/decode';
import { extractMarkdownPage } from '../markdown-page';
import { createDevIndexer, topCategories } from '../dev-index';

const PAGE = { url: '/api/thing', category: 'API', title: 'Thing', language: 'en', tags: ['docs-default-current'] };

const MARKDOWN = `# Thing

Intro with \`createThing\`.

## Options {#thing-options}

- First option
  - Nested detail

\`\`\`ts
const hidden = 'code is not prose'
\`\`\`

### name

| Field | Meaning |
| --- | --- |
| \`name\` | The name |

## Options

Again.
`;

describe('extractMarkdownPage', () => {
  it('splits a Markdown export into sections as a built page is split, with Docusaurus heading ids', () => {
    expect(extractMarkdownPage(MARKDOWN, PAGE)).toEqual({
      page: PAGE,
      sections: [
        { anchor: '', headings: [], text: 'Intro with createThing.' },
        { anchor: 'thing-options', headings: ['Options'], text: 'First option Nested detail' },
        { anchor: 'name', headings: ['Options', 'name'], text: 'Field Meaning name The name' },
        { anchor: 'options', headings: ['Options'], text: 'Again.' },
      ],
    });
  });
});

describe('createDevIndexer', () => {
  const pages = (intro: string) => [
    { id: 'api/thing', page: PAGE, markdown: MARKDOWN },
    { id: 'guide', page: { ...PAGE, url: '/guide', title: 'Guide' }, markdown: `# Guide\n\n${intro}\n` },
  ];

  it('writes an index in the build format that the browser decodes, and a pointer to it', async () => {
    const index = await createDevIndexer('/')(pages('Start here.'), []);
    const file = decodeIndex(index.bytes).file;
    expect(file.pages.map((page) => page.url)).toEqual(['/api/thing', '/guide']);
    expect(decodeSections(file).map((section) => section.text)).toContain('Start here.');
    expect(index.indexPath).toMatch(/^assets\/search\/index\.[0-9a-f]{10}\.bin$/);
    expect(JSON.parse(index.pointer.content)).toEqual({ url: `/${index.indexPath}` });
  });

  it('extracts only the edited page again, and the new index has its words', async () => {
    const indexPages = createDevIndexer('/');
    const before = await indexPages(pages('Start here.'), []);
    const after = await indexPages(pages('Start with zanzibar.'), []);
    expect(after.recomputed).toEqual(['guide']);
    expect(after.indexPath).not.toBe(before.indexPath);
    const texts = decodeSections(decodeIndex(after.bytes).file).map((section) => section.text);
    expect(texts).toContain('Start with zanzibar.');
  });
});

describe('topCategories', () => {
  it('gives each doc the top category it is listed under first', () => {
    const categories = topCategories([
      [
        { type: 'doc', id: 'intro' },
        {
          type: 'category',
          label: 'API',
          items: [{ type: 'category', label: 'Store', items: [{ type: 'doc', id: 'api/store' }] }],
        },
        { type: 'category', label: 'Guides', items: [{ type: 'doc', id: 'api/store' }] },
      ],
    ]);
    expect([...categories]).toEqual([['api/store', 'API']]);
  });
});

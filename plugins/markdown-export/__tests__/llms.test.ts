import { describe, expect, it } from 'vitest';
import { buildLlmsFullTxt, buildLlmsTxt, markdownPath, markdownUrl } from '../llms';
import { sidebarSections, type ExportedPage, type SidebarEntry } from '../sections';

function page(id: string, title: string, description = `About ${title}.`): ExportedPage {
  return { id, title, description, permalink: `/${id}`, markdown: `# ${title}\n\nBody of ${title}.\n` };
}

const PAGES = [
  page('intro/start', 'Getting Started'),
  page('api/store', 'configureStore'),
  page('api/slice', 'createSlice', 'Define a slice\n  of state.'),
  page('usage/guide', 'Usage [Guide]'),
  page('internal/notes', 'Internal Notes', ''),
];

const SIDEBAR: SidebarEntry[] = [
  { type: 'category', label: 'Introduction', items: [{ type: 'doc', id: 'intro/start' }] },
  {
    type: 'category',
    label: 'API Reference',
    items: [
      { type: 'category', label: 'Store Setup', items: [{ type: 'doc', id: 'api/store' }] },
      { type: 'link' },
      { type: 'category', label: 'Slices', items: [{ type: 'doc', id: 'api/slice' }] },
    ],
  },
  { type: 'doc', id: 'usage/guide' },
  { type: 'category', label: 'Again', items: [{ type: 'doc', id: 'api/store' }] },
];

const SITE = { title: 'Toolkit', summary: 'The toolkit,\nin one line.', siteRoot: 'https://docs.example.org/' };

describe('sidebarSections', () => {
  it('follows the sidebar, flattens nested categories and lists every page once', () => {
    const sections = sidebarSections([SIDEBAR], PAGES);
    expect(sections.map((section) => [section.title, section.pages.map((p) => p.id)])).toEqual([
      ['Introduction', ['intro/start']],
      ['API Reference › Store Setup', ['api/store']],
      ['API Reference › Slices', ['api/slice']],
      ['Docs', ['usage/guide']],
      ['Optional', ['internal/notes']],
    ]);
  });
});

describe('markdown URLs', () => {
  it('appends .md to the permalink', () => {
    expect(markdownPath('/api/createSlice')).toBe('/api/createSlice.md');
    expect(markdownPath('/guide/')).toBe('/guide/index.md');
    expect(markdownUrl('https://docs.example.org/', '/api/createSlice')).toBe(
      'https://docs.example.org/api/createSlice.md',
    );
  });
});

describe('buildLlmsTxt', () => {
  it('writes the llms.txt format: title, summary, note, then sections of described links', () => {
    expect(buildLlmsTxt(SITE, sidebarSections([SIDEBAR], PAGES))).toBe(
      [
        '# Toolkit',
        '',
        '> The toolkit, in one line.',
        '',
        'Every page below is Markdown; the same URL without `.md` is the HTML page. All pages in one file: https://docs.example.org/llms-full.txt',
        '',
        '## Introduction',
        '',
        '- [Getting Started](https://docs.example.org/intro/start.md): About Getting Started.',
        '',
        '## API Reference › Store Setup',
        '',
        '- [configureStore](https://docs.example.org/api/store.md): About configureStore.',
        '',
        '## API Reference › Slices',
        '',
        '- [createSlice](https://docs.example.org/api/slice.md): Define a slice of state.',
        '',
        '## Docs',
        '',
        '- [Usage \\[Guide\\]](https://docs.example.org/usage/guide.md): About Usage [Guide].',
        '',
        '## Optional',
        '',
        '- [Internal Notes](https://docs.example.org/internal/notes.md)',
        '',
      ].join('\n'),
    );
  });
});

describe('buildLlmsFullTxt', () => {
  it('joins every page in section order, each after a rule and its URL', () => {
    const text = buildLlmsFullTxt(SITE, sidebarSections([SIDEBAR], PAGES.slice(0, 2)));
    expect(text).toBe(
      [
        '# Toolkit: full documentation',
        '',
        '> The toolkit, in one line.',
        '',
        'The 2 pages of the documentation in reading order. Each starts after a `---` line with its URL.',
        '',
        '---',
        '',
        'Source: https://docs.example.org/intro/start',
        '',
        '# Getting Started',
        '',
        'Body of Getting Started.',
        '',
        '---',
        '',
        'Source: https://docs.example.org/api/store',
        '',
        '# configureStore',
        '',
        'Body of configureStore.',
        '',
      ].join('\n'),
    );
  });
});

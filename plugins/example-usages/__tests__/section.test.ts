import { describe, expect, it } from 'vitest';
import { exportOwners } from '../owners';
import { headingAbove, pageOutline } from '../page-outline';
import { exampleSection, sidebarOrder } from '../section';

const guide = pageOutline(
  'usage/guide.md',
  [
    '---',
    'title: Usage Guide',
    '---',
    '',
    '# Usage Guide',
    '',
    '## Defining a slice',
    '',
    'text',
    '',
    '## Adding the store {#store}',
    '',
    '### Adding the store',
    '',
  ].join('\n'),
);
const slicePage = pageOutline('api/createSlice.md', '# createSlice\n\n## buildCreateSlice\n');
const storePage = pageOutline('api/configureStore.md', '# configureStore\n\n## Options\n');
const outlines = new Map([guide, slicePage, storePage].map((outline) => [outline.docPath, outline]));

describe('pageOutline', () => {
  it('reads the front matter title and the anchors Docusaurus gives headings', () => {
    expect(guide.title).toBe('Usage Guide');
    expect(guide.headings.map((heading) => heading.id)).toEqual([
      'usage-guide',
      'defining-a-slice',
      'store',
      'adding-the-store',
    ]);
    expect(headingAbove(guide, 10)?.text).toBe('Defining a slice');
    expect(headingAbove(guide, 5)).toBeUndefined();
  });
});

describe('exportOwners', () => {
  it('gives an export to the page whose title names it, else to the first page whose headings do', () => {
    const owners = exportOwners([storePage, slicePage], ['createSlice', 'buildCreateSlice', 'configureStore', 'nope']);
    expect([...owners]).toEqual([
      ['createSlice', 'api/createSlice.md'],
      ['buildCreateSlice', 'api/createSlice.md'],
      ['configureStore', 'api/configureStore.md'],
    ]);
  });
});

describe('exampleSection', () => {
  const usages = [
    { docPath: 'usage/guide.md', blockLine: 15, calls: ['configureStore', 'createSlice'] },
    { docPath: 'usage/guide.md', blockLine: 9, calls: ['createSlice'] },
    { docPath: 'usage/guide.md', blockLine: 10, calls: ['buildCreateSlice'] },
    { docPath: 'api/createSlice.md', blockLine: 3, calls: ['createSlice'] },
    { docPath: 'api/configureStore.md', blockLine: 5, calls: ['createSlice'] },
  ];
  const order = ['usage/guide', 'api/configureStore', 'api/createSlice'];

  it('links other pages’ examples once per section, in sidebar order, naming the calls', () => {
    const section = exampleSection(
      'api/createSlice.md',
      new Set(['createSlice', 'buildCreateSlice']),
      usages,
      outlines,
      order,
    );
    expect(section.links).toEqual([
      {
        docPath: 'usage/guide.md',
        anchor: 'defining-a-slice',
        pageTitle: 'Usage Guide',
        section: 'Defining a slice',
        calls: ['buildCreateSlice', 'createSlice'],
      },
      {
        docPath: 'usage/guide.md',
        anchor: 'adding-the-store',
        pageTitle: 'Usage Guide',
        section: 'Adding the store',
        calls: ['createSlice'],
      },
      {
        docPath: 'api/configureStore.md',
        anchor: 'options',
        pageTitle: 'configureStore',
        section: 'Options',
        calls: ['createSlice'],
      },
    ]);
    expect(section.rest).toEqual([]);
  });

  it('caps the links and keeps the rest apart', () => {
    const section = exampleSection('api/createSlice.md', new Set(['createSlice']), usages, outlines, order, 1);
    expect(section.links.map((link) => link.anchor)).toEqual(['defining-a-slice']);
    expect(section.rest.map((link) => link.anchor)).toEqual(['adding-the-store', 'options']);
  });

  it('gives nothing when no other page calls the exports', () => {
    expect(
      exampleSection('api/configureStore.md', new Set(['configureStore']), usages.slice(3), outlines, order),
    ).toEqual({
      links: [],
      rest: [],
    });
  });
});

describe('sidebarOrder', () => {
  it('lists doc ids depth first', () => {
    expect(
      sidebarOrder({
        docs: [
          'a',
          { type: 'category', label: 'B', items: ['b1', { type: 'doc', id: 'b2' }, { type: 'link', href: 'x' }] },
          'c',
        ],
      }),
    ).toEqual(['a', 'b1', 'b2', 'c']);
  });
});

describe('exampleSection across the docs', () => {
  it('keeps links from each top folder in turn under the cap, in sidebar order', () => {
    const outline = (docPath: string) => ({
      docPath,
      title: docPath,
      headings: [{ depth: 2, id: 'use', text: 'Use', line: 1 }],
    });
    const pages = ['tutorials/a.md', 'tutorials/b.md', 'tutorials/c.md', 'rtk-query/d.md', 'usage/e.md'];
    const outlinesByPage = new Map(pages.map((docPath) => [docPath, outline(docPath)]));
    const calls = pages.map((docPath) => ({ docPath, blockLine: 3, calls: ['configureStore'] }));
    const section = exampleSection(
      'api/configureStore.md',
      new Set(['configureStore']),
      calls,
      outlinesByPage,
      pages.map((docPath) => docPath.replace(/\.md$/, '')),
      3,
    );
    expect(section.links.map((link) => link.docPath)).toEqual(['tutorials/a.md', 'rtk-query/d.md', 'usage/e.md']);
    expect(section.rest.map((link) => link.docPath)).toEqual(['tutorials/b.md', 'tutorials/c.md']);
  });
});

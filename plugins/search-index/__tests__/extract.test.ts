import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractPage } from '../extract';
import { buildIndexFile, hashedIndexFile, toDocSearchRecords } from '../records';
import { insertIntoHead } from '../index';
import { decodeSections } from '../../../src/search/decode';

const html = fs.readFileSync(path.join(__dirname, 'fixtures/page.html'), 'utf8');

describe('extractPage', () => {
  const extracted = extractPage(html, '/api/createSlice')!;

  it('reads title, sidebar category and docsearch facets from the page', () => {
    expect(extracted.page).toEqual({
      url: '/api/createSlice',
      category: 'API Reference',
      title: 'createSlice',
      language: 'en',
      tags: ['docs-default-current'],
    });
  });

  it('reads the title without its "since" badge', () => {
    const badged = `<html><body><article><div class="theme-doc-markdown markdown"><header><h1>combineSlices<span class=since-badge title="Available since Redux Toolkit 2.0.0">since 2.0</span></h1></header>
      <p>Intro.</p></div></article></body></html>`;
    expect(extractPage(badged, '/api/combineSlices')!.page.title).toBe('combineSlices');
  });

  it('splits prose into sections by heading, skipping code, tabs, navigation and permalinks', () => {
    expect(extracted.sections).toEqual([
      { anchor: '', headings: [], text: 'Intro with createSlice & more.' },
      { anchor: 'options', headings: ['Options'], text: 'First item Nested item' },
      {
        anchor: 'name',
        headings: ['Options', 'name'],
        text: 'The slice name. Admonition text. Option Type reducerPath string',
      },
      { anchor: 'options-1', headings: ['Options'], text: 'Second options section.' },
    ]);
  });

  it('reads the prose around code blocks, whatever the code holds', () => {
    const withCode = `<html><body><article><div class="theme-doc-markdown markdown"><h1>createSlice</h1>
      <p>Before the code.</p>
      <pre class="prism-code"><code><span class="token">const</span> html = '&lt;/pre&gt;&lt;p&gt;not prose&lt;/p&gt;'
<span class="token comment">// &lt;h2 id="fake"&gt;Fake&lt;/h2&gt;</span></code></pre>
      <p>Between the blocks.</p><pre><code>second()</code></pre>
      <h2 id="after">After</h2><p>After the code.</p></div></article></body></html>`;
    expect(extractPage(withCode, '/api/createSlice')!.sections).toEqual([
      { anchor: '', headings: [], text: 'Before the code. Between the blocks.' },
      { anchor: 'after', headings: ['After'], text: 'After the code.' },
    ]);
  });

  it('indexes a diagram by its caption, not by the labels inside its drawing', () => {
    const diagramPage = `<html><body><article><div class="theme-doc-markdown markdown"><h1>Cache</h1>
      <p>The diagram follows one entry.</p>
      <figure><div data-diagram-canvas=""><div><svg aria-roledescription="stateDiagram"><title>Entry lifecycle</title>
      <desc>A long text alternative.</desc><g><text>pending: request running</text></g>
      <foreignObject><div><span>last subscriber leaves</span></div></foreignObject></svg></div></div>
      <figcaption>Lifecycle of one cache entry</figcaption></figure></div></article></body></html>`;
    expect(extractPage(diagramPage, '/cache')!.sections).toEqual([
      { anchor: '', headings: [], text: 'The diagram follows one entry. Lifecycle of one cache entry' },
    ]);
  });

  it('leaves out sections that only point at other pages, with anything below them', () => {
    const withLinks = `<html><body><article><div class="theme-doc-markdown markdown"><h1>createAction</h1>
      <p>Intro.</p><h2 id="notes">Notes</h2><p>A note.</p>
      <h2 id="examples-using-this">Examples using this</h2><ul><li><a href="/a">Usage Guide › Thunks</a></li></ul>
      <h3 id="more">More</h3><p>Nested link list.</p>
      <h2 id="related-pages">Related pages</h2><ul><li><a href="/b">createSlice</a> generates action creators.</li></ul>
      <h2 id="after">After</h2><p>Kept.</p></div></article></body></html>`;
    expect(extractPage(withLinks, '/api/createAction')!.sections.map((section) => section.anchor)).toEqual([
      '',
      'notes',
      'after',
    ]);
  });

  it('ignores pages without doc content', () => {
    expect(extractPage('<html><body><main><h1>Home</h1></main></body></html>', '/')).toBeUndefined();
  });
});

describe('index file', () => {
  const extracted = extractPage(html, '/api/createSlice')!;
  const file = buildIndexFile([extracted]);

  it('stores anchors only where they are not the slug of the heading, and round-trips in the browser decoder', () => {
    expect(file.sections.map(([, parent, heading, anchor]) => [parent, heading, anchor])).toEqual([
      [-1, '', 0],
      [-1, 'Options', 0],
      [1, 'name', 0],
      [-1, 'Options', 'options-1'],
    ]);
    expect(decodeSections(file)).toEqual(extracted.sections.map((section) => ({ page: 0, ...section })));
  });

  it('names the file after its content', () => {
    const first = hashedIndexFile(file);
    expect(first.name).toMatch(/^index\.[0-9a-f]{10}\.bin$/);
    expect(hashedIndexFile(file).name).toBe(first.name);
    expect(hashedIndexFile(buildIndexFile([])).name).not.toBe(first.name);
  });

  it('expands into DocSearch records with hierarchy, types and facets', () => {
    const records = toDocSearchRecords([extracted], 'https://docs.example');
    expect(records[2]).toMatchObject({
      url: 'https://docs.example/api/createSlice#options',
      type: 'lvl2',
      hierarchy: { lvl0: 'API Reference', lvl1: 'createSlice', lvl2: 'Options', lvl3: null },
      content: null,
      language: 'en',
      docusaurus_tag: ['docs-default-current'],
    });
    expect(records.filter((record) => record.type === 'content')).toHaveLength(4);
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
  });
});

describe('insertIntoHead', () => {
  it('inserts before </head>, or before <body> when the minifier dropped </head>', () => {
    expect(insertIntoHead('<head><title>x</title></head><body>', '<meta>')).toBe(
      '<head><title>x</title><meta></head><body>',
    );
    expect(insertIntoHead('<head><title>x</title><body class=a>', '<meta>')).toBe(
      '<head><title>x</title><meta><body class=a>',
    );
    expect(() => insertIntoHead('no head', '<meta>')).toThrow();
  });
});

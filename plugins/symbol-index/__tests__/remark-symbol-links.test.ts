import { describe, expect, it } from 'vitest';
import { toString } from 'mdast-util-to-string';
import type { Root } from 'mdast';
import { parseMarkdown } from '../../../lib/code-blocks/extract';
import type { SymbolEntry } from '../../../src/symbols/types';
import { transformPage } from '../remark-symbol-links';
import { createResolver } from '../resolver';
import { findLinkedSymbol } from '../../../src/symbols/find-linked';
import { sinceOfExport, type SinceVersions } from '../since';

const SYMBOLS: SymbolEntry[] = [
  {
    id: 'createSlice',
    name: 'createSlice',
    kind: 'function',
    entryPoint: '@reduxjs/toolkit',
    signature: 's',
    url: '/api/createSlice',
  },
  {
    id: 'combineSlices',
    name: 'combineSlices',
    kind: 'function',
    entryPoint: '@reduxjs/toolkit',
    signature: 's',
    url: '/api/combineSlices',
    since: '2.0.0',
  },
  {
    id: 'createApi.keepUnusedDataFor',
    name: 'keepUnusedDataFor',
    kind: 'option',
    owner: 'createApi',
    signature: 's',
    url: '/rtk-query/api/createApi#keepunuseddatafor',
  },
  {
    id: 'endpoint.keepUnusedDataFor',
    name: 'keepUnusedDataFor',
    kind: 'option',
    owner: 'endpoint',
    signature: 's',
    url: '/rtk-query/api/createApi#keepunuseddatafor-on-an-endpoint',
  },
  {
    id: 'createSlice.name',
    name: 'name',
    kind: 'option',
    owner: 'createSlice',
    signature: 's',
    url: '/api/createSlice#name',
  },
  {
    id: 'refetch.a',
    name: 'refetch',
    kind: 'field',
    owner: 'useQuery',
    signature: 's',
    url: '/hooks#query-hook-results',
  },
  {
    id: 'refetch.b',
    name: 'refetch',
    kind: 'field',
    owner: 'initiate',
    signature: 's',
    url: '/endpoints#query-results',
  },
];

function run(markdown: string, pageUrl: string): { tree: Root; html: string[] } {
  const tree = parseMarkdown(markdown, false);
  transformPage(tree, pageUrl, createResolver(SYMBOLS));
  const links: string[] = [];
  const walk = (node: {
    type: string;
    url?: string;
    children?: unknown[];
    data?: { hProperties?: Record<string, unknown> };
  }) => {
    if (node.type === 'link')
      // Which symbol the browser's card finds from the link alone: the one the resolver chose.
      links.push(
        `${toString(node as never)}→${node.url}@${findLinkedSymbol(SYMBOLS, node.url ?? '', toString(node as never))?.id}`,
      );
    for (const child of (node.children ?? []) as (typeof node)[]) walk(child);
  };
  walk(tree as never);
  return { tree, html: links };
}

describe('symbol links in prose', () => {
  it('links a code span that is exactly a symbol name, with or without ()', () => {
    const { html } = run(
      'Use `createSlice` or `createSlice()`, not `createSlice(x)` or `createSlice.x`.',
      '/usage/guide',
    );
    expect(html).toEqual(['createSlice→/api/createSlice@createSlice', 'createSlice()→/api/createSlice@createSlice']);
  });

  it('leaves headings, existing links and code blocks alone', () => {
    const { html } = run(
      '## About `createSlice`\n\n[`createSlice`](/elsewhere)\n\n```ts\ncreateSlice\n```\n',
      '/usage/guide',
    );
    expect(html).toEqual(['createSlice→/elsewhere@undefined']);
  });

  it('does not link a symbol inside its own section', () => {
    const onPage = run('# createSlice\n\nCall `createSlice`.', '/api/createSlice').html;
    expect(onPage).toEqual([]);
    const section = run(
      '## `keepUnusedDataFor`\n\nSet `keepUnusedDataFor`.\n\n## Other\n\nSee `keepUnusedDataFor`.',
      '/rtk-query/api/createApi',
    ).html;
    expect(section).toEqual([
      'keepUnusedDataFor→/rtk-query/api/createApi#keepunuseddatafor@createApi.keepUnusedDataFor',
    ]);
  });

  it('links a name with several owners on one page to the first (API-wide) one', () => {
    expect(run('Raise `keepUnusedDataFor`.', '/usage/cache').html).toEqual([
      'keepUnusedDataFor→/rtk-query/api/createApi#keepunuseddatafor@createApi.keepUnusedDataFor',
    ]);
  });

  it('links generic or ambiguous names only where the page resolves them', () => {
    expect(run('Give it a `name`.', '/usage/guide').html).toEqual([]);
    expect(run('## Other\n\nGive it a `name`.', '/api/createSlice').html).toEqual([
      'name→/api/createSlice#name@createSlice.name',
    ]);
    expect(run('Call `refetch`.', '/usage/guide').html).toEqual([]);
    expect(run('Call `refetch`.', '/hooks').html).toEqual(['refetch→/hooks#query-hook-results@refetch.a']);
  });

  it('badges only headings whose own symbols are all recent, not sections that merely mention one', () => {
    const resolver = createResolver([
      ...SYMBOLS,
      { id: 'Tuple', name: 'Tuple', kind: 'class', entryPoint: 'e', signature: 's', url: '/x#tuple', since: '2.0.0' },
      {
        id: 'lruMemoize',
        name: 'lruMemoize',
        kind: 'function',
        entryPoint: 'e',
        signature: 's',
        url: '/x#overview',
        since: '2.0.0',
      },
      { id: 'a.old', name: 'old', kind: 'option', owner: 'a', signature: 's', url: '/x#options' },
      { id: 'a.fresh', name: 'fresh', kind: 'option', owner: 'a', signature: 's', url: '/x#options', since: '2.6.0' },
      { id: 'b.one', name: 'one', kind: 'field', owner: 'b', signature: 's', url: '/x#results', since: '2.11.0' },
      { id: 'b.two', name: 'two', kind: 'field', owner: 'b', signature: 's', url: '/x#results', since: '2.6.1' },
    ]);
    const tree = parseMarkdown('## `Tuple`\n\n## Overview\n\n## Options\n\n## Results\n', false);
    expect(transformPage(tree, '/x', resolver).stats.badges).toBe(2);
    expect(tree.children.map((heading) => toString(heading))).toEqual([
      'Tuplesince 2.0',
      'Overview',
      'Options',
      'Resultssince 2.6',
    ]);
  });

  it('adds a since badge to the heading that owns a recent symbol, without changing its text for anchors', () => {
    const { tree } = run('# combineSlices\n\n## Other\n', '/api/combineSlices');
    const title = tree.children[0]!;
    expect(toString(title)).toBe('combineSlicessince 2.0');
    const badge = (title as { children: Array<{ data?: { hProperties?: Record<string, unknown> } }> }).children[1]!;
    expect(badge.data?.hProperties).toEqual({
      className: ['since-badge'],
      title: 'Available since Redux Toolkit 2.0.0',
    });
  });
});

describe('since versions', () => {
  const data: SinceVersions = {
    package: '@reduxjs/toolkit',
    pinned: '2.14.0',
    versionsScanned: ['1.0.0', '1.9.7', '2.0.0', '2.6.0'],
    exports: {
      '@reduxjs/toolkit': {
        createSlice: '1.0.0',
        createListenerMiddleware: '1.8.0',
        combineSlices: '2.0.0',
        x: '2.10.0',
      },
    },
    options: {},
  };

  it('badges only things added in 2.x', () => {
    expect(sinceOfExport(data, '@reduxjs/toolkit', 'createSlice')).toBeUndefined();
    expect(sinceOfExport(data, '@reduxjs/toolkit', 'createListenerMiddleware')).toBeUndefined();
    expect(sinceOfExport(data, '@reduxjs/toolkit', 'combineSlices')).toBe('2.0.0');
    expect(sinceOfExport(data, '@reduxjs/toolkit', 'x')).toBe('2.10.0');
    expect(sinceOfExport(data, '@reduxjs/toolkit', 'missing')).toBeUndefined();
  });
});

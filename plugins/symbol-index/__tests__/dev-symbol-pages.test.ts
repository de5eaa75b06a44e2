import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../lib/code-blocks/extract';
import type { SymbolEntry } from '../../../src/symbols/types';
import { DevSymbolPages } from '../dev-symbol-pages';
import { transformPage } from '../remark-symbol-links';
import { createResolver, type Resolver } from '../resolver';

const widgetAt = (url: string, since?: string): SymbolEntry => ({
  id: 'fetchWidget',
  name: 'fetchWidget',
  kind: 'function',
  entryPoint: '@reduxjs/toolkit',
  signature: 's',
  url,
  ...(since ? { since } : {}),
});

/** Compiles one page's Markdown with a resolver, as the remark plugin does, and tells `pages`. */
function compile(pages: DevSymbolPages, file: string, markdown: string, url: string, resolver: Resolver): string[] {
  return pages.pageCompiled(file, transformPage(parseMarkdown(markdown, false), url, resolver).queries, resolver);
}

function setup() {
  const recompiled: string[][] = [];
  const pages = new DevSymbolPages(
    (files) => {
      recompiled.push([...files]);
      return true;
    },
    () => {},
  );
  return { pages, recompiled };
}

const GUIDE = 'Call `fetchWidget` once.';
const OTHER = 'Nothing to link here, only `plainCode`.';
const API = '## `fetchWidget`\n\nFetches a widget.';

describe('DevSymbolPages', () => {
  it('compiles again the pages whose links a new symbol index moves, and only those', () => {
    const { pages, recompiled } = setup();
    const before = createResolver([widgetAt('/api/widgets#fetchwidget')]);
    compile(pages, '/docs/guide.md', GUIDE, '/guide', before);
    compile(pages, '/docs/other.md', OTHER, '/other', before);
    compile(pages, '/docs/api/widgets.md', API, '/api/widgets', before);
    expect(recompiled).toEqual([]);

    // The API page's heading was renamed, so the symbol's section has a new anchor.
    const after = createResolver([widgetAt('/api/widgets#fetching-widgets')]);
    expect(compile(pages, '/docs/api/widgets.md', '## Fetching widgets', '/api/widgets', after)).toEqual([
      '/docs/guide.md',
    ]);
    expect(recompiled).toEqual([['/docs/guide.md']]);

    // The guide, compiled again with the new index, is up to date: nothing more to do.
    expect(compile(pages, '/docs/guide.md', GUIDE, '/guide', after)).toEqual([]);
    expect(recompiled).toHaveLength(1);
  });

  it('compiles again a page whose link appears or disappears, or whose badge changes', () => {
    const { pages, recompiled } = setup();
    const none = createResolver([]);
    compile(pages, '/docs/guide.md', GUIDE, '/guide', none);
    compile(pages, '/docs/api/widgets.md', API, '/api/widgets', none);
    const linked = createResolver([widgetAt('/api/widgets#fetchwidget')]);
    compile(pages, '/docs/other.md', OTHER, '/other', linked);
    expect(recompiled).toEqual([['/docs/guide.md']]);

    // Only the API page shows the badge, so only it is compiled again.
    const recent = createResolver([widgetAt('/api/widgets#fetchwidget', '2.9.0')]);
    compile(pages, '/docs/other.md', OTHER, '/other', recent);
    expect(recompiled).toEqual([['/docs/guide.md'], ['/docs/api/widgets.md']]);
  });

  it('does nothing while the symbol index stays the same', () => {
    const { pages, recompiled } = setup();
    const resolver = createResolver([widgetAt('/api/widgets#fetchwidget')]);
    compile(pages, '/docs/guide.md', GUIDE, '/guide', resolver);
    compile(pages, '/docs/api/widgets.md', API, '/api/widgets', resolver);
    expect(compile(pages, '/docs/guide.md', 'Call `fetchWidget` twice.', '/guide', resolver)).toEqual([]);
    expect(recompiled).toEqual([]);
  });
});

import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import recmaDeferredBlocks, { DEFERRED_BLOCK_MODULE, ISLAND_BLOCK_MODULE } from '../recma-deferred-blocks';

/** A page compiled the way the production build compiles it (GitHub Markdown, a components provider), with the plugin. */
async function compiled(...blocks: string[]): Promise<string> {
  return String(
    await compile(blocks.join('\n\n'), {
      providerImportSource: '@mdx-js/react',
      remarkPlugins: [remarkGfm],
      recmaPlugins: [recmaDeferredBlocks],
    }),
  );
}

/** The code of the block at `index` of the module-level `_blocks` array (the plugin moves each block's code there). */
function blockCode(code: string, index: number): string {
  const blocks = code.slice(code.indexOf('const _blocks = ['));
  return blocks.split(/\(\{props, _components[^}]*\}\) => /).slice(1)[index] ?? '';
}

/** The top-level blocks of the compiled page that were deferred, as `tag: first words`. */
function deferredBlocks(code: string): string[] {
  return [
    ...code.matchAll(/_DeferredBlock, \{\s*tag: "(\w+)",\s*render: \(\) => _blocks\[(\d+)\]\(_blockScope\)/g),
  ].map(
    ([, tag, index]) =>
      `${tag}: ${/^_jsxs?\(_components\.\w+, \{[^"]*"([^"]*)"/.exec(blockCode(code, Number(index)))?.[1]}`,
  );
}

/** The top-level blocks handed to IslandBlock, by the component at their root. */
function islandBlocks(code: string): string[] {
  return [...code.matchAll(/_IslandBlock, \{\s*render: \(\) => _blocks\[(\d+)\]\(_blockScope\)/g)].map(
    ([, index]) => /^_jsxs?\(([\w.]+)/.exec(blockCode(code, Number(index)))?.[1] ?? '?',
  );
}

describe('recmaDeferredBlocks', () => {
  it('defers paragraphs, lists and headings of text, links and inline code', async () => {
    const code = await compiled(
      '# Title',
      'Some *prose* with `code`, a [link](/api/createSlice) and **bold** text.',
      '## Options',
      '- `reducerPath`: where the slice lives\n- `baseQuery`: how requests go out',
      '1. first\n2. second',
      '> A quoted line.',
      '### Deeper',
    );
    expect(deferredBlocks(code)).toEqual([
      'p: Some ',
      'h2: Options',
      'ul: \\n',
      'ol: \\n',
      'blockquote: \\n',
      'h3: Deeper',
    ]);
    expect(code).toContain(`import {DeferredBlock as _DeferredBlock} from "${DEFERRED_BLOCK_MODULE}";`);
    // The page's title stays as it was: Docusaurus reads it from the elements.
    expect(code).toMatch(/_jsx\(_components\.h1, \{\s*children: "Title"/);
  });

  it('leaves code blocks, tables, components, expressions, task lists and details alone', async () => {
    const code = await compiled(
      'Intro.',
      '```ts\nconst a = 1\n```',
      '| a | b |\n| - | - |\n| 1 | 2 |',
      '<ExampleTabs>tabs</ExampleTabs>',
      'A paragraph with <Badge>new</Badge> inside.',
      'Computed {1 + 1}.',
      '- [ ] a task',
      '<details>\n<summary>More</summary>\n\nHidden.\n\n</details>',
    );
    expect(deferredBlocks(code)).toEqual(['p: Intro.']);
  });

  it('hands every other element but the title to IslandBlock as a function, and leaves expressions', async () => {
    const code = await compiled(
      '# Title',
      '```ts\nconst a = 1\n```',
      '| a | b |\n| - | - |\n| 1 | 2 |',
      '<ExampleTabs>tabs</ExampleTabs>',
      'A paragraph with <Badge>new</Badge> inside.',
      '{1 + 1}',
    );
    expect(islandBlocks(code)).toEqual(['_components.pre', '_components.table', 'ExampleTabs', '_components.p']);
    expect(code).toContain(`import {IslandBlock as _IslandBlock} from "${ISLAND_BLOCK_MODULE}";`);
    expect(code).toMatch(/_jsx\(_components\.h1, \{\s*children: "Title"/);
    expect(code).toMatch(/\}\), 1 \+ 1\]/);
    // Each block's code lives in a function of its own, outside the one that renders the page.
    expect(code).toContain('const _blockScope = {');
    expect(code).toMatch(/const _blocks = \[\(\{props, _components, [^}]*\bExampleTabs\b[^}]*\}\) => /);
  });

  it('drops the line breaks between top-level blocks, and only those', async () => {
    const code = await compiled('First.', '```ts\nconst a = 1\n```', 'Second line\nof one paragraph.');
    expect(code).not.toMatch(/children: \[[^\]]*"\\n"/);
    expect(code).toContain('"Second line\\nof one paragraph."');
    expect(code).toContain('"const a = 1\\n"');
  });

  it('imports only the wrappers a page uses', async () => {
    const islandsOnly = await compiled('```ts\nconst a = 1\n```', '<ExampleTabs>tabs</ExampleTabs>');
    expect(islandsOnly).not.toContain('_DeferredBlock');
    expect(islandsOnly).toContain('_IslandBlock');
    const proseOnly = await compiled('Only prose.', 'And more.');
    expect(proseOnly).toContain('_DeferredBlock');
    expect(proseOnly).not.toContain('_IslandBlock');
  });
});

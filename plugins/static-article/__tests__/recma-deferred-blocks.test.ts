import { compile } from '@mdx-js/mdx';
import type { CallExpression, Identifier } from 'estree';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import recmaDeferredBlocks, {
  BLOCK_SEQUENCE_MODULE,
  DEFERRED_BLOCK_MODULE,
  ISLAND_BLOCK_MODULE,
  usedNames,
} from '../recma-deferred-blocks';

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
  return blocks.split(/(?:\([\w, ]*\)|\w+) => /).slice(1)[index] ?? '';
}

/** The wrapped top-level blocks in order, each with its wrapper, tag and code (the k-th `_nextBlock()` is `_blocks[k]`). */
function wrappedBlocks(code: string): Array<{ wrapper: string; tag?: string; code: string }> {
  return [...code.matchAll(/_(DeferredBlock|IslandBlock), \{\s*(?:tag: "(\w+)",\s*)?render: _nextBlock\(\)/g)].map(
    ([, wrapper, tag], index) => ({ wrapper: wrapper!, tag, code: blockCode(code, index) }),
  );
}

/** The top-level blocks of the compiled page that were deferred, as `tag: first words`. */
function deferredBlocks(code: string): string[] {
  return wrappedBlocks(code)
    .filter((block) => block.wrapper === 'DeferredBlock')
    .map((block) => `${block.tag}: ${/^_jsxs?\(_components\.\w+, \{[^"]*"([^"]*)"/.exec(block.code)?.[1]}`);
}

/** The top-level blocks handed to IslandBlock, by the component at their root. */
function islandBlocks(code: string): string[] {
  return wrappedBlocks(code)
    .filter((block) => block.wrapper === 'IslandBlock')
    .map((block) => /^_jsxs?\(([\w.]+)/.exec(block.code)?.[1] ?? '?');
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
    expect(code).toContain('const _nextBlock = _blockSequence(_blocks, [_components, props');
    expect(code).toContain(`import {blockSequence as _blockSequence} from "${BLOCK_SEQUENCE_MODULE}";`);
    // Each takes the variables in the scope's order up to the last it uses.
    expect(code).toMatch(/const _blocks = \[_components => _jsx\(_components\.pre/);
    expect(code).toMatch(/\(_components, props, (\w+, )*ExampleTabs\) => _jsx\(ExampleTabs, \{/);
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

describe('usedNames', () => {
  const identifier = (name: string): Identifier => ({ type: 'Identifier', name });
  it('counts references, not property names or object keys', () => {
    const block: CallExpression = {
      type: 'CallExpression',
      optional: false,
      callee: identifier('_jsx'),
      arguments: [
        {
          type: 'MemberExpression',
          object: identifier('_components'),
          property: identifier('props'),
          computed: false,
          optional: false,
        },
        {
          type: 'ObjectExpression',
          properties: [
            {
              type: 'Property',
              kind: 'init',
              method: false,
              shorthand: false,
              computed: false,
              key: identifier('Tabs'),
              value: { type: 'Literal', value: 1 },
            },
            {
              type: 'Property',
              kind: 'init',
              method: false,
              shorthand: false,
              computed: true,
              key: identifier('Badge'),
              value: { type: 'Literal', value: 2 },
            },
          ],
        },
      ],
    };
    expect(usedNames(block, ['props', '_components', 'Tabs', 'Badge'])).toEqual(['_components', 'Badge']);
  });
});

import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import recmaDeferredBlocks, { DEFERRED_BLOCK_MODULE } from '../recma-deferred-blocks';

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

/** The top-level blocks of the compiled page that were deferred, as `tag: first words`. */
function deferredBlocks(code: string): string[] {
  return [
    ...code.matchAll(
      /_DeferredBlock, \{\s*tag: "(\w+)",\s*render: \(\) => _jsxs?\(_components\.\w+, \{[^"]*"([^"]*)"/g,
    ),
  ].map(([, tag, text]) => `${tag}: ${text}`);
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

  it('drops the line breaks between top-level blocks, and only those', async () => {
    const code = await compiled('First.', '```ts\nconst a = 1\n```', 'Second line\nof one paragraph.');
    expect(code).not.toMatch(/children: \[[^\]]*"\\n"/);
    expect(code).toContain('"Second line\\nof one paragraph."');
    expect(code).toContain('"const a = 1\\n"');
  });

  it('adds nothing to a page with no block to defer', async () => {
    const code = await compiled('```ts\nconst a = 1\n```');
    expect(code).not.toContain('_DeferredBlock');
  });
});

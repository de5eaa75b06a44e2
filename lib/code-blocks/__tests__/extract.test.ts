import { describe, expect, it } from 'vitest';
import { extractBlocks, parseMarkdown, sharedDocTree } from '../extract';
import { splitFiles } from '../files';
import { formatFenceMeta, parseFenceMeta } from '../meta';

const page = [
  '---',
  'title: Example',
  '---',
  '',
  '# Example',
  '',
  '```ts title="store.ts" {2}',
  'const a = 1',
  '```',
  '',
  '```bash',
  'npm install',
  '```',
  '',
  '```tsx no-typecheck="uses a browser-only global"',
  'const b = <div />',
  '```',
  '',
  '```js',
  'const c = 3',
  '```',
].join('\n');

describe('extractBlocks', () => {
  it('returns ts/tsx/js blocks in order with the markdown line of their first code line', () => {
    const blocks = extractBlocks(page, false);
    expect(blocks.map((block) => [block.lang, block.line, block.code])).toEqual([
      ['ts', 8, 'const a = 1'],
      ['tsx', 16, 'const b = <div />'],
      ['js', 20, 'const c = 3'],
    ]);
  });

  it('reads the opt-out reason from the fence meta', () => {
    const [, tsx] = extractBlocks(page, false);
    expect(tsx!.meta.noTypecheck).toBe('uses a browser-only global');
  });

  it('parses MDX pages with JSX around the code', () => {
    const mdx = '# T\n\n<div>\n\n```ts\nconst a = 1\n```\n\n</div>\n';
    expect(extractBlocks(mdx, true).map((block) => block.line)).toEqual([6]);
  });
});

describe('splitFiles', () => {
  it('splits at file markers, removing them and keeping each file line offset', () => {
    const files = splitFiles(
      ['// file: store.ts', 'export const a = 1', '', '// file: App.tsx', 'import { a } from "./store"'].join('\n'),
    );
    expect(files).toEqual([
      { name: 'store.ts', hidden: false, code: 'export const a = 1', lineOffset: 1 },
      { name: 'App.tsx', hidden: false, code: 'import { a } from "./store"', lineOffset: 4 },
    ]);
  });

  it('marks noEmit files as hidden and keeps code before the first marker as an unnamed file', () => {
    const files = splitFiles(['const x = 1', '// file: setup.ts noEmit', 'export {}'].join('\n'));
    expect(files.map((file) => [file.name, file.hidden])).toEqual([
      [undefined, false],
      ['setup.ts', true],
    ]);
  });
});

describe('fence meta', () => {
  it('separates our attributes from the ones passed to the code block', () => {
    const meta = parseFenceMeta('title="a b.ts" {1,3} no-transpile run no-typecheck=\'why\' showLineNumbers');
    expect(meta).toEqual({
      title: 'a b.ts',
      noTypecheck: 'why',
      noTranspile: true,
      run: true,
      rest: ['{1,3}', 'showLineNumbers'],
    });
    expect(formatFenceMeta(meta, 'x.js')).toBe('title="x.js" {1,3} showLineNumbers');
  });
});

describe('sharedDocTree', () => {
  it('parses a source once and hands every caller the same tree', () => {
    const source = `# Shared ${Math.random()}\n\nSome text.\n`;
    const first = sharedDocTree(source, false);
    expect(sharedDocTree(source, false)).toBe(first);
    expect(first).toEqual(parseMarkdown(source, false));
  });

  it('keeps Markdown and MDX parses of the same source apart', () => {
    const source = `# Both ${Math.random()}\n\n<Tabs />\n`;
    const markdown = sharedDocTree(source, false);
    const mdx = sharedDocTree(source, true);
    expect(mdx).not.toBe(markdown);
    expect(mdx.children.some((node) => node.type === 'mdxJsxFlowElement')).toBe(true);
    expect(markdown.children.some((node) => node.type === 'mdxJsxFlowElement')).toBe(false);
  });

  it('parses a changed source anew and forgets the oldest of many', () => {
    const oldest = `# Oldest ${Math.random()}\n`;
    const tree = sharedDocTree(oldest, false);
    for (let index = 0; index < 250; index += 1) sharedDocTree(`# Page ${index} ${Math.random()}\n`, false);
    expect(sharedDocTree(oldest, false)).not.toBe(tree);
    expect(sharedDocTree(`${oldest}More.\n`, false).children).toHaveLength(2);
  });
});

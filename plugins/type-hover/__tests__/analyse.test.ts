import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listAmbientFiles } from '../../../lib/code-blocks/docs-files';
import { MAGIC_COMMENTS } from '../../../config/magic-comments';
import { contentKey } from '../../../src/type-hover/content-key';
import type { PageHoverData } from '../../../src/type-hover/types';
import { analyseExamples, type ExampleAnalysis, type ExampleOutline } from '../analyse';
import { checkHoverMatchesOutline } from '../index';

const source = fs.readFileSync(path.join(__dirname, 'fixtures/hover-page.md'), 'utf8');
const docs = [{ docPath: 'fixtures/hover-page.md', source }];
const options = {
  virtualRoot: path.join(process.cwd(), '.examples-test'),
  ambientFiles: listAmbientFiles(),
  magicComments: MAGIC_COMMENTS,
  entryPoints: ['@reduxjs/toolkit', '@reduxjs/toolkit/query/react'],
};
let analysis: ExampleAnalysis | undefined;
let outline: ExampleOutline | undefined;
const analyse = () => analysis!;
beforeAll(() => {
  analysis = analyseExamples(docs, options, (given) => {
    expect(analysis, 'the outline comes before the analysis').toBeUndefined();
    outline = given;
  });
}, 120_000);

/** The quick info at a rendered line/column of the block with this rendered code. */
function quickInfoAt(data: PageHoverData, key: string, line: number, column: number): string | undefined {
  const entry = data.blocks[key]?.find(([l, c, length]) => l === line && c <= column && column < c + length);
  return entry && data.texts[entry[3]];
}

const storeCode = [
  "import { configureStore } from '@reduxjs/toolkit'",
  "import { todosSlice } from '../features/todos/todosSlice'",
  '',
  'export const store = configureStore({ reducer: { todos: todosSlice.reducer } })',
].join('\n');
const hooksCode = ["import { store } from './store'", 'export type AppDispatch = typeof store.dispatch'].join('\n');

describe('analyseExamples', () => {
  it('keys each visible file by the content key of the block the reader sees, without hidden files', () => {
    const page = analyse().hover.get('fixtures/hover-page.md')!;
    expect(Object.keys(page.blocks).sort()).toEqual(
      [contentKey('ts', 'title="app/store.ts"', storeCode), contentKey('ts', 'title="app/hooks.ts"', hooksCode)].sort(),
    );
  });

  it('gives quick info in rendered coordinates, after the removed highlight comment', () => {
    const page = analyse().hover.get('fixtures/hover-page.md')!;
    const key = contentKey('ts', 'title="app/store.ts"', storeCode);
    // Line 3 of the rendered block (0-based) is the store line: the magic comment above it is gone.
    expect(quickInfoAt(page, key, 3, 22)).toMatch(/^\(alias\) configureStore</);
    expect(quickInfoAt(page, key, 3, 13)).toMatch(/^const store: EnhancedStore</);
    expect(quickInfoAt(page, key, 0, 10)).toMatch(/^\(alias\) function configureStore/);
  });

  it('types a name declared in a hidden file where the visible file uses it', () => {
    const page = analyse().hover.get('fixtures/hover-page.md')!;
    const key = contentKey('ts', 'title="app/store.ts"', storeCode);
    expect(quickInfoAt(page, key, 3, 58)).toMatch(/^\(alias\) const todosSlice: Slice(\$1)?<string\[\]/);
    expect(quickInfoAt(page, key, 3, 50)).toMatch(/^\(property\) todos: Reducer<string\[\]/);
  });

  it('stores each quick info text once per page', () => {
    const page = analyse().hover.get('fixtures/hover-page.md')!;
    expect(new Set(page.texts).size).toBe(page.texts.length);
  });

  it('records the toolkit exports each block calls, from visible files only', () => {
    expect(analyse().usages).toEqual([{ docPath: 'fixtures/hover-page.md', blockLine: 6, calls: ['configureStore'] }]);
  });
});

describe('the outline', () => {
  it('has the same toolkit calls and hover blocks as the analysis', () => {
    expect(outline!.usages).toEqual(analyse().usages);
    expect(outline!.hoverBlocks).toEqual(
      new Map([['fixtures/hover-page.md', Object.keys(analyse().hover.get('fixtures/hover-page.md')!.blocks)]]),
    );
    expect(() => checkHoverMatchesOutline(analyse().hover, outline!)).not.toThrow();
  });

  it('stops the build when a page was marked for other blocks than its hover data covers', () => {
    const [first] = outline!.hoverBlocks.get('fixtures/hover-page.md')!;
    const missingOne = new Map([['fixtures/hover-page.md', [first!]]]);
    expect(() => checkHoverMatchesOutline(analyse().hover, { hoverBlocks: missingOne })).toThrow(
      /docs\/fixtures\/hover-page\.md covers 2 block\(s\), but the page was marked for 1/,
    );
    expect(() => checkHoverMatchesOutline(new Map(), outline!)).toThrow(/covers 0 block\(s\)/);
  });
});

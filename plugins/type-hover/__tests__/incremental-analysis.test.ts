import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listAmbientFiles } from '../../../lib/code-blocks/docs-files';
import { MAGIC_COMMENTS } from '../../../config/magic-comments';
import { contentKey } from '../../../src/type-hover/content-key';
import { analyseExamples } from '../analyse';
import { IncrementalAnalysis } from '../incremental-analysis';

const hoverPage = fs.readFileSync(path.join(__dirname, 'fixtures/hover-page.md'), 'utf8');
const counterPage = (value: string) =>
  [
    '# Counter',
    '',
    '```ts',
    "import { createSlice } from '@reduxjs/toolkit'",
    `const initialState = ${value}`,
    'export const counter = createSlice({ name: "counter", initialState, reducers: {} })',
    '```',
    '',
  ].join('\n');
const OPTIONS = {
  virtualRoot: path.join(process.cwd(), '.examples-test'),
  ambientFiles: listAmbientFiles(),
  magicComments: MAGIC_COMMENTS,
  entryPoints: ['@reduxjs/toolkit'],
};
const viewPage = [
  '# View',
  '',
  '```tsx',
  'export function Loading() {',
  '  return <p>Loading…</p>',
  '}',
  '```',
  '',
].join('\n');
const DOCS = [
  { docPath: 'guide/hover.md', source: hoverPage },
  { docPath: 'guide/counter.md', source: counterPage('0') },
  { docPath: 'guide/view.md', source: viewPage },
];

let analysis: IncrementalAnalysis;
beforeAll(() => {
  analysis = new IncrementalAnalysis(DOCS, OPTIONS);
}, 120_000);

describe('IncrementalAnalysis', () => {
  it('analyses the site as the build does', () => {
    const site = analysis.analyseSite();
    const built = analyseExamples(DOCS, OPTIONS);
    expect([...site.hover]).toEqual([...built.hover]);
    expect(site.usages).toEqual(built.usages);
  }, 120_000);

  it('reports no problem in an example that compiles, after its quick info was read', () => {
    // Quick info on a JSX tag name makes the checker look the name up as a value; that error must not leak.
    expect(analysis.analysePage('guide/view.md', viewPage).problems).toEqual([]);
  });

  it('keeps a page result while its source is unchanged', () => {
    const first = analysis.analysePage('guide/counter.md', counterPage('0'));
    const again = analysis.analysePage('guide/counter.md', counterPage('0'));
    expect(first.problems).toEqual([]);
    expect(again.analysed).toBe(false);
    expect(again.hover).toBe(first.hover);
  }, 120_000);

  it('after an edit, analyses that page only, and locates its type error in the block the reader sees', () => {
    const hoverBefore = analysis.analysePage('guide/hover.md', hoverPage);
    const edited = counterPage("'zero' as number");
    const result = analysis.analysePage('guide/counter.md', edited);
    expect(result.analysed).toBe(true);
    const code = edited.split('\n').slice(3, 6).join('\n');
    expect(result.problems).toEqual([
      expect.objectContaining({
        docPath: 'guide/counter.md',
        line: 5,
        message: expect.stringMatching(/^TS2352: Conversion of type 'string' to type 'number'/),
        blockKey: contentKey('ts', undefined, code),
      }),
    ]);
    expect(Object.keys(result.hover!.blocks)).toEqual([contentKey('ts', undefined, code)]);
    const hoverAfter = analysis.analysePage('guide/hover.md', hoverPage);
    expect(hoverAfter.analysed).toBe(false);
    expect(hoverAfter.hover).toBe(hoverBefore.hover);
  }, 120_000);
});

import { describe, expect, it } from 'vitest';
import type { ExampleAnalysis } from '../analyse';
import { docsOfPart, joinParts } from '../analysis-parts';

const doc = (docPath: string, size: number) => ({ docPath, source: 'x'.repeat(size) });
const DOCS = [doc('a.md', 100), doc('b.md', 900), doc('c.md', 300), doc('d.md', 500), doc('e.md', 200)];

describe('docsOfPart', () => {
  it('deals every page to exactly one part, in document order, the parts about as large', () => {
    const parts = [0, 1].map((index) => docsOfPart(DOCS, index, 2));
    expect(
      parts
        .flat()
        .map((page) => page.docPath)
        .sort(),
    ).toEqual(['a.md', 'b.md', 'c.md', 'd.md', 'e.md']);
    // Largest first to the lighter part: b (900) | d (500), c (300), e (200): 900 | 1000, then a (100) to the first.
    expect(parts.map((part) => part.map((page) => page.docPath))).toEqual([
      ['a.md', 'b.md'],
      ['c.md', 'd.md', 'e.md'],
    ]);
    expect(docsOfPart(DOCS, 0, 1)).toEqual(DOCS);
  });

  it('refuses a part that does not exist', () => {
    expect(() => docsOfPart(DOCS, 2, 2)).toThrow('No part 2 of 2');
    expect(() => docsOfPart(DOCS, 0, 0)).toThrow('No part 0 of 0');
  });
});

describe('joinParts', () => {
  const analysis = (pages: string[], milliseconds: number): ExampleAnalysis => ({
    hover: new Map(pages.map((page) => [page, { texts: [page], blocks: {} }])),
    usages: pages.flatMap((page) => [
      { docPath: page, blockLine: 1, calls: ['createSlice'] },
      { docPath: page, blockLine: 9, calls: ['configureStore'] },
    ]),
    stats: { identifiers: pages.length, blocks: pages.length, milliseconds, usagesMilliseconds: 1 },
  });

  it('gives what one analysis of every page would: pages and usages in document order, counts summed', () => {
    const joined = joinParts(
      DOCS.map((page) => page.docPath),
      [analysis(['d.md', 'b.md'], 900), analysis(['e.md', 'a.md'], 700)],
    );
    expect([...joined.hover.keys()]).toEqual(['a.md', 'b.md', 'd.md', 'e.md']);
    expect(joined.usages.map((usage) => `${usage.docPath}:${usage.blockLine}`)).toEqual([
      'a.md:1',
      'a.md:9',
      'b.md:1',
      'b.md:9',
      'd.md:1',
      'd.md:9',
      'e.md:1',
      'e.md:9',
    ]);
    expect(joined.stats).toEqual({ identifiers: 4, blocks: 4, milliseconds: 900, usagesMilliseconds: 2 });
  });
});

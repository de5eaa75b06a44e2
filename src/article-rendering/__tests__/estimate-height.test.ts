import { describe, expect, it } from 'vitest';
import { estimateBlockHeight, type BlockContent } from '../estimate-height';

const EMPTY: BlockContent = {
  text: 0,
  inlineCode: 0,
  codeLines: 0,
  codeBlocks: 0,
  lineStarts: 0,
  drawingHeight: 0,
  tableRows: [],
};

const paragraph = (text: number): BlockContent => ({ ...EMPTY, text, lineStarts: 1 });

describe('estimateBlockHeight', () => {
  it('gives a paragraph more lines the narrower the article', () => {
    const wide = estimateBlockHeight(paragraph(600), 1000, 16);
    const narrow = estimateBlockHeight(paragraph(600), 360, 16);
    expect(narrow).toBeGreaterThan(wide * 2);
  });

  it('allows more than a line per 0.6 rem of width for each character, erring tall', () => {
    // 360 px at 16 px a rem holds 37.5 characters of 0.6 rem: 300 characters are 8 lines of 1.65 rem, and more.
    expect(estimateBlockHeight(paragraph(300), 360, 16)).toBeGreaterThan(8 * 1.65 * 16);
  });

  it('counts inline code as wider than prose', () => {
    const prose = estimateBlockHeight({ ...paragraph(400) }, 400, 16);
    const code = estimateBlockHeight({ ...paragraph(0), inlineCode: 400 }, 400, 16);
    expect(code).toBeGreaterThan(prose);
  });

  it('gives a code block its lines whatever the width, as code does not wrap', () => {
    const block: BlockContent = { ...EMPTY, codeLines: 40, codeBlocks: 1 };
    expect(estimateBlockHeight(block, 360, 16)).toBe(estimateBlockHeight(block, 1280, 16));
    expect(estimateBlockHeight(block, 360, 16)).toBeGreaterThan(40 * 1.4 * 16);
  });

  it('sizes a heading with its larger font', () => {
    const h2 = estimateBlockHeight({ ...EMPTY, text: 20, headingLevel: 2 }, 800, 16);
    const h4 = estimateBlockHeight({ ...EMPTY, text: 20, headingLevel: 4 }, 800, 16);
    expect(h2).toBeGreaterThan(h4);
    expect(h2).toBeGreaterThanOrEqual(2 * 1.25 * 16);
  });

  it('makes a table row as tall as its longest cell wrapped in its share of the width', () => {
    const oneCell = estimateBlockHeight({ ...EMPTY, tableRows: [[1, 200]] }, 400, 16);
    const fourCells = estimateBlockHeight({ ...EMPTY, tableRows: [[4, 200]] }, 400, 16);
    expect(fourCells).toBeGreaterThan(oneCell);
    const twoRows = estimateBlockHeight(
      {
        ...EMPTY,
        tableRows: [
          [4, 200],
          [4, 200],
        ],
      },
      400,
      16,
    );
    expect(twoRows - fourCells).toBeCloseTo(fourCells - estimateBlockHeight(EMPTY, 400, 16));
  });

  it('adds drawings at their height, and scales everything else with the root font', () => {
    expect(estimateBlockHeight({ ...EMPTY, drawingHeight: 300 }, 400, 16)).toBe(
      300 + estimateBlockHeight(EMPTY, 400, 16),
    );
    const block: BlockContent = { ...EMPTY, codeLines: 10, codeBlocks: 1 };
    expect(estimateBlockHeight(block, 400, 20)).toBeCloseTo(estimateBlockHeight(block, 400, 16) * 1.25);
  });
});

/**
 * A height for an article block that has not been laid out yet, read from
 * its content without asking the browser for any layout.
 *
 * Until the sizing pass reaches it, a block off screen is skipped and takes
 * the size of its placeholder, while its content keeps its own geometry: a
 * long list in a short placeholder lies over the blocks after it, the footer
 * included. Nothing of it is painted, but tools that judge colours by
 * position (axe's contrast check, in Lighthouse too) then read a link
 * against the footer's dark background. So the estimate errs on the tall
 * side: measured on every block of every page at 360, 412 and 1280 px wide,
 * it was below the real height for 15 of 14,379 blocks (by 198 px at most, a
 * table with long unbreakable cells), and about a third above it in all.
 */

/** What a block holds, as far as its height goes. */
export interface BlockContent {
  /** Characters of prose (whitespace runs counted as one). */
  readonly text: number;
  /** Characters of inline code, which is wider than prose. */
  readonly inlineCode: number;
  /** Lines of code in code blocks (the visible tab only). */
  readonly codeLines: number;
  readonly codeBlocks: number;
  /** Elements that start a line of their own: paragraphs, list items, headings, captions. */
  readonly lineStarts: number;
  /** Heights of drawings (SVG), at the article's width. */
  readonly drawingHeight: number;
  /** Per table row: its number of cells, and the characters of its longest cell. */
  readonly tableRows: ReadonlyArray<readonly [cells: number, longestCell: number]>;
  /** The block is a heading of this level (2–6), whose font is larger. */
  readonly headingLevel?: number;
}

/** Font sizes of headings, in rem (Infima's). */
const HEADING_SCALE: Readonly<Record<number, number>> = { 2: 2, 3: 1.5, 4: 1.25, 5: 1, 6: 0.875 };

/**
 * Widths and heights in rem, chosen to err tall: an average character is
 * taken as 0.6 of the font size (wider than most), every line-starting
 * element as a line and a fifth, every code block as its lines plus the
 * room of a title and padding.
 */
const CHARACTER_WIDTH = 0.6;
const LINE_HEIGHT = 1.65;
const HEADING_LINE_HEIGHT = 1.25;
const CODE_LINE_HEIGHT = 1.44;
const CODE_BLOCK_EXTRA = 3.5;
const LINE_START_LINES = 1.2;
/** Lines a table row adds to its longest cell's: a cell's last word rarely fills its line. */
const TABLE_ROW_LINES = 2.2;
const TABLE_ROW_EXTRA = 1.875;
const BLOCK_EXTRA = 1;
const INLINE_CODE_WIDTH = 1.25;

/** The estimated height in CSS pixels of a block with this content, in an article `widthPx` wide. */
export function estimateBlockHeight(content: BlockContent, widthPx: number, remPx: number): number {
  const charactersPerLine = Math.max(16, widthPx / (remPx * CHARACTER_WIDTH));
  const scale = content.headingLevel === undefined ? undefined : HEADING_SCALE[content.headingLevel];
  if (scale !== undefined) {
    const lines = Math.ceil(content.text / (charactersPerLine / scale)) + 1;
    return (lines * scale * HEADING_LINE_HEIGHT + BLOCK_EXTRA) * remPx;
  }
  let tableLines = 0;
  for (const [cells, longestCell] of content.tableRows) {
    tableLines += Math.ceil(longestCell / Math.max(8, charactersPerLine / Math.max(1, cells))) + TABLE_ROW_LINES;
  }
  const proseLines =
    (content.text + INLINE_CODE_WIDTH * content.inlineCode) / charactersPerLine + content.lineStarts * LINE_START_LINES;
  const rem =
    (proseLines + tableLines) * LINE_HEIGHT +
    content.tableRows.length * TABLE_ROW_EXTRA +
    content.codeLines * CODE_LINE_HEIGHT +
    content.codeBlocks * CODE_BLOCK_EXTRA +
    BLOCK_EXTRA;
  return rem * remPx + content.drawingHeight;
}

const LINE_START = /^(?:P|LI|H[1-6]|DT|DD|FIGCAPTION|SUMMARY)$/;
const HEADING = /^H([2-6])$/;

/** Runs of whitespace count as one character, as the browser shows them. */
function shownLength(text: string): number {
  let length = 0;
  let inSpace = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const space = code === 32 || code === 10 || code === 9 || code === 13;
    if (!space || !inSpace) length += 1;
    inSpace = space;
  }
  return length;
}

/** The height of a drawing at the article's width, from its attributes. */
function drawingHeight(svg: SVGSVGElement, widthPx: number): number {
  const box = svg.viewBox.baseVal;
  if (box && box.width > 0) return (Math.min(widthPx, box.width) * box.height) / box.width;
  const height = Number.parseFloat(svg.getAttribute('height') ?? '');
  return Number.isFinite(height) ? height : 0;
}

/**
 * Reads what a block holds from its DOM, skipping what is hidden (tabs not
 * shown). Reads no layout: only the tree, text and attributes.
 */
export function blockContent(block: Element, widthPx: number): BlockContent {
  let text = 0;
  let inlineCode = 0;
  let codeLines = 0;
  let codeBlocks = 0;
  let lineStarts = 0;
  let drawings = 0;
  const tableRows: Array<readonly [number, number]> = [];
  const visit = (element: Element): void => {
    if ((element as HTMLElement).hidden) return;
    const tag = element.tagName;
    if (tag === 'PRE') {
      codeBlocks += 1;
      const code = element.querySelector('code');
      codeLines += code?.childElementCount || (element.textContent ?? '').split('\n').length;
      return;
    }
    if (tag.toLowerCase() === 'svg') {
      drawings += drawingHeight(element as SVGSVGElement, widthPx);
      return;
    }
    if (tag === 'TR') {
      const cells = Array.from(element.children);
      tableRows.push([cells.length, Math.max(0, ...cells.map((cell) => (cell.textContent ?? '').length))]);
      return;
    }
    if (tag === 'CODE') {
      inlineCode += (element.textContent ?? '').length;
      return;
    }
    if (LINE_START.test(tag)) lineStarts += 1;
    for (let node = element.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === Node.TEXT_NODE) text += shownLength((node as Text).data);
      else if (node.nodeType === Node.ELEMENT_NODE) visit(node as Element);
    }
  };
  visit(block);
  const heading = HEADING.exec(block.tagName);
  return {
    text,
    inlineCode,
    codeLines,
    codeBlocks,
    lineStarts: heading ? 0 : lineStarts,
    drawingHeight: drawings,
    tableRows,
    ...(heading ? { headingLevel: Number(heading[1]) } : {}),
  };
}

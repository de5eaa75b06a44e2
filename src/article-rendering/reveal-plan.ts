/** Where a block of the article sits, in viewport coordinates (as `getBoundingClientRect` gives it). */
export interface BlockBox {
  readonly top: number;
  readonly bottom: number;
}

/**
 * The order in which the article's blocks are drawn: first the block at the
 * top of the viewport and everything below it, in reading order, then the
 * blocks above it, nearest first. A reader who opened a link to a section
 * sees it first; blocks above change height out of view, where the browser's
 * scroll anchoring keeps the section in place.
 */
export function revealOrder(boxes: readonly BlockBox[]): number[] {
  const first = boxes.findIndex((box) => box.bottom > 0);
  if (first === -1) return boxes.map((_, index) => boxes.length - 1 - index);
  const below = boxes.slice(first).map((_, offset) => first + offset);
  const above = boxes.slice(0, first).map((_, index) => first - 1 - index);
  return [...below, ...above];
}

/**
 * Draws items from `from` on, one at a time, until `sliceMs` have passed (at
 * least one item, so every slice makes progress). Returns where the next
 * slice starts. Slicing by time rather than by count keeps each task short
 * on a slow CPU and lets a fast one draw more per frame.
 */
export function drawSlice(
  count: number,
  from: number,
  draw: (index: number) => void,
  now: () => number,
  sliceMs: number,
): number {
  const start = now();
  let next = from;
  do {
    if (next >= count) break;
    draw(next);
    next += 1;
  } while (now() - start < sliceMs);
  return next;
}

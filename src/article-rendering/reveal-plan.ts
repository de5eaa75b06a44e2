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
 * Groups the blocks, in the given order, into batches whose summed cost stays
 * within the budget; a block that alone exceeds it makes a batch of its own.
 */
export function batchesWithin(order: readonly number[], costs: readonly number[], budget: number): number[][] {
  const batches: number[][] = [];
  let batch: number[] = [];
  let spent = 0;
  for (const index of order) {
    const cost = costs[index] ?? 0;
    if (batch.length > 0 && spent + cost > budget) {
      batches.push(batch);
      batch = [];
      spent = 0;
    }
    batch.push(index);
    spent += cost;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

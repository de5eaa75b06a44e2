/** Where a block of the article sits, in viewport coordinates (as `getBoundingClientRect` gives it). */
export interface BlockBox {
  readonly top: number;
  readonly bottom: number;
}

/**
 * The order in which the article's blocks are drawn: first the block at the
 * top of the viewport and everything below it, in reading order, then the
 * blocks above it, nearest first, so what the reader is looking at is drawn
 * first. Blocks above the screen are usually drawn already, by the inline
 * script that runs on scroll (config/draw-article-above.ts), since the
 * browser's scroll anchoring does not make up for them.
 */
export function revealOrder(boxes: readonly BlockBox[]): number[] {
  const first = boxes.findIndex((box) => box.bottom > 0);
  if (first === -1) return boxes.map((_, index) => boxes.length - 1 - index);
  const below = boxes.slice(first).map((_, offset) => first + offset);
  const above = boxes.slice(0, first).map((_, index) => first - 1 - index);
  return [...below, ...above];
}

/**
 * How many blocks the next slice lays out, from how long the last frame
 * took: in proportion to the time left over or overrun, at most twice or
 * half as many as before, and at least one. A frame costs a fixed part (the
 * browser visits the whole article whenever its layout changes) and a part
 * per block, so the size settles where the two together fill the frame's
 * time; a slow CPU settles on few blocks a frame, a fast one on many.
 */
export function nextSliceSize(size: number, spentMs: number, frameMs: number): number {
  const proportional = Math.round((size * frameMs) / Math.max(spentMs, Number.EPSILON));
  return Math.max(1, Math.floor(size / 2), Math.min(size * 2, proportional));
}

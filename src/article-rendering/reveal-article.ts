import { nextSliceSize, revealOrder } from './reveal-plan';

/** Set on a block of the article once it is drawn like any other element (src/css/custom.css). */
export const BLOCK_RENDERED = 'data-rendered';
/** Set on the article once every block is: tools that inspect the page (axe) wait for it. */
export const ARTICLE_RENDERED = 'data-article-rendered';

/**
 * Main-thread time one task aims to spend drawing blocks. Each slice is laid
 * out in the task that draws it, and its size follows the time the last one
 * took (`nextSliceSize`), so the tasks stay about this short on any CPU.
 */
const SLICE_MS = 6;

/**
 * Draws the article's blocks a few at a time, one slice per frame. Until then
 * a block off screen is skipped by the browser (`content-visibility: auto`):
 * the first page lays out only what is on screen, and the rest is laid out
 * in frames small enough not to block input, instead of in the long tasks
 * the whole article used to cost while it loaded. Blocks above the screen
 * (after a scroll) are drawn at once by an inline script
 * (config/draw-article-above.ts), so those drawn here lie below it.
 */
export function revealArticle(root: HTMLElement, afterNextFrame: (run: () => void) => void): void {
  const blocks = Array.from(root.querySelectorAll<HTMLElement>(`:scope > :not(header):not([${BLOCK_RENDERED}])`));
  const order = revealOrder(blocks.map((block) => block.getBoundingClientRect()));
  let next = 0;
  let size = 2;
  const step = () => {
    if (!root.isConnected) return;
    if (next >= order.length) {
      root.setAttribute(ARTICLE_RENDERED, 'true');
      return;
    }
    const start = performance.now();
    const end = Math.min(order.length, next + size);
    for (; next < end; next += 1) blocks[order[next]!]!.setAttribute(BLOCK_RENDERED, '');
    // Lay the slice out now, so the time it takes is measured here.
    root.getBoundingClientRect();
    size = nextSliceSize(size, performance.now() - start, SLICE_MS);
    afterNextFrame(step);
  };
  afterNextFrame(step);
}

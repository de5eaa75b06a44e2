import { batchesWithin, revealOrder } from './reveal-plan';

/** Set on a block of the article once it is drawn like any other element (src/css/custom.css). */
export const BLOCK_RENDERED = 'data-rendered';
/** Set on the article once every block is: tools that inspect the page (axe) wait for it. */
export const ARTICLE_RENDERED = 'data-article-rendered';

/**
 * Elements (outside code, whose lines stay skipped until on screen) a frame
 * lays out at most: about 30 ms of style and layout on a phone-speed CPU.
 */
const ELEMENTS_PER_FRAME = 100;

/** What laying a block out costs, counted in elements; code lines are left out, they have their own placeholder. */
function layoutCost(block: Element): number {
  let elements = block.getElementsByTagName('*').length + 1;
  for (const pre of Array.from(block.getElementsByTagName('pre'))) elements -= pre.getElementsByTagName('*').length;
  return elements;
}

/**
 * Draws the article's blocks a few at a time, one batch per frame. Until then
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
  const batches = batchesWithin(order, blocks.map(layoutCost), ELEMENTS_PER_FRAME);
  const step = () => {
    if (!root.isConnected) return;
    const batch = batches.shift();
    if (!batch) {
      root.setAttribute(ARTICLE_RENDERED, 'true');
      return;
    }
    for (const index of batch) blocks[index]!.setAttribute(BLOCK_RENDERED, '');
    afterNextFrame(step);
  };
  afterNextFrame(step);
}

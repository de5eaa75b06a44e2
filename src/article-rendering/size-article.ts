import { afterForegroundWork } from '../lib/foreground-work';
import { nextSliceSize, revealOrder } from './reveal-plan';

/** Set on a block of the article that is drawn for good (src/css/custom.css). */
export const BLOCK_RENDERED = 'data-rendered';
/** Set on a block while it is laid out once for its size (src/css/custom.css). */
export const BLOCK_SIZING = 'data-sizing';
/** Set on the article once every block has its real size: tools that inspect the page (axe) wait for it. */
export const ARTICLE_RENDERED = 'data-article-rendered';
/** An article's blocks not drawn for good, which are skipped while off screen. */
export const UNDRAWN_BLOCKS = `:scope > :not(header):not([${BLOCK_RENDERED}])`;

/**
 * Main-thread time one frame aims to spend on a slice: marking its blocks,
 * then the browser's style, layout and paint of them. A phone about four
 * times slower than the machine that measured it still stays under the 50 ms
 * of a long task. The slice size follows the time the last frame took
 * (`nextSliceSize`), so frames stay about this short on any CPU.
 */
const FRAME_MS = 10;

/** Whether any of the element lies in the viewport. */
function onScreen(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight;
}

/**
 * Runs `draw` at the start of the next frame, then `measured` once the
 * browser has produced that frame, with the time from the start of `draw`:
 * the frame's style, layout and paint are counted, not only the script.
 */
function inNextFrame(draw: () => void, measured: (frameMs: number) => void): void {
  requestAnimationFrame(() => {
    const start = performance.now();
    draw();
    setTimeout(() => measured(performance.now() - start), 0);
  });
}

/**
 * Lays out each block of the article once, a slice per frame, so that every
 * block has its real height, and lets it be skipped again afterwards.
 *
 * A block off screen is skipped by the browser (`content-visibility: auto`)
 * and, until it has been laid out once, holds a placeholder height; the first
 * page lays out only what is on screen. Once laid out, a skipped block keeps
 * its last size (`contain-intrinsic-size: auto`), so after this pass the page
 * has its true length and nothing moves when a block is drawn on scrolling.
 *
 * Each block is skipped again in the frame after its own, rather than drawn
 * for good: every frame that changes the layout makes the browser visit
 * every element drawn (its paint step), and with the whole of a long article
 * drawn that visit alone took most of a frame. Blocks above the screen
 * (after a scroll) are drawn for good by an inline script
 * (config/draw-article-above.ts), so those laid out here lie below it.
 * Returns a function that stops the pass.
 */
export function sizeArticle(root: HTMLElement, frame = inNextFrame): () => void {
  const blocks = Array.from(root.querySelectorAll<HTMLElement>(UNDRAWN_BLOCKS));
  const order = revealOrder(blocks.map((block) => block.getBoundingClientRect()));
  let next = 0;
  let size = 2;
  let sizing: HTMLElement[] = [];
  let stopped = false;
  const release = () => {
    // A block the reader sees stays drawn: skipped again, it would be blank for a frame.
    // Every block is looked at before any changes, so the layout is computed once.
    const seen = sizing.filter(onScreen);
    for (const block of sizing) block.removeAttribute(BLOCK_SIZING);
    for (const block of seen) block.setAttribute(BLOCK_RENDERED, '');
    sizing = [];
  };
  const sizeSlice = () => {
    release();
    const end = Math.min(order.length, next + size);
    for (; next < end; next += 1) sizing.push(blocks[order[next]!]!);
    for (const block of sizing) block.setAttribute(BLOCK_SIZING, '');
  };
  const step = () => {
    if (stopped || !root.isConnected) return;
    if (next >= order.length) {
      release();
      root.setAttribute(ARTICLE_RENDERED, 'true');
      return;
    }
    // Work a reader waits for (the search engine loading) goes first: the pass can wait.
    afterForegroundWork(() =>
      frame(sizeSlice, (frameMs) => {
        size = nextSliceSize(size, frameMs, FRAME_MS);
        step();
      }),
    );
  };
  step();
  return () => {
    stopped = true;
    release();
  };
}

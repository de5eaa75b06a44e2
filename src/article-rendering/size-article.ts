import { isContentSkipped } from '../lib/content-skipped';
import { afterForegroundWork } from '../lib/foreground-work';
import { whenIdleInBackground } from '../lib/when-idle-in-background';
import { ARTICLE_RENDERED, BLOCK_SIZING, UNDRAWN_BLOCKS } from './article-blocks';
import { blockMeasurer, contentHeight } from './measure-block';

/**
 * Main-thread time one task of measuring aims to take. Each block is
 * measured whole, so a task runs over by at most one block: on this machine
 * 1 ms for most, 10 ms for the largest table. A phone four times slower
 * still stays well short of the 50 ms of a long task.
 */
const SLICE_MS = 4;

/**
 * Blocks given their measured height in one frame. Each block's style is
 * computed again (about 40 µs a block here), and every frame that changes
 * the article's height lays out its blocks and visits what is drawn: about
 * 7 ms here, 40–60 ms at a quarter of the speed, whatever the batch. So the
 * batches are few: 60 blocks a frame took 50–113 ms at that speed, 30 a
 * frame 51–83 ms, in twice as many frames.
 */
const APPLY_BATCH = 60;

/** What the pass needs from the page, given by tests in its place. */
export interface SizingSteps {
  /** Prepares to measure; returns the height of a block's content, and a way to clean up. */
  measurer(root: HTMLElement): { measure(block: HTMLElement): number; dispose(): void };
  /** Runs `run` in a task of its own once the main thread is idle. */
  nextTask(run: () => void): void;
  /** Runs `run` at the start of the next frame. */
  nextFrame(run: () => void): void;
  /** The content height a block keeps while skipped off screen, or `undefined` while it is drawn. */
  keptHeight(block: HTMLElement): number | undefined;
  now(): number;
}

/** The pass waits for the main thread to be idle, two seconds at most, and for a task of its own where nothing can tell. */
const IDLE = { timeoutMs: 2000, fallbackDelayMs: 0 };

const pageSteps: SizingSteps = {
  measurer: blockMeasurer,
  nextTask: (run) => whenIdleInBackground(() => run(), IDLE),
  nextFrame: (run) => requestAnimationFrame(() => run()),
  keptHeight: (block) => (isContentSkipped(block) ? contentHeight(block) : undefined),
  now: () => performance.now(),
};

/**
 * Gives each block of the article its real height, so that the page has its
 * true length while the blocks off screen stay skipped, and nothing moves
 * when a block is drawn on scrolling.
 *
 * A block off screen is skipped by the browser (`content-visibility: auto`)
 * and, until it has been laid out once, holds a placeholder height: the first
 * page lays out only what is on screen. This pass measures a copy of each
 * block (measure-block.ts), a slice of blocks per task, without changing the
 * page, then gives the blocks their measured heights, a batch per frame.
 * A block that still shows another height kept one from an earlier drawing
 * (a diagram drawn while the page loaded kept one 31 px short), and is laid
 * out in place once to correct it.
 * Blocks above the screen (after a scroll) are drawn for good by an inline
 * script (config/draw-article-above.ts), so those measured here lie below it.
 * Returns a function that stops the pass.
 */
export function sizeArticle(root: HTMLElement, steps: SizingSteps = pageSteps): () => void {
  const blocks = Array.from(root.querySelectorAll<HTMLElement>(UNDRAWN_BLOCKS));
  const heights: number[] = [];
  let measurer: ReturnType<SizingSteps['measurer']> | undefined;
  let stopped = false;
  const finish = () => {
    measurer?.dispose();
    measurer = undefined;
  };
  const markSized = () => root.setAttribute(ARTICLE_RENDERED, 'true');
  /**
   * A block drawn before (while the page loaded, or at another width) keeps the size
   * it was drawn at, which `auto` prefers to the measured one, though its content or
   * width may have changed since: each such block is laid out in place for a frame.
   */
  const redrawKeptSizes = () => {
    if (stopped || !root.isConnected) return;
    const kept = blocks.filter((block, index) => {
      const height = steps.keptHeight(block);
      return height !== undefined && Math.abs(height - heights[index]!) > 0.5;
    });
    if (kept.length === 0) return markSized();
    for (const block of kept) block.setAttribute(BLOCK_SIZING, '');
    steps.nextFrame(() => {
      for (const block of kept) block.removeAttribute(BLOCK_SIZING);
      if (!stopped) markSized();
    });
  };
  const apply = () => {
    let next = 0;
    const applyBatch = () => {
      if (stopped || !root.isConnected) return;
      const end = Math.min(blocks.length, next + APPLY_BATCH);
      for (; next < end; next += 1) blocks[next]!.style.containIntrinsicSize = `auto ${heights[next]}px`;
      steps.nextFrame(next < blocks.length ? applyBatch : redrawKeptSizes);
    };
    steps.nextFrame(applyBatch);
  };
  const measureSlice = () => {
    if (stopped || !root.isConnected) return finish();
    measurer ??= steps.measurer(root);
    const started = steps.now();
    do {
      heights.push(measurer.measure(blocks[heights.length]!));
    } while (heights.length < blocks.length && steps.now() - started < SLICE_MS);
    if (heights.length < blocks.length) {
      // Work a reader waits for (the search engine loading) goes first: the pass can wait.
      afterForegroundWork(() => steps.nextTask(measureSlice));
      return;
    }
    finish();
    apply();
  };
  if (blocks.length === 0) apply();
  else afterForegroundWork(() => steps.nextTask(measureSlice));
  return () => {
    stopped = true;
    finish();
  };
}

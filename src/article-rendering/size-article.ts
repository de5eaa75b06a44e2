import { afterForegroundWork } from '../lib/foreground-work';
import { whenIdleInBackground } from '../lib/when-idle-in-background';
import { ARTICLE_RENDERED, UNDRAWN_BLOCKS } from './article-blocks';
import { blockMeasurer } from './measure-block';

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
  now(): number;
}

/** The pass waits for the main thread to be idle, two seconds at most, and for a task of its own where nothing can tell. */
const IDLE = { timeoutMs: 2000, fallbackDelayMs: 0 };

const pageSteps: SizingSteps = {
  measurer: blockMeasurer,
  nextTask: (run) => whenIdleInBackground(() => run(), IDLE),
  nextFrame: (run) => requestAnimationFrame(() => run()),
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
 * Each block first goes without `auto` for a frame, which makes it forget
 * any size it kept: one drawn before its content or the window's width
 * changed would keep a size that is no longer its own (a diagram drawn
 * while the page loaded kept one 31 px short).
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
  const apply = () => {
    let next = 0;
    /** Blocks of the batch before, which forgot their kept sizes in the last frame. */
    let forgetting: number[] = [];
    const applyBatch = () => {
      if (stopped || !root.isConnected) return;
      // Once forgotten, a block keeps the size it is drawn at again.
      for (const index of forgetting) blocks[index]!.style.containIntrinsicSize = `auto ${heights[index]}px`;
      forgetting = [];
      const end = Math.min(blocks.length, next + APPLY_BATCH);
      for (; next < end; next += 1) {
        blocks[next]!.style.containIntrinsicSize = `${heights[next]}px`;
        forgetting.push(next);
      }
      if (next < blocks.length || forgetting.length > 0) steps.nextFrame(applyBatch);
      else root.setAttribute(ARTICLE_RENDERED, 'true');
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

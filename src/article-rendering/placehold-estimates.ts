import { blockContent, estimateBlockHeight } from './estimate-height';

/**
 * Main-thread time one slice of estimating may take. Reading a long article
 * (createApi's 243 blocks) took 3–9 ms here and up to 40 ms at a quarter of
 * the speed, so it is spread over tasks that each stay well short of a long
 * task on a slow phone.
 */
const SLICE_MS = 4;

/**
 * Gives each of `blocks` a placeholder as tall as its content is likely to be
 * (estimate-height.ts), in place of the stylesheet's one size for all, a
 * slice of blocks per task; `nextSlice` schedules the next one. A block laid
 * out before keeps its last size (`auto`). Calls `done` after the last block.
 * The article's width is read once, at the start. Returns a function that
 * stops the work.
 */
export function placeholdEstimates(
  article: HTMLElement,
  blocks: readonly HTMLElement[],
  nextSlice: (run: () => void) => void,
  done: () => void,
): () => void {
  const width = article.clientWidth;
  const remPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  let next = 0;
  let stopped = false;
  const slice = () => {
    if (stopped || !article.isConnected) return;
    const started = performance.now();
    while (next < blocks.length && performance.now() - started < SLICE_MS) {
      const block = blocks[next]!;
      const height = Math.ceil(estimateBlockHeight(blockContent(block, width), width, remPx));
      block.style.containIntrinsicSize = `auto ${height}px`;
      next += 1;
    }
    if (next < blocks.length) nextSlice(slice);
    else done();
  };
  slice();
  return () => {
    stopped = true;
  };
}

import { beforeAll, describe, expect, it, vi } from 'vitest';
import { holdBackgroundWork } from '../../lib/foreground-work';
import { ARTICLE_RENDERED, BLOCK_RENDERED, BLOCK_SIZING, sizeArticle } from '../size-article';

/** The viewport: 250 px high, so the first three blocks (100 px each) are on screen. */
beforeAll(() => {
  vi.stubGlobal('window', { innerHeight: 250 });
});

/** Just enough of an article element for sizeArticle: blocks in a column, attributes recorded. */
function fakeArticle(blockCount: number) {
  const attributes = new Map<string, string>();
  const blocks = Array.from({ length: blockCount }, (_, index) => {
    const own = new Map<string, string>();
    return {
      index,
      own,
      getBoundingClientRect: () => ({ top: index * 100, bottom: index * 100 + 100 }),
      setAttribute: (name: string, value: string) => own.set(name, value),
      removeAttribute: (name: string) => own.delete(name),
    };
  });
  const root = {
    isConnected: true,
    querySelectorAll: () => blocks,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  };
  return { root: root as unknown as HTMLElement, blocks, attributes };
}

type Article = ReturnType<typeof fakeArticle>;

/**
 * Frames run one after another by `runAll`, each reported as taking
 * `frameMs`; `onFrame` hears which blocks were being sized in each frame.
 */
function framesTaking(frameMs: number, article: Article, onFrame: (sizing: number[]) => void) {
  const queue: Array<() => void> = [];
  const frame = (draw: () => void, measured: (ms: number) => void) => {
    queue.push(() => {
      draw();
      onFrame(article.blocks.filter((block) => block.own.has(BLOCK_SIZING)).map((block) => block.index));
      measured(frameMs);
    });
  };
  const runAll = () => {
    while (queue.length > 0) queue.shift()!();
  };
  return { frame, runAll };
}

describe('sizeArticle', () => {
  it('lays out fewer blocks a frame when frames run long, and more when they are quick', () => {
    const slow = fakeArticle(40);
    const slowSlices: number[] = [];
    const slowFrames = framesTaking(20, slow, (sizing) => slowSlices.push(sizing.length));
    sizeArticle(slow.root, slowFrames.frame);
    slowFrames.runAll();
    expect(slowSlices.slice(0, 3)).toEqual([2, 1, 1]);

    const fast = fakeArticle(40);
    const fastSlices: number[] = [];
    const fastFrames = framesTaking(1, fast, (sizing) => fastSlices.push(sizing.length));
    sizeArticle(fast.root, fastFrames.frame);
    fastFrames.runAll();
    expect(fastSlices).toEqual([2, 4, 8, 16, 10]);
  });

  it('lays out each block in one frame only, every block once, in reading order from the top', () => {
    const article = fakeArticle(7);
    const frames: number[][] = [];
    const scheduler = framesTaking(1, article, (sizing) => frames.push(sizing));
    sizeArticle(article.root, scheduler.frame);
    scheduler.runAll();
    expect(frames).toEqual([[0, 1], [2, 3, 4, 5], [6]]);
  });

  it('marks the article sized only after the frame of its last slice, with no block left drawn for sizing', () => {
    const article = fakeArticle(5);
    const sizedDuringFrames: boolean[] = [];
    const scheduler = framesTaking(1, article, () => sizedDuringFrames.push(article.attributes.has(ARTICLE_RENDERED)));
    sizeArticle(article.root, scheduler.frame);
    scheduler.runAll();
    expect(sizedDuringFrames).toEqual([false, false]);
    expect(article.attributes.get(ARTICLE_RENDERED)).toBe('true');
    expect(article.blocks.some((block) => block.own.has(BLOCK_SIZING))).toBe(false);
  });

  it('keeps the blocks on screen drawn, and lets the others be skipped again', () => {
    const article = fakeArticle(6);
    const scheduler = framesTaking(1, article, () => {});
    sizeArticle(article.root, scheduler.frame);
    scheduler.runAll();
    expect(article.blocks.map((block) => block.own.has(BLOCK_RENDERED))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('pauses between slices while work a reader waits for is under way, and goes on once it is done', async () => {
    const article = fakeArticle(7);
    const frames: number[][] = [];
    const scheduler = framesTaking(1, article, (sizing) => frames.push(sizing));
    sizeArticle(article.root, scheduler.frame);
    // The first frame was asked for before the hold: it runs, and the pass waits after it.
    let finishLoading!: () => void;
    holdBackgroundWork(new Promise<void>((resolve) => (finishLoading = resolve)));
    scheduler.runAll();
    expect(frames).toEqual([[0, 1]]);
    finishLoading();
    await Promise.resolve();
    await Promise.resolve();
    scheduler.runAll();
    expect(frames).toEqual([[0, 1], [2, 3, 4, 5], [6]]);
  });
});

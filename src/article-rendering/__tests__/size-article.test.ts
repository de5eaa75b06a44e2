import { describe, expect, it } from 'vitest';
import { holdBackgroundWork } from '../../lib/foreground-work';
import { ARTICLE_RENDERED, BLOCK_SIZING } from '../article-blocks';
import { sizeArticle, type SizingSteps } from '../size-article';

/** Just enough of an article element for sizeArticle: blocks with a style, attributes recorded. */
function fakeArticle(blockCount: number) {
  const attributes = new Map<string, string>();
  const blocks = Array.from({ length: blockCount }, (_, index) => {
    const own = new Set<string>();
    return {
      index,
      own,
      style: { containIntrinsicSize: '' },
      setAttribute: (name: string) => own.add(name),
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

type Block = ReturnType<typeof fakeArticle>['blocks'][number];

/**
 * Steps run one after another by `runAll`: measuring block n takes `costMs(n)`
 * on a fake clock and reads 10 × (n + 1) px. Records which blocks each task
 * measured, and what happened in each frame.
 */
function fakeSteps(costMs: (index: number) => number, keptHeights: ReadonlyMap<number, number> = new Map()) {
  let clock = 0;
  const queue: Array<() => void> = [];
  const tasks: number[][] = [];
  const beforeTasks: Array<() => void> = [];
  const afterFrames: Array<() => void> = [];
  let measurerCount = 0;
  let disposed = 0;
  const steps: SizingSteps = {
    measurer: () => {
      measurerCount += 1;
      return {
        measure: (block) => {
          const { index } = block as unknown as Block;
          clock += costMs(index);
          tasks.at(-1)!.push(index);
          return 10 * (index + 1);
        },
        dispose: () => {
          disposed += 1;
        },
      };
    },
    nextTask: (run) =>
      queue.push(() => {
        tasks.push([]);
        for (const listener of beforeTasks) listener();
        run();
      }),
    nextFrame: (run) =>
      queue.push(() => {
        run();
        for (const listener of afterFrames) listener();
      }),
    now: () => clock,
    keptHeight: (block) => keptHeights.get((block as unknown as Block).index),
  };
  const runNext = () => queue.shift()?.();
  const runAll = () => {
    while (queue.length > 0) runNext();
  };
  return {
    steps,
    runNext,
    runAll,
    beforeEachTask: (listener: () => void) => beforeTasks.push(listener),
    afterEachFrame: (listener: () => void) => afterFrames.push(listener),
    tasks,
    measurers: () => measurerCount,
    disposed: () => disposed,
  };
}

describe('sizeArticle', () => {
  it('measures every block once, in reading order, as many per task as fit in 4 ms', () => {
    const article = fakeArticle(9);
    const fake = fakeSteps((index) => (index === 4 ? 9 : 1));
    sizeArticle(article.root, fake.steps);
    fake.runAll();
    // A block that takes longer than a slice is measured in a task of its own, and ends it.
    expect(fake.tasks.filter((task) => task.length > 0)).toEqual([[0, 1, 2, 3], [4], [5, 6, 7, 8]]);
  });

  it('sets the measured heights only once every block is measured, then marks the article sized', () => {
    const article = fakeArticle(6);
    const fake = fakeSteps(() => 1);
    const seenInTasks: string[] = [];
    fake.beforeEachTask(() =>
      seenInTasks.push(article.blocks.map((block) => block.style.containIntrinsicSize).join(',')),
    );
    sizeArticle(article.root, fake.steps);
    fake.runAll();
    expect(seenInTasks.every((sizes) => sizes === ',,,,,')).toBe(true);
    expect(article.blocks.map((block) => block.style.containIntrinsicSize)).toEqual([
      'auto 10px',
      'auto 20px',
      'auto 30px',
      'auto 40px',
      'auto 50px',
      'auto 60px',
    ]);
    expect(article.attributes.get(ARTICLE_RENDERED)).toBe('true');
    expect(fake.measurers()).toBe(1);
    expect(fake.disposed()).toBe(1);
  });

  it('gives the measured heights 60 blocks a frame', () => {
    const article = fakeArticle(130);
    const fake = fakeSteps(() => 0.01);
    const inFrames: number[] = [];
    fake.afterEachFrame(() =>
      inFrames.push(article.blocks.filter((block) => block.style.containIntrinsicSize !== '').length),
    );
    sizeArticle(article.root, fake.steps);
    fake.runAll();
    expect(inFrames).toEqual([60, 120, 130, 130]);
    expect(article.blocks[129]!.style.containIntrinsicSize).toBe('auto 1300px');
  });

  it('lays out in place, for a frame, each block that still shows a size kept from before, then marks the article sized', () => {
    const article = fakeArticle(4);
    // Block 0 kept the height it measures, block 1 a shorter one; blocks 2 and 3 are drawn.
    const fake = fakeSteps(
      () => 0.01,
      new Map([
        [0, 10],
        [1, 15],
      ]),
    );
    const inFrames: string[] = [];
    fake.afterEachFrame(() => {
      const sizing = article.blocks.filter((block) => block.own.has(BLOCK_SIZING)).map((block) => block.index);
      inFrames.push(`${sizing.join(',')}${article.attributes.has(ARTICLE_RENDERED) ? ' sized' : ''}`);
    });
    sizeArticle(article.root, fake.steps);
    fake.runAll();
    expect(inFrames).toEqual(['', '1', ' sized']);
  });

  it('stops when asked: no height is set, the article is not marked, and the measuring box is taken away', () => {
    const article = fakeArticle(12);
    const fake = fakeSteps(() => 1);
    const stop = sizeArticle(article.root, fake.steps);
    fake.runNext();
    expect(fake.tasks).toEqual([[0, 1, 2, 3]]);
    stop();
    fake.runAll();
    expect(fake.tasks.flat()).toEqual([0, 1, 2, 3]);
    expect(article.blocks.every((block) => block.style.containIntrinsicSize === '')).toBe(true);
    expect(article.attributes.has(ARTICLE_RENDERED)).toBe(false);
    expect(fake.disposed()).toBe(fake.measurers());
  });

  it('pauses between slices while work a reader waits for is under way, and goes on once it is done', async () => {
    const article = fakeArticle(9);
    const fake = fakeSteps(() => 1);
    sizeArticle(article.root, fake.steps);
    // The first task was asked for before the hold: it runs, and the pass waits after it.
    let finishLoading!: () => void;
    holdBackgroundWork(new Promise<void>((resolve) => (finishLoading = resolve)));
    fake.runAll();
    expect(fake.tasks).toEqual([[0, 1, 2, 3]]);
    finishLoading();
    await Promise.resolve();
    await Promise.resolve();
    fake.runAll();
    expect(fake.tasks).toEqual([[0, 1, 2, 3], [4, 5, 6, 7], [8]]);
    expect(article.attributes.get(ARTICLE_RENDERED)).toBe('true');
  });
});

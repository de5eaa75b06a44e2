import { describe, expect, it } from 'vitest';
import { batchesWithin, revealOrder } from '../reveal-plan';

const box = (top: number, height = 100) => ({ top, bottom: top + height });

describe('revealOrder', () => {
  it('goes down from the block at the top of the viewport, then up from it', () => {
    const boxes = [box(-400), box(-300), box(-200), box(-50), box(50), box(150)];
    expect(revealOrder(boxes)).toEqual([3, 4, 5, 2, 1, 0]);
  });

  it('is reading order when the page is scrolled to the top', () => {
    expect(revealOrder([box(80), box(180), box(280)])).toEqual([0, 1, 2]);
  });

  it('goes upwards when every block is above the viewport', () => {
    expect(revealOrder([box(-300), box(-200), box(-100)])).toEqual([2, 1, 0]);
  });

  it('has nothing to order for an empty article', () => {
    expect(revealOrder([])).toEqual([]);
  });
});

describe('batchesWithin', () => {
  it('fills each batch up to the budget, in the given order', () => {
    expect(batchesWithin([0, 1, 2, 3, 4], [40, 50, 30, 80, 10], 100)).toEqual([[0, 1], [2], [3, 4]]);
  });

  it('gives a block costlier than the budget a batch of its own', () => {
    expect(batchesWithin([2, 0, 1], [10, 20, 500], 100)).toEqual([[2], [0, 1]]);
  });

  it('makes no batch for no blocks', () => {
    expect(batchesWithin([], [], 100)).toEqual([]);
  });
});

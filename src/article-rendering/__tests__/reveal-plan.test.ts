import { describe, expect, it } from 'vitest';
import { nextSliceSize, revealOrder } from '../reveal-plan';

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

describe('nextSliceSize', () => {
  it('doubles while a slice takes under half its time', () => {
    expect(nextSliceSize(4, 2, 6)).toBe(8);
  });

  it('keeps the size while a slice fits', () => {
    expect(nextSliceSize(8, 4, 6)).toBe(8);
  });

  it('halves after an overrun, down to one block', () => {
    expect(nextSliceSize(8, 20, 6)).toBe(4);
    expect(nextSliceSize(1, 20, 6)).toBe(1);
  });
});

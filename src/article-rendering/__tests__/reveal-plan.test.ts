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
  it('grows in proportion to the time left over, at most doubling', () => {
    expect(nextSliceSize(4, 8, 10)).toBe(5);
    expect(nextSliceSize(4, 1, 10)).toBe(8);
  });

  it('shrinks in proportion to an overrun, at most halving, down to one block', () => {
    expect(nextSliceSize(10, 12.5, 10)).toBe(8);
    expect(nextSliceSize(8, 40, 10)).toBe(4);
    expect(nextSliceSize(1, 40, 10)).toBe(1);
  });

  it('settles where a fixed cost and a cost per block fill the frame', () => {
    const frameTakes = (blocks: number) => 7 + 0.4 * blocks;
    let size = 2;
    for (let frame = 0; frame < 30; frame += 1) size = nextSliceSize(size, frameTakes(size), 10);
    expect(size).toBeGreaterThanOrEqual(6);
    expect(frameTakes(size)).toBeLessThanOrEqual(10);
  });
});

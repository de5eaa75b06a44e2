import { describe, expect, it } from 'vitest';
import { drawSlice, revealOrder } from '../reveal-plan';

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

describe('drawSlice', () => {
  /** A clock that advances by the given cost each time an item is drawn. */
  function slowDraw(costs: readonly number[]) {
    let time = 0;
    const drawn: number[] = [];
    return {
      drawn,
      draw: (index: number) => {
        drawn.push(index);
        time += costs[index] ?? 0;
      },
      now: () => time,
    };
  }

  it('draws until the slice is spent, and says where the next one starts', () => {
    const clock = slowDraw([2, 2, 2, 2, 2, 2]);
    expect(drawSlice(6, 0, clock.draw, clock.now, 5)).toBe(3);
    expect(clock.drawn).toEqual([0, 1, 2]);
    expect(drawSlice(6, 3, clock.draw, clock.now, 5)).toBe(6);
    expect(clock.drawn).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('draws at least one item, however long it takes', () => {
    const clock = slowDraw([50, 1]);
    expect(drawSlice(2, 0, clock.draw, clock.now, 5)).toBe(1);
  });

  it('draws nothing past the end', () => {
    const clock = slowDraw([]);
    expect(drawSlice(3, 3, clock.draw, clock.now, 5)).toBe(3);
    expect(clock.drawn).toEqual([]);
  });
});

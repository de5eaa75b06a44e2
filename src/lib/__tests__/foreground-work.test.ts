import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterForegroundWork, holdBackgroundWork, MAX_HOLD_MS } from '../foreground-work';

/** A promise and the functions that settle it. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('holding background work back', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs background work at once when nothing holds it back', () => {
    const run = vi.fn();
    afterForegroundWork(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs it once the work holding it back has finished, in the order it was asked', async () => {
    const load = deferred();
    holdBackgroundWork(load.promise);
    const order: string[] = [];
    afterForegroundWork(() => order.push('first'));
    afterForegroundWork(() => order.push('second'));
    await vi.advanceTimersByTimeAsync(100);
    expect(order).toEqual([]);
    load.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['first', 'second']);
  });

  it('waits for every hold, and a failed load releases its hold too', async () => {
    const first = deferred();
    const second = deferred();
    holdBackgroundWork(first.promise);
    holdBackgroundWork(second.promise);
    const run = vi.fn();
    afterForegroundWork(run);
    first.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(run).not.toHaveBeenCalled();
    second.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('goes on after the longest hold even when the work never settles', async () => {
    holdBackgroundWork(new Promise(() => {}));
    const run = vi.fn();
    afterForegroundWork(run);
    await vi.advanceTimersByTimeAsync(MAX_HOLD_MS - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    // Released once only: a later hold still holds.
    const later = deferred();
    holdBackgroundWork(later.promise);
    const next = vi.fn();
    afterForegroundWork(next);
    expect(next).not.toHaveBeenCalled();
    later.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(next).toHaveBeenCalledTimes(1);
  });
});

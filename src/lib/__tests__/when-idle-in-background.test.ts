import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdBackgroundWork } from '../foreground-work';
import { whenIdleInBackground } from '../when-idle-in-background';

/** Idle periods the test hands out one at a time. */
let idlePeriods: Array<() => void>;

beforeEach(() => {
  idlePeriods = [];
  vi.stubGlobal('window', {
    requestIdleCallback: (run: (deadline: IdleDeadline) => void) => {
      idlePeriods.push(() => run({ didTimeout: false, timeRemaining: () => 40 }));
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

function nextIdlePeriod() {
  idlePeriods.shift()?.();
}

describe('whenIdleInBackground', () => {
  it('runs in the next idle period when nothing holds background work back', () => {
    const run = vi.fn();
    whenIdleInBackground(run, { timeoutMs: 1000 });
    expect(run).not.toHaveBeenCalled();
    nextIdlePeriod();
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]![0].timeRemaining()).toBe(40);
  });

  it('asks for no idle period while work a reader waits for is under way', async () => {
    let finish!: () => void;
    holdBackgroundWork(new Promise<void>((resolve) => (finish = resolve)));
    const run = vi.fn();
    whenIdleInBackground(run, { timeoutMs: 1000 });
    expect(idlePeriods).toHaveLength(0);
    finish();
    await Promise.resolve();
    await Promise.resolve();
    nextIdlePeriod();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('gives up an idle period that comes while such work has started, and takes a later one', async () => {
    const run = vi.fn();
    whenIdleInBackground(run, { timeoutMs: 1000 });
    let finish!: () => void;
    holdBackgroundWork(new Promise<void>((resolve) => (finish = resolve)));
    nextIdlePeriod();
    expect(run).not.toHaveBeenCalled();
    finish();
    await Promise.resolve();
    await Promise.resolve();
    expect(run).not.toHaveBeenCalled();
    nextIdlePeriod();
    expect(run).toHaveBeenCalledTimes(1);
  });
});

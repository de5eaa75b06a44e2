import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, runInSteps } from '../run-in-steps';

afterEach(() => {
  performance.clearMarks();
});

describe('runInSteps', () => {
  it('hands the main thread back before every step, the first included', async () => {
    const events: string[] = [];
    const yieldToBrowser = vi.fn(async () => {
      events.push('yield');
    });
    await runInSteps(
      ['a', 'b', 'c'].map((name) => ({
        name,
        run: async () => {
          events.push(name);
        },
      })),
      yieldToBrowser,
    );
    expect(events).toEqual(['yield', 'a', 'yield', 'b', 'yield', 'c']);
  });

  it('waits for a step to finish before starting the next', async () => {
    const events: string[] = [];
    await runInSteps(
      [
        {
          name: 'slow',
          run: async () => {
            await new Promise((resolve) => setTimeout(resolve, 5));
            events.push('slow done');
          },
        },
        { name: 'next', run: async () => void events.push('next') },
      ],
      async () => undefined,
    );
    expect(events).toEqual(['slow done', 'next']);
  });

  it('marks when each step starts', async () => {
    await runInSteps(
      [
        { name: 'first', run: async () => undefined },
        { name: 'second', run: async () => undefined },
      ],
      async () => undefined,
    );
    expect(performance.getEntriesByType('mark').map((mark) => mark.name)).toEqual(['startup:first', 'startup:second']);
  });

  it('stops at a step that fails', async () => {
    const later = vi.fn(async () => undefined);
    await expect(
      runInSteps(
        [
          { name: 'broken', run: () => Promise.reject(new Error('no module')) },
          { name: 'later', run: later },
        ],
        async () => undefined,
      ),
    ).rejects.toThrow('no module');
    expect(later).not.toHaveBeenCalled();
  });
});

describe('nextTask', () => {
  it("resolves in a later task, not among the current task's microtasks", async () => {
    let resolved = false;
    const waiting = nextTask().then(() => {
      resolved = true;
    });
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(resolved).toBe(false);
    await waiting;
    expect(resolved).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { createIdlePrefetch } from '../idle-prefetch';

function harness() {
  const fetched: string[] = [];
  const idle: Array<(deadline?: { timeRemaining(): number }) => void> = [];
  let load: (() => void) | undefined;
  const prefetch = createIdlePrefetch(
    (route) => {
      fetched.push(route);
      return true;
    },
    (run) => idle.push(run),
    (run) => {
      load = run;
    },
  );
  return { fetched, idle, prefetch, fireLoad: () => load?.() };
}

describe('createIdlePrefetch', () => {
  it('fetches nothing before the load event, then routes in idle periods, each once', () => {
    const { fetched, idle, prefetch, fireLoad } = harness();
    expect(prefetch('/a')).toBe(true);
    expect(prefetch('/b')).toBe(true);
    expect(prefetch('/a')).toBe(false);
    expect(idle).toHaveLength(0);
    fireLoad();
    expect(fetched).toEqual([]);
    expect(idle).toHaveLength(1);

    // A short idle period takes one route and asks for another period.
    idle.shift()!({ timeRemaining: () => 1 });
    expect(fetched).toEqual(['/a']);
    expect(idle).toHaveLength(1);
    idle.shift()!({ timeRemaining: () => 50 });
    expect(fetched).toEqual(['/a', '/b']);
    expect(idle).toHaveLength(0);
  });

  it('schedules again for routes that arrive after the queue emptied', () => {
    const { fetched, idle, prefetch, fireLoad } = harness();
    fireLoad();
    prefetch('/c');
    idle.shift()!();
    expect(fetched).toEqual(['/c']);
    prefetch('/d');
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(fetched).toEqual(['/c', '/d']);
  });
});

describe('createIdlePrefetch with routes that take time to fetch', () => {
  it('starts a route only once the previous route’s chunks have arrived', async () => {
    const started: string[] = [];
    const finish: Array<() => void> = [];
    const idle: Array<(deadline?: { timeRemaining(): number }) => void> = [];
    const prefetch = createIdlePrefetch(
      (route) => {
        started.push(route);
        return new Promise<void>((resolve) => finish.push(resolve));
      },
      (run) => idle.push(run),
      (run) => run(),
    );
    prefetch('/a');
    prefetch('/b');
    idle.shift()!({ timeRemaining: () => 50 });
    expect(started).toEqual(['/a']);
    expect(idle).toHaveLength(0);

    finish.shift()!();
    await Promise.resolve();
    await Promise.resolve();
    expect(idle).toHaveLength(1);
    idle.shift()!({ timeRemaining: () => 50 });
    expect(started).toEqual(['/a', '/b']);
  });
});

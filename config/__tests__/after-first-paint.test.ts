import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { afterFirstPaint } from '../after-first-paint';

interface FakePage {
  ran: () => number;
  reportPaint: (name: string) => void;
  fireFrames: () => void;
  fireTimers: (upTo: number) => void;
  becomeHidden: () => void;
}

/** Runs the script in a page with the given visibility and paint-timing support, with clocks the test drives. */
function runInPage({ visible, paintTiming }: { visible: boolean; paintTiming: boolean }): FakePage {
  let runs = 0;
  const observers: Array<(list: { getEntriesByName: (name: string) => unknown[] }) => void> = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ delay: number; callback: () => void }> = [];
  const visibilityListeners: Array<() => void> = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['resource'];
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe() {
      observers.push(this.callback);
    }
  }
  vm.runInNewContext(afterFirstPaint('ran()'), {
    ran: () => (runs += 1),
    window: { PerformanceObserver },
    PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay = 0) => timers.push({ delay, callback }),
    document: {
      visibilityState: visible ? 'visible' : 'hidden',
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'visibilitychange') visibilityListeners.push(listener);
      },
    },
  });
  return {
    ran: () => runs,
    reportPaint: (name) =>
      observers.forEach((callback) => callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) })),
    fireFrames: () => frames.splice(0).forEach((callback) => callback()),
    fireTimers: (upTo) =>
      timers
        .filter((timer) => timer.delay <= upTo)
        .forEach((timer) => {
          timers.splice(timers.indexOf(timer), 1);
          timer.callback();
        }),
    becomeHidden: () => visibilityListeners.forEach((listener) => listener()),
  };
}

describe('afterFirstPaint', () => {
  it('runs once the first contentful paint is reported, not after a frame or a first paint without content', () => {
    const page = runInPage({ visible: true, paintTiming: true });
    page.fireFrames();
    page.fireTimers(0);
    page.reportPaint('first-paint');
    expect(page.ran()).toBe(0);
    page.reportPaint('first-contentful-paint');
    expect(page.ran()).toBe(1);
  });

  it('runs once only, whatever reports after it', () => {
    const page = runInPage({ visible: true, paintTiming: true });
    page.reportPaint('first-contentful-paint');
    page.becomeHidden();
    page.fireTimers(5000);
    page.reportPaint('first-contentful-paint');
    expect(page.ran()).toBe(1);
  });

  it('runs at once on a page that is not on screen, which paints nothing', () => {
    expect(runInPage({ visible: false, paintTiming: true }).ran()).toBe(1);
  });

  it('runs when a visible page is hidden before it paints', () => {
    const page = runInPage({ visible: true, paintTiming: true });
    page.becomeHidden();
    expect(page.ran()).toBe(1);
  });

  it('waits one frame where the browser has no paint timing', () => {
    const page = runInPage({ visible: true, paintTiming: false });
    expect(page.ran()).toBe(0);
    page.fireFrames();
    expect(page.ran()).toBe(0);
    page.fireTimers(0);
    expect(page.ran()).toBe(1);
  });

  it('runs after 5 s as a last resort when no paint is ever reported', () => {
    const page = runInPage({ visible: true, paintTiming: true });
    page.fireTimers(4999);
    expect(page.ran()).toBe(0);
    page.fireTimers(5000);
    expect(page.ran()).toBe(1);
  });
});

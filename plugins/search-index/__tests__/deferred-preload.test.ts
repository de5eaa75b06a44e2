import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferredIndexPreload } from '../index';

describe('deferredIndexPreload', () => {
  it('adds a preload of the index once the first contentful paint is reported, not after the first frame', () => {
    const markup = deferredIndexPreload('/assets/search/index.abc123.json');
    const script = /^<script>([\s\S]*)<\/script>$/.exec(markup)?.[1];
    expect(script).toBeDefined();

    const appended: Array<Record<string, string>> = [];
    const frames: Array<() => void> = [];
    const paintObservers: Array<(list: { getEntriesByName: (name: string) => unknown[] }) => void> = [];
    class PerformanceObserver {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly callback: (typeof paintObservers)[number]) {}
      observe() {
        paintObservers.push(this.callback);
      }
    }
    vm.runInNewContext(script!, {
      window: { PerformanceObserver },
      PerformanceObserver,
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: () => undefined,
      document: {
        visibilityState: 'visible',
        addEventListener: () => undefined,
        createElement: () => ({}),
        head: { appendChild: (element: Record<string, string>) => appended.push(element) },
      },
    });
    frames.forEach((callback) => callback());
    expect(appended).toEqual([]);
    paintObservers.forEach((callback) =>
      callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }),
    );
    expect(appended).toEqual([
      { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/assets/search/index.abc123.json' },
    ]);
  });
});

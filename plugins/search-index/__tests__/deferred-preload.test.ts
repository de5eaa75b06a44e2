import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferredIndexPreload } from '../index';

describe('deferredIndexPreload', () => {
  it('adds a preload of the index only after the first frame', () => {
    const markup = deferredIndexPreload('/assets/search/index.abc123.json');
    const script = /^<script>([^<]*)<\/script>$/.exec(markup)?.[1];
    expect(script).toBeDefined();

    const appended: Array<Record<string, string>> = [];
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    vm.runInNewContext(script!, {
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
      document: {
        createElement: () => ({}),
        head: { appendChild: (element: Record<string, string>) => appended.push(element) },
      },
    });
    expect(appended).toEqual([]);
    frames.forEach((callback) => callback());
    expect(appended).toEqual([]);
    timers.forEach((callback) => callback());
    expect(appended).toEqual([
      { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/assets/search/index.abc123.json' },
    ]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { recompileFiles, RememberDevCompiler } from '../dev-compiler';

const COMPILER = Symbol.for('redux-toolkit-docs.dev-compiler');

afterEach(() => {
  delete (globalThis as { [COMPILER]?: unknown })[COMPILER];
});

describe('recompileFiles', () => {
  it('tells the remembered compiler’s watcher that the files changed, and removed none', () => {
    const calls: Array<[Set<string> | undefined, Set<string> | undefined]> = [];
    const watching = {
      invalidateWithChangesAndRemovals(this: unknown, changed?: Set<string>, removed?: Set<string>) {
        expect(this).toBe(watching);
        calls.push([changed, removed]);
      },
    };
    new RememberDevCompiler().apply({ watching });
    expect(recompileFiles(['/site/docs/api/createAction.md', '/site/docs/api/createSlice.mdx'])).toBe(true);
    expect(calls).toEqual([[new Set(['/site/docs/api/createAction.md', '/site/docs/api/createSlice.mdx']), new Set()]]);
  });

  it('does nothing without a development server, or without files', () => {
    expect(recompileFiles(['/site/docs/api/createAction.md'])).toBe(false);
    let called = false;
    new RememberDevCompiler().apply({ watching: { invalidateWithChangesAndRemovals: () => (called = true) } });
    expect(recompileFiles([])).toBe(false);
    new RememberDevCompiler().apply({});
    expect(recompileFiles(['/site/docs/api/createAction.md'])).toBe(false);
    expect(called).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { blockSequence } from '../block-sequence';

describe('blockSequence', () => {
  it("hands out each block's render function in order, each calling the block with the page's variables", () => {
    const seen: unknown[][] = [];
    const blocks = [
      (...scope: never[]) => {
        seen.push(scope);
        return 'first';
      },
      () => 'second',
    ];
    const next = blockSequence(blocks, ['components', 'props']);
    const renderFirst = next();
    const renderSecond = next();
    expect(renderSecond()).toBe('second');
    expect(renderFirst()).toBe('first');
    expect(renderFirst()).toBe('first');
    expect(seen).toEqual([
      ['components', 'props'],
      ['components', 'props'],
    ]);
  });

  it('says so when a page asks for more blocks than it has', () => {
    const next = blockSequence([() => null], []);
    next();
    expect(() => next()).toThrow('A page asked for block 1, past its 1 blocks.');
  });
});

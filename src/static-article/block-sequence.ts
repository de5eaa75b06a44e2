import type { ReactNode } from 'react';

/** A top-level block's code, moved out of the page's `_createMdxContent`; it takes that function's variables. */
export type BlockCode = (...scope: never[]) => ReactNode;

/**
 * Hands out, one call at a time and in order, the render functions of a
 * page's top-level blocks (plugins/static-article/recma-deferred-blocks.ts):
 * the compiled page calls the returned function once per block, in the
 * order the blocks' code was moved out, so each call site is the same few
 * bytes instead of naming its block's index.
 */
export function blockSequence(blocks: readonly BlockCode[], scope: readonly unknown[]): () => () => ReactNode {
  let next = 0;
  return () => {
    const code = blocks[next];
    if (!code) throw new Error(`A page asked for block ${next}, past its ${blocks.length} blocks.`);
    next += 1;
    return () => code(...(scope as never[]));
  };
}

import React, { type ReactNode } from 'react';

interface Props {
  /** The block's elements, created when this component renders. */
  readonly render: () => ReactNode;
}

/**
 * A top-level block of a page that is not inert (a code block, tabs, a table,
 * a component), handed over by the build as a function
 * (plugins/static-article/recma-deferred-blocks.ts). Its elements are created
 * when React renders this component, so each block is a piece of work of its
 * own, between which React can hand the main thread back while it hydrates.
 * Created all together, as the page's content rendered, a long page's blocks
 * were one piece that could not be interrupted: on createApi about 10 ms on
 * a fast machine, most of it compiling the one function that created them.
 */
export function IslandBlock({ render }: Props): JSX.Element {
  return <>{render()}</>;
}

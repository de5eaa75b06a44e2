import React, { type ReactNode } from 'react';
import { isAdoptingServerMarkup } from './server-markup';
import { useKeptServerElement } from './use-kept-server-element';

interface Props {
  /** The tag the block renders at its root: hydration pairs it with the server's element. */
  readonly tag: string;
  /** The block's elements, created only when they are rendered. */
  readonly render: () => ReactNode;
}

/**
 * A top-level Markdown block that the build found renders only inert markup
 * (plugins/static-article/recma-deferred-blocks.ts). While the browser adopts
 * the server's markup, it keeps the server's element as it is and never
 * creates the block's elements; everywhere else (the server, the development
 * server, pages reached by client-side navigation) it renders them.
 */
export function DeferredBlock({ tag, render }: Props): JSX.Element {
  return useKeptServerElement(tag, isAdoptingServerMarkup) ?? <>{render()}</>;
}

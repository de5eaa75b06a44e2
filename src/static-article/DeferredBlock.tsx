import React, { useRef, useState, type ReactNode } from 'react';
import { useBeforePaint } from '../lib/use-before-paint';
import { ADOPTED_MARKUP, isAdoptingServerMarkup } from './server-markup';

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
  const [adopt, setAdopt] = useState(isAdoptingServerMarkup);
  const ref = useRef<HTMLElement>(null);
  useBeforePaint(() => {
    // Hydration failed somewhere and React rendered the page from scratch: nothing left to keep.
    if (adopt && ref.current && !ref.current.hasChildNodes()) setAdopt(false);
  }, [adopt]);
  if (!adopt) return <>{render()}</>;
  const Tag = tag as 'div';
  return <Tag ref={ref as never} suppressHydrationWarning dangerouslySetInnerHTML={ADOPTED_MARKUP} />;
}

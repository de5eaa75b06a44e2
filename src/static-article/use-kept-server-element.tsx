import React, { useRef, useState, type ElementType } from 'react';
import { useBeforePaint } from '../lib/use-before-paint';
import { ADOPTED_MARKUP } from './server-markup';

/**
 * The server's `tag` element kept as it is (React adopts it and never looks
 * inside), while `keepAtFirst()` held when the block first rendered; null
 * when the block must render its content instead. `tag` is the element the
 * block's content renders at its root: hydration pairs it with the server's.
 */
export function useKeptServerElement(tag: ElementType | string, keepAtFirst: () => boolean): JSX.Element | null {
  const [keep, setKeep] = useState(keepAtFirst);
  const ref = useRef<HTMLElement>(null);
  useBeforePaint(() => {
    // Hydration failed somewhere and React rendered the page from scratch: there is no server
    // markup left to keep, so render the block's content after all.
    if (keep && ref.current && !ref.current.hasChildNodes()) setKeep(false);
  }, [keep]);
  if (!keep) return null;
  const Tag = tag as 'div';
  return <Tag ref={ref as never} suppressHydrationWarning dangerouslySetInnerHTML={ADOPTED_MARKUP} />;
}

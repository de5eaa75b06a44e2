import { useEffect, useState, type RefObject } from 'react';
import { isContentSkipped } from './content-skipped';
import { OVERFLOW_SEEN } from './overflow-hint';

/**
 * Whether the element's content is wider than the element, so it scrolls
 * sideways (kept current as either resizes). Scrolling boxes use it to become
 * a tab stop only while keyboard users need one to scroll them. The element
 * carries `SCROLLS_SIDEWAYS` (overflow-hint.ts): an article's block the
 * browser has not laid out yet (skipped off screen) gets the answer from a
 * laid-out copy of it instead, as `OVERFLOW_SEEN`.
 */
export function useOverflowsSideways(ref: RefObject<HTMLElement>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const resized = new ResizeObserver(() => {
      // Content skipped off screen is not laid out, so its width says nothing: the copy's answer stands.
      if (isContentSkipped(element)) return;
      setOverflows(element.scrollWidth > element.clientWidth);
    });
    resized.observe(element);
    const seen = new MutationObserver(() => {
      const answer = element.getAttribute(OVERFLOW_SEEN);
      if (answer !== null) setOverflows(answer === 'true');
    });
    seen.observe(element, { attributes: true, attributeFilter: [OVERFLOW_SEEN] });
    return () => {
      resized.disconnect();
      seen.disconnect();
    };
  }, [ref]);
  return overflows;
}

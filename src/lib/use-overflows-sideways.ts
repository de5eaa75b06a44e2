import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is wider than the element, so it scrolls
 * sideways (kept current as either resizes). Scrolling boxes use it to become
 * a tab stop only while keyboard users need one to scroll them.
 */
export function useOverflowsSideways(ref: RefObject<HTMLElement>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(() => setOverflows(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

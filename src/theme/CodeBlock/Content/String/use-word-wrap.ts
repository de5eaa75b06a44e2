import { useCallback, useEffect, useRef, useState } from 'react';

type Measure = () => void;

/** Blocks measured once they come near the screen, and again whenever the window resizes. */
const measures = new Map<Element, Measure>();
let nearScreen: IntersectionObserver | undefined;

function onResize(): void {
  for (const measure of measures.values()) measure();
}

function watch(element: Element, measure: Measure): () => void {
  nearScreen ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) measures.get(entry.target)?.();
    },
    { rootMargin: '200px 0px' },
  );
  if (measures.size === 0) window.addEventListener('resize', onResize, { passive: true });
  measures.set(element, measure);
  nearScreen.observe(element);
  return () => {
    nearScreen?.unobserve(element);
    measures.delete(element);
    if (measures.size === 0) window.removeEventListener('resize', onResize);
  };
}

/**
 * The code block's word-wrap toggle, shown while the code is wider than the
 * block. Unlike the theme's hook, a block measures itself when it comes near
 * the screen (a hidden tab's block when its panel is shown) and on resize,
 * not on mount: measuring every block of a long page as it hydrates forces
 * layouts while the page is still becoming interactive.
 */
export function useWordWrap() {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const measure = useCallback(() => {
    const block = codeBlockRef.current;
    if (!block) return;
    const wrapped = block.querySelector('code')?.hasAttribute('style') ?? false;
    setIsCodeScrollable(wrapped || block.scrollWidth > block.clientWidth);
  }, []);

  useEffect(() => {
    const block = codeBlockRef.current;
    return block ? watch(block, measure) : undefined;
  }, [measure]);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) code.removeAttribute('style');
    else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long tokens (URLs, base64) still wrap rather than scroll.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled(!isEnabled);
    measure();
  }, [isEnabled, measure]);

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}

/** The first of the elements that reaches into the viewport, with how far it is from the viewport's top. */
function firstInView(elements: readonly Element[]): { element: Element; top: number } | undefined {
  for (const element of elements) {
    const { top, bottom } = element.getBoundingClientRect();
    if (bottom > 0) return { element, top };
  }
  return undefined;
}

/**
 * Keeps what the reader sees in place while the article's blocks change
 * height: a skipped block has a placeholder height until it is drawn, and a
 * block drawn above the screen (after opening a link to a section, or when
 * the browser restores a scroll position) would push the page down. After
 * every layout that resized a block, the page scrolls by as much as the block
 * at the top of the screen moved. Returns a function that stops it.
 */
export function keepInPlace(blocks: readonly Element[]): () => void {
  let anchor = firstInView(blocks);
  const onScroll = () => {
    anchor = firstInView(blocks);
  };
  // Resize observations are delivered after layout and before paint: the reader never sees the jump.
  const observer = new ResizeObserver(() => {
    if (!anchor) return;
    const moved = anchor.element.getBoundingClientRect().top - anchor.top;
    if (Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: 'instant' });
  });
  for (const block of blocks) observer.observe(block);
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    observer.disconnect();
    window.removeEventListener('scroll', onScroll);
  };
}

import { OVERFLOW_SEEN, SCROLLS_SIDEWAYS } from '../lib/overflow-hint';

/** Marks the box that lays out copies of an article's blocks (src/css/custom.css). */
export const MEASURING_BOX = 'data-article-measure';

/** Reads a block's content height from a copy of it. */
export interface BlockMeasurer {
  /**
   * The height a block's content takes at the article's width, in px, padding and
   * border left out. Also tells the block's sideways scrollers whether they overflow.
   */
  measure(block: HTMLElement): number;
  /** Takes the box out of the page. */
  dispose(): void;
}

function sumOf(style: CSSStyleDeclaration, properties: readonly string[]): number {
  return properties.reduce((sum, property) => sum + (Number.parseFloat(style.getPropertyValue(property)) || 0), 0);
}

/** The element and those inside it that scroll sideways, in document order. */
function scrollersIn(element: HTMLElement): HTMLElement[] {
  const inside = Array.from(element.querySelectorAll<HTMLElement>(`[${SCROLLS_SIDEWAYS}]`));
  return element.hasAttribute(SCROLLS_SIDEWAYS) ? [element, ...inside] : inside;
}

/**
 * Tells each scroller of `block` whether its laid-out copy in `copy`
 * overflows: the block itself may be skipped, and a scroller that overflows
 * is a tab stop (use-overflows-sideways.ts) whether or not it is on screen.
 */
function reportOverflow(block: HTMLElement, copy: HTMLElement): void {
  const copies = scrollersIn(copy);
  if (copies.length === 0) return;
  const originals = scrollersIn(block);
  copies.forEach((scroller, index) => {
    const original = originals[index];
    const answer = String(scroller.scrollWidth > scroller.clientWidth);
    if (original && original.getAttribute(OVERFLOW_SEEN) !== answer) original.setAttribute(OVERFLOW_SEEN, answer);
  });
}

/**
 * Keeps a copy from loading anything: a copied frame would start another
 * document (a run live example's preview: another app, sending messages),
 * and copied media another download. Their boxes take their size from CSS
 * and attributes, which stay.
 */
function withoutSources(copy: HTMLElement): void {
  for (const element of Array.from(copy.querySelectorAll('iframe, video, audio, source'))) {
    element.removeAttribute('src');
    element.removeAttribute('srcdoc');
  }
}

const VERTICAL_EDGES = ['padding-top', 'padding-bottom', 'border-top-width', 'border-bottom-width'];

/** The height of an element's content as laid out now, padding and border left out. */
export function contentHeight(element: HTMLElement): number {
  return element.getBoundingClientRect().height - sumOf(getComputedStyle(element), VERTICAL_EDGES);
}
const HORIZONTAL_EDGES = ['padding-left', 'padding-right', 'border-left-width', 'border-right-width'];

/**
 * Lays out copies of `article`'s blocks in a box of its own, hidden and out
 * of the page's flow, to read the height each block's content takes.
 *
 * Laying out a block in place changes the article's layout, and every frame
 * that does makes the browser lay out the article's other blocks and visit
 * everything drawn: about 7 ms on this machine however small the block (for
 * createApi's 243 blocks). The box contains its own layout and paint, so a
 * copy costs only its own style and layout, and no frame is needed to read
 * it. The box carries the article's `markdown` class so its rules apply to
 * the copies as they do to the blocks; its width is the article's.
 */
export function blockMeasurer(article: HTMLElement): BlockMeasurer {
  const box = document.createElement('div');
  box.className = 'markdown';
  box.setAttribute(MEASURING_BOX, '');
  box.setAttribute('aria-hidden', 'true');
  box.inert = true;
  const width = article.getBoundingClientRect().width - sumOf(getComputedStyle(article), HORIZONTAL_EDGES);
  box.style.width = `${width}px`;
  document.body.append(box);
  return {
    measure(block) {
      const copy = block.cloneNode(true) as HTMLElement;
      withoutSources(copy);
      box.replaceChildren(copy);
      const height = contentHeight(copy);
      reportOverflow(block, copy);
      box.replaceChildren();
      return Math.max(0, height);
    },
    dispose() {
      box.remove();
    },
  };
}

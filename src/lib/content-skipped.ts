/**
 * Whether the browser skips the element's content (`content-visibility: auto`
 * off screen): that content is not laid out, so its sizes say nothing.
 * Asked of the first child, since the element itself stays laid out.
 */
export function isContentSkipped(element: Element): boolean {
  const inside = element.firstElementChild;
  return inside !== null && !inside.checkVisibility({ contentVisibilityAuto: true });
}

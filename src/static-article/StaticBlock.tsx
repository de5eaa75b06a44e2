import React, { type ComponentType, type ElementType } from 'react';
import { isInertProps, registerInert } from './inert-content';
import { isAdoptingServerMarkup } from './server-markup';
import { useKeptServerElement } from './use-kept-server-element';

/**
 * A Markdown block (paragraph, list, heading, table body…) that, when nothing
 * inside it is interactive, keeps the markup the server rendered instead of
 * being hydrated: React adopts the block's outer element and never looks at,
 * diffs or re-renders what is inside. On a long reference page that is most
 * of the article, so becoming interactive costs what the islands cost (code
 * blocks, tabs, diagrams, live examples), not what the page's length costs.
 *
 * `tag` is the element `Component` renders at its root: hydration pairs it
 * with the server's element. Blocks rendered after a client-side navigation,
 * and blocks holding anything live, render normally.
 */
export function staticBlock<P extends object>(Component: ComponentType<P>, tag: ElementType): ComponentType<P> {
  function StaticBlock(props: P): JSX.Element {
    const kept = useKeptServerElement(tag, () => isAdoptingServerMarkup() && isInertProps(props));
    return kept ?? <Component {...props} />;
  }
  StaticBlock.displayName = `Static(${typeof tag === 'string' ? tag : 'block'})`;
  registerInert(StaticBlock);
  return StaticBlock;
}

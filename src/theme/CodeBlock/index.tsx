import React, { Children, isValidElement, type ComponentProps, type ReactNode } from 'react';
import type OriginalCodeBlock from '@theme-original/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

type Props = ComponentProps<typeof OriginalCodeBlock>;

/** Plain string children become one string, so the block can be highlighted and copied. */
function stringChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * Docusaurus's code block remounts every block right after hydration (a
 * `key` that flips when the browser takes over) so blocks pick up the colour
 * mode's Prism theme. Our one Prism theme serves both modes, and our string
 * blocks reuse the server's markup, so the remount only cost time: on a long
 * page it rebuilt every block's DOM. This renders the same content, once.
 */
export default function CodeBlock({ children, ...props }: Props): JSX.Element {
  const content = stringChildren(children);
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}

import React, { Children, cloneElement, isValidElement, useId, type ComponentProps } from 'react';
import MDXLi from '@theme-original/MDXComponents/Li';

type Props = ComponentProps<typeof MDXLi>;

/**
 * Names the checkbox of a Markdown task-list item (`- [ ] …`) after the item's
 * text, which GFM leaves unlabelled: screen readers would announce a bare
 * "checkbox, not checked" (WCAG 4.1.2). Other list items pass through.
 */
export default function Li(props: Props): JSX.Element {
  const generatedId = useId();
  if (!props.className?.split(' ').includes('task-list-item')) return <MDXLi {...props} />;
  const id = props.id ?? generatedId;
  const children = Children.map(props.children, (child) =>
    isValidElement<ComponentProps<'input'>>(child) && child.type === 'input' && child.props.type === 'checkbox'
      ? cloneElement(child, { 'aria-labelledby': id })
      : child,
  );
  return (
    <MDXLi {...props} id={id}>
      {children}
    </MDXLi>
  );
}

import { Fragment } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Mermaid from '@theme/Mermaid';
import ExampleTabs, { ExampleTab } from '@site/src/components/ExampleTabs';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { registerInert } from '@site/src/static-article/inert-content';
import { staticBlock } from '@site/src/static-article/StaticBlock';

// What prose contains that renders nothing but markup: links navigate through a delegated
// listener (src/static-article/static-links.ts), and inline code is plain text.
registerInert(Fragment);
registerInert(MDXComponents.a);
registerInert(MDXComponents.img);
registerInert(MDXComponents.code, ({ children }) => typeof children === 'string' && !children.includes('\n'));

/**
 * Adds the example language tabs to every page's MDX scope: the examples
 * toolchain renders TypeScript/JavaScript tabs without pages importing
 * anything. Tables scroll inside a keyboard-reachable container on narrow
 * screens. ```mermaid fences become `mermaid` elements; `@theme/Mermaid` is
 * our figure, which loads the Mermaid library lazily (the original
 * MDXComponents imports it too, so the laziness has to live in that theme
 * component, not only in this map).
 *
 * Prose blocks keep their server markup when the page first loads
 * (src/static-article/StaticBlock.tsx); only the blocks that hold something
 * interactive are hydrated.
 */
export default {
  ...MDXComponents,
  ExampleTabs,
  ExampleTab,
  mermaid: Mermaid,
  table: ScrollableTable,
  p: staticBlock((props: JSX.IntrinsicElements['p']) => <p {...props} />, 'p'),
  ol: staticBlock((props: JSX.IntrinsicElements['ol']) => <ol {...props} />, 'ol'),
  blockquote: staticBlock((props: JSX.IntrinsicElements['blockquote']) => <blockquote {...props} />, 'blockquote'),
  thead: staticBlock((props: JSX.IntrinsicElements['thead']) => <thead {...props} />, 'thead'),
  tbody: staticBlock((props: JSX.IntrinsicElements['tbody']) => <tbody {...props} />, 'tbody'),
  header: staticBlock((props: JSX.IntrinsicElements['header']) => <header {...props} />, 'header'),
  ul: staticBlock(MDXComponents.ul, 'ul'),
  li: staticBlock(MDXComponents.li, 'li'),
  h1: staticBlock(MDXComponents.h1, 'h1'),
  h2: staticBlock(MDXComponents.h2, 'h2'),
  h3: staticBlock(MDXComponents.h3, 'h3'),
  h4: staticBlock(MDXComponents.h4, 'h4'),
  h5: staticBlock(MDXComponents.h5, 'h5'),
  h6: staticBlock(MDXComponents.h6, 'h6'),
};

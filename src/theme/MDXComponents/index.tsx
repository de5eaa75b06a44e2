import MDXComponents from '@theme-original/MDXComponents';
import Mermaid from '@theme/Mermaid';
import ExampleTabs, { ExampleTab } from '@site/src/components/ExampleTabs';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * Adds the example language tabs to every page's MDX scope: the examples
 * toolchain renders TypeScript/JavaScript tabs without pages importing
 * anything. Tables scroll inside a keyboard-reachable container on narrow
 * screens. ```mermaid fences become `mermaid` elements; `@theme/Mermaid` is
 * our figure, which loads the Mermaid library lazily (the original
 * MDXComponents imports it too, so the laziness has to live in that theme
 * component, not only in this map).
 */
export default {
  ...MDXComponents,
  ExampleTabs,
  ExampleTab,
  mermaid: Mermaid,
  table: ScrollableTable,
};

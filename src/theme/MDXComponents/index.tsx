import MDXComponents from '@theme-original/MDXComponents';
import ExampleTabs, { ExampleTab } from '@site/src/components/ExampleTabs';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * Adds the example language tabs to every page's MDX scope: the examples
 * toolchain renders TypeScript/JavaScript tabs without pages importing
 * anything. Tables scroll inside a keyboard-reachable container on narrow
 * screens.
 */
export default {
  ...MDXComponents,
  ExampleTabs,
  ExampleTab,
  table: ScrollableTable,
};

import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * Adds Tabs and TabItem to every page's MDX scope: the examples toolchain
 * renders TypeScript/JavaScript tabs without pages importing anything. Tables
 * scroll inside a keyboard-reachable container on narrow screens.
 */
export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  table: ScrollableTable,
};

import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

/**
 * Adds Tabs and TabItem to every page's MDX scope: the examples toolchain
 * renders TypeScript/JavaScript tabs without pages importing anything.
 */
export default {
  ...MDXComponents,
  Tabs,
  TabItem,
};

import { memo } from 'react';
import Original from '@theme-original/DocItem/TOC/Mobile';

/**
 * The phone's table of contents, rendered again only when its props change
 * (the headings come from context): the doc layout renders again right after
 * hydration, once the page knows the window's size (to choose where the table
 * of contents goes), and with it every element it renders.
 */
export default memo(Original);

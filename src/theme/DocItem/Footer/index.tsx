import { memo } from 'react';
import Original from '@theme-original/DocItem/Footer';

/**
 * A doc page's footer, rendered again only when its props change (the page
 * comes from context): the doc layout renders again right after hydration,
 * once the page knows the window's size (to choose where the table of contents
 * goes), and with it every element it renders.
 */
export default memo(Original);

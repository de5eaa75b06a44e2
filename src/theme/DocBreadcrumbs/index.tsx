import { memo } from 'react';
import Original from '@theme-original/DocBreadcrumbs';

/**
 * A doc page's breadcrumbs, rendered again only when their props change (the
 * page they describe comes from context): the doc layout renders again right
 * after hydration, once the page knows the window's size (to choose where the
 * table of contents goes), and with it every element it renders.
 */
export default memo(Original);

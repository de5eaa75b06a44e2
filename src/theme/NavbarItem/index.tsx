import { memo } from 'react';
import Original from '@theme-original/NavbarItem';

/**
 * A navbar item, rendered again only when its props change. Its props are the
 * item's settings from the site configuration, which do not change; the
 * navbar's content (@theme/Navbar/Content) renders again right after
 * hydration, once the page knows the window's size (the phone menu button's
 * state changes then), and with it every element it renders. Each item is a
 * handful of components (the item, its link, the router's link): most of what
 * that re-render would cost.
 */
export default memo(Original);

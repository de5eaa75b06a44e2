import { memo } from 'react';
import Original from '@theme-original/Navbar/Logo';

/**
 * The navbar's logo, rendered again only when its props change: the navbar's
 * content renders again right after hydration, once the page knows the
 * window's size (the phone menu button's state changes then), and with it
 * every element it renders.
 */
export default memo(Original);

import { memo } from 'react';
import Original from '@theme-original/Navbar/ColorModeToggle';

/**
 * The navbar's colour mode switch, rendered again only when its props change
 * (it still follows the colour mode, which it reads from context): the
 * navbar's content renders again right after hydration, once the page knows
 * the window's size (the phone menu button's state changes then), and with it
 * every element it renders.
 */
export default memo(Original);

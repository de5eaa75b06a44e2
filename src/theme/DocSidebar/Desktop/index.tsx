import React, { type ComponentProps } from 'react';
import OriginalDesktop from '@theme-original/DocSidebar/Desktop';
import type DesktopType from '@theme/DocSidebar/Desktop';
import { isAdoptingServerMarkup } from '@site/src/static-article/server-markup';
import { useKeptServerElement } from '@site/src/static-article/use-kept-server-element';

type Props = ComponentProps<typeof DesktopType>;

/** Docusaurus's breakpoint (`useWindowSize`): at this width or less the theme swaps this sidebar for the phone menu. */
const PHONE_MAX_WIDTH = 996;

/**
 * The desktop docs sidebar, except on a phone-sized first page: there it is
 * hidden by the stylesheet, and the theme removes it as soon as it has
 * measured the window, right after hydration. Hydrating it first (a link
 * and its handlers per page of the docs) would be work thrown away, so the
 * server's markup is kept as it is until then.
 */
export default function DocSidebarDesktop(props: Props): JSX.Element {
  const kept = useKeptServerElement('div', () => isAdoptingServerMarkup() && window.innerWidth <= PHONE_MAX_WIDTH);
  return kept ?? <OriginalDesktop {...props} />;
}

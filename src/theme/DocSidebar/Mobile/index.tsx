import React, { useEffect, useState, type ComponentProps } from 'react';
import OriginalMobile from '@theme-original/DocSidebar/Mobile';
import type MobileType from '@theme/DocSidebar/Mobile';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';

type Props = ComponentProps<typeof MobileType>;

/** What shows that a reader is heading for the menu button: the menu is then filled before the click opens it. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * The docs sidebar of the phone menu, handed to the menu once the reader
 * heads for the menu button (pointer over or down on it, focus on it) or the
 * menu opens. The theme hands it over as soon as a phone-sized page has
 * hydrated, and the hand-over sorts its props with `localeCompare`: the
 * page's first string comparison by locale, which loads the browser's
 * collation data (about 90 ms on a 4× slower CPU) while the page is
 * becoming interactive, for a menu most readers never open.
 */
export default function DocSidebarMobileOnIntent(props: Props): JSX.Element | null {
  const { shown } = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(shown);
  if (shown && !wanted) setWanted(true);
  useEffect(() => {
    if (wanted) return undefined;
    const onIntent = (event: Event): void => {
      if (event.target instanceof Element && event.target.closest('.navbar__toggle')) setWanted(true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, [wanted]);
  return wanted ? <OriginalMobile {...props} /> : null;
}

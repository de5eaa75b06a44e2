import React, { useState } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';

/**
 * The phone menu (main links and the docs sidebar), rendered from the first
 * time it opens. The theme renders it, closed and off screen, as soon as a
 * phone-sized page has hydrated: the whole docs sidebar built in the
 * browser, in one task, while the page is becoming interactive, for a menu
 * most readers never open.
 */
export default function MobileSidebarWhenOpened(): JSX.Element | null {
  const { shown } = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return opened ? <MobileSidebar /> : null;
}

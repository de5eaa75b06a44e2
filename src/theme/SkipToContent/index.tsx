import React, { useCallback, useRef, type MouseEvent } from 'react';
import { useHistory } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import { useLocationChange } from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

/** The element the theme's Layout renders around page content. */
const FALLBACK_TARGET_ID = '__docusaurus_skipToContent_fallback';

/**
 * Focuses an element that is not normally focusable. The temporary tabindex
 * stays until focus leaves: removing it at once (as the stock theme does) makes
 * current browsers move focus back to <body>, which breaks the skip link.
 */
function focusTemporarily(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus();
}

/** "Skip to main content": the first tab stop of every page. */
export default function SkipToContent(): JSX.Element {
  const containerRef = useRef<HTMLDivElement>(null);
  const { action } = useHistory();
  const label = translate({ id: 'theme.common.skipToMainContent', message: 'Skip to main content' });

  const onClick = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target =
      document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(FALLBACK_TARGET_ID);
    if (target) focusTemporarily(target);
  }, []);

  // After a client-side navigation, start keyboard users at the top again.
  useLocationChange(({ location }) => {
    if (containerRef.current && !location.hash && action === 'PUSH') focusTemporarily(containerRef.current);
  });

  return (
    <div ref={containerRef} role="region" aria-label={label}>
      <a className={styles.skipLink} href={`#${FALLBACK_TARGET_ID}`} onClick={onClick}>
        {label}
      </a>
    </div>
  );
}

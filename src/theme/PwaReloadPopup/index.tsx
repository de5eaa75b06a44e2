import React, { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface Props {
  /** Activates the waiting version and reloads the page onto it. */
  readonly onReload: () => void;
}

/**
 * The "new version available" notice shown when a new deploy's service worker is
 * waiting. Our own component, used in place of the plugin's theme component. It is a
 * polite status message, not a dialog: it never takes focus away from the page.
 */
export default function PwaReloadPopup({ onReload }: Props): ReactNode {
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  // The live region is in the page before its text arrives, so screen readers announce the text.
  const [announced, setAnnounced] = useState(false);
  useEffect(() => setAnnounced(true), []);

  if (dismissed) return null;
  const reload = () => {
    setReloading(true);
    onReload();
  };
  const dismissOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setDismissed(true);
  };

  return (
    <aside className={styles.prompt} aria-label="Site update" onKeyDown={dismissOnEscape}>
      <p role="status" className={styles.message}>
        {announced ? (reloading ? 'Loading the new version…' : 'New version available — reload to read it.') : null}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={clsx('button button--primary', styles.button)}
          onClick={reload}
          disabled={reloading}
        >
          Reload
        </button>
        <button
          type="button"
          className={clsx('button button--secondary', styles.button)}
          onClick={() => setDismissed(true)}
        >
          Dismiss
        </button>
      </div>
    </aside>
  );
}

import React, { useEffect, useId, useRef } from 'react';
import styles from './menu.module.css';

/** Why the page could not be copied for the reader. */
export type Fallback = { readonly kind: 'copy-by-hand'; readonly text: string } | { readonly kind: 'load-failed' };

interface Props {
  readonly fallback: Fallback;
  readonly markdownPath: string;
  readonly onClose: () => void;
}

/**
 * A modal dialog for a copy that did not happen: with the Markdown selected in
 * a text box when only the clipboard failed, or a link to the file when it
 * could not be loaded.
 */
export default function FallbackDialog({ fallback, markdownPath, onClose }: Props): JSX.Element {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    textRef.current?.focus();
    textRef.current?.select();
  }, []);

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className={styles.dialogTitle}>
        {fallback.kind === 'copy-by-hand' ? 'Copy the Markdown yourself' : 'The Markdown could not be loaded'}
      </h2>
      {fallback.kind === 'copy-by-hand' ? (
        <>
          <p>
            The browser did not let this page use the clipboard. The Markdown is selected below: press Ctrl+C (⌘C on a
            Mac) to copy it.
          </p>
          <textarea
            ref={textRef}
            className={styles.text}
            readOnly
            rows={10}
            value={fallback.text}
            aria-label="Markdown of this page"
          />
        </>
      ) : (
        <p>
          Check your connection and try again, or open the file directly: <a href={markdownPath}>{markdownPath}</a>
        </p>
      )}
      <form method="dialog" className={styles.dialogActions}>
        <button type="submit" className="button button--primary button--sm">
          Close
        </button>
      </form>
    </dialog>
  );
}

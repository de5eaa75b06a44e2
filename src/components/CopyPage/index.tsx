import React, { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import type { Props as MenuProps } from './Menu';
import styles from './styles.module.css';

type MenuComponent = ComponentType<MenuProps>;

let menuModule: Promise<MenuComponent> | undefined;

/** Loads the menu's code once, on the first sign of intent; a failed load may be retried. */
function loadMenu(): Promise<MenuComponent> {
  menuModule ??= import('./Menu').then(
    (module) => module.default,
    (error: unknown) => {
      menuModule = undefined;
      throw error;
    },
  );
  return menuModule;
}

export interface Props {
  /** Site path of the page's Markdown, e.g. `/api/createSlice.md`. */
  readonly markdownPath: string;
  /** The same on the public site, for assistants to read. */
  readonly markdownUrl: string;
}

const COPIED_MS = 2000;

/**
 * The "Copy page" menu button. It ships only the button: hovering, focusing
 * or touching it starts loading the menu, which opens on click, Enter, Space
 * or the arrow keys.
 */
export default function CopyPage({ markdownPath, markdownUrl }: Props): JSX.Element {
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [Menu, setMenu] = useState<MenuComponent | null>(null);
  const [open, setOpen] = useState<{ focus: 'first' | 'last' } | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [copied, setCopied] = useState(false);

  const prepare = useCallback(() => {
    loadMenu().then(
      (component) => {
        setLoadFailed(false);
        setMenu(() => component);
      },
      () => setLoadFailed(true),
    );
  }, []);

  const show = useCallback(
    (focus: 'first' | 'last') => {
      prepare();
      setOpen({ focus });
      setExpanded(true);
    },
    [prepare],
  );

  const close = useCallback((returnFocus: boolean) => {
    setOpen(null);
    setExpanded(false);
    setLoadFailed(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        id={`${menuId}-button`}
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={expanded}
        aria-controls={expanded ? menuId : undefined}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            show(event.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}
        onMouseEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
      >
        <svg className={styles.icon} width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
          {copied ? (
            <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          ) : (
            <path
              d="M5.5 4.5v-2h8v9h-2M2.5 4.5h8v9h-8z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.4"
              strokeLinejoin="round"
            />
          )}
        </svg>
        {copied ? 'Copied' : 'Copy page'}
        <svg className={styles.chevron} width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
          <path d="M2 3.5l3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
      </button>
      <span className="sr-only" role="status">
        {copied ? 'Page copied to the clipboard as Markdown' : ''}
      </span>
      {open && Menu && (
        <Menu
          id={menuId}
          labelledBy={`${menuId}-button`}
          initialFocus={open.focus}
          markdownPath={markdownPath}
          markdownUrl={markdownUrl}
          containerRef={rootRef}
          onClose={close}
          onCopied={() => setCopied(true)}
          onExpandedChange={setExpanded}
        />
      )}
      {open && loadFailed && (
        <p className={styles.loadError} role="alert">
          The menu could not load. <a href={markdownPath}>View this page as Markdown</a>
        </p>
      )}
    </div>
  );
}

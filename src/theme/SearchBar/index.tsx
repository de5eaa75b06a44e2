import React, { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useSearchConfig } from '../../search/config';
import { useContextualFacetFilters } from '../../search/facet-filters';
import { useSearchShortcuts } from '../../search/use-search-shortcuts';
import type { Props as ModalProps } from '../../components/SearchModal';
import styles from './styles.module.css';

type ModalComponent = ComponentType<ModalProps>;

let modalModule: Promise<ModalComponent> | undefined;

/** Loads the modal (DocSearch and its styles) once; the first intent starts it. */
function loadModal(): Promise<ModalComponent> {
  modalModule ??= import('../../components/SearchModal').then((module) => module.default);
  return modalModule;
}

/**
 * The navbar search button. It ships no search code: hovering, focusing or
 * touching it starts loading the modal (and, in local mode, the index), and
 * clicking or a shortcut opens it.
 */
export default function SearchBar(): JSX.Element {
  const config = useSearchConfig();
  const facetFilters = useContextualFacetFilters();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [Modal, setModal] = useState<ModalComponent | null>(null);
  const [open, setOpen] = useState<{ initialQuery: string } | null>(null);
  const [shortcut, setShortcut] = useState('Ctrl');

  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setShortcut('⌘');
  }, []);

  const prepare = useCallback(() => {
    void loadModal().then((component) => setModal(() => component));
    if (config.mode === 'local') {
      // Start fetching the index too; errors surface in the modal when a search runs.
      void import('../../search/local-client').then(({ loadEngine }) => loadEngine().catch(() => undefined));
    }
  }, [config.mode]);

  const onOpen = useCallback(
    (initialQuery = '') => {
      prepare();
      setOpen({ initialQuery });
    },
    [prepare],
  );
  const onClose = useCallback(() => {
    setOpen(null);
    buttonRef.current?.focus();
  }, []);

  useSearchShortcuts({ isOpen: open !== null, buttonRef, onOpen, onClose });

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        onClick={() => onOpen()}
        onMouseOver={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
      >
        <svg className={styles.icon} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
            stroke="currentColor"
            fill="none"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {/* The name comes from the content ("Search (Control+K)"), so it starts with the visible label. */}
        <span className={styles.label}>Search</span>
        <span className="sr-only">{` (${shortcut === '⌘' ? 'Command' : 'Control'}+K)`}</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd className={styles.key}>{shortcut}</kbd>
          <kbd className={styles.key}>K</kbd>
        </span>
      </button>
      {open && Modal && (
        <Modal config={config} facetFilters={facetFilters} initialQuery={open.initialQuery} onClose={onClose} />
      )}
    </>
  );
}

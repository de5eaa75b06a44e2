import React, { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { fetchMarkdown, writeClipboard } from '../../copy-page/load-markdown';
import { chatGptUrl, claudeUrl } from '../../copy-page/urls';
import FallbackDialog, { type Fallback } from './FallbackDialog';
import styles from './menu.module.css';

export interface Props {
  readonly id: string;
  /** Id of the menu button, which names the menu. */
  readonly labelledBy: string;
  readonly initialFocus: 'first' | 'last';
  readonly markdownPath: string;
  readonly markdownUrl: string;
  /** The button and menu together: a pointer press outside it closes the menu. */
  readonly containerRef: RefObject<HTMLElement>;
  readonly onClose: (returnFocus: boolean) => void;
  readonly onCopied: () => void;
  /** False while the fallback dialog replaces the menu. */
  readonly onExpandedChange: (expanded: boolean) => void;
}

/**
 * The "Copy page" menu (loaded on intent): copy the page's Markdown, view it,
 * or open it in a chat assistant. A copy that cannot reach the clipboard, or
 * cannot load the Markdown, ends in a dialog that says so and offers the way round.
 */
export default function Menu({
  id,
  labelledBy,
  initialFocus,
  markdownPath,
  markdownUrl,
  containerRef,
  onClose,
  onCopied,
  onExpandedChange,
}: Props): JSX.Element {
  const listRef = useRef<HTMLUListElement>(null);
  const markdown = useRef<Promise<string> | null>(null);
  const [busy, setBusy] = useState(false);
  const [fallback, setFallback] = useState<Fallback | null>(null);

  const items = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  // Start loading the Markdown as the menu opens, so a copy finds it ready (and
  // the clipboard write stays close to the reader's click).
  const loadMarkdown = useCallback(() => {
    markdown.current ??= fetchMarkdown(markdownPath);
    markdown.current.catch(() => {
      markdown.current = null; // a later attempt fetches again
    });
    return markdown.current;
  }, [markdownPath]);

  useEffect(() => {
    loadMarkdown().catch(() => undefined); // reported when the reader asks to copy
    const all = items();
    (initialFocus === 'first' ? all[0] : all[all.length - 1])?.focus();
  }, [initialFocus, loadMarkdown]);

  useEffect(() => {
    if (fallback) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [containerRef, fallback, onClose]);

  const showFallback = (next: Fallback) => {
    setFallback(next);
    onExpandedChange(false);
  };

  const copy = async () => {
    if (busy) return;
    setBusy(true);
    let text: string;
    try {
      text = await loadMarkdown();
    } catch {
      setBusy(false);
      showFallback({ kind: 'load-failed' });
      return;
    }
    const result = await writeClipboard(text);
    setBusy(false);
    if (result.ok) {
      onCopied();
      onClose(true);
    } else {
      showFallback({ kind: 'copy-by-hand', text });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => all[(index + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        focusAt(current - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(all.length - 1);
        break;
      case 'Escape':
        onClose(true);
        break;
      case 'Tab':
        // Items are out of the tab order, so Tab leaves the menu; close once focus has moved on.
        window.setTimeout(() => onClose(false), 0);
        return;
      case ' ':
        // Space activates every item, links included (a link only reacts to Enter by itself).
        (document.activeElement as HTMLElement | null)?.click();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  if (fallback) {
    return <FallbackDialog fallback={fallback} markdownPath={markdownPath} onClose={() => onClose(true)} />;
  }

  return (
    <ul ref={listRef} id={id} role="menu" aria-labelledby={labelledBy} className={styles.menu} onKeyDown={onKeyDown}>
      <li role="none">
        <button type="button" role="menuitem" tabIndex={-1} className={styles.item} aria-disabled={busy} onClick={copy}>
          <span className={styles.label}>{busy ? 'Copying…' : 'Copy page as Markdown'}</span>
          <span className={styles.hint}>For pasting into an LLM or a note</span>
        </button>
      </li>
      <LinkItem href={markdownPath} label="View as Markdown" hint="This page as plain text" onClose={onClose} />
      <LinkItem
        href={chatGptUrl(markdownUrl)}
        label="Open in ChatGPT"
        hint="Ask questions about this page (new tab)"
        newTab
        onClose={onClose}
      />
      <LinkItem
        href={claudeUrl(markdownUrl)}
        label="Open in Claude"
        hint="Ask questions about this page (new tab)"
        newTab
        onClose={onClose}
      />
    </ul>
  );
}

interface LinkItemProps {
  readonly href: string;
  readonly label: string;
  readonly hint: string;
  readonly newTab?: boolean;
  readonly onClose: (returnFocus: boolean) => void;
}

function LinkItem({ href, label, hint, newTab = false, onClose }: LinkItemProps): JSX.Element {
  return (
    <li role="none">
      <a
        role="menuitem"
        tabIndex={-1}
        className={styles.item}
        href={href}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onClick={() => onClose(false)}
      >
        <span className={styles.label}>{label}</span>
        <span className={styles.hint}>{hint}</span>
      </a>
    </li>
  );
}

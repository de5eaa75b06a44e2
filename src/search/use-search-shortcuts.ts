import { useEffect, type RefObject } from 'react';

interface Options {
  readonly isOpen: boolean;
  readonly buttonRef: RefObject<HTMLButtonElement>;
  readonly onOpen: (initialQuery?: string) => void;
  readonly onClose: () => void;
}

function isEditing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)));
}

/**
 * Keyboard access to search: Ctrl/Cmd+K toggles it, Escape closes it, `/` opens it outside text
 * fields, and typing a character while the search button has focus opens it
 * with that character. Ctrl/Cmd+F is left to the browser.
 */
export function useSearchShortcuts({ isOpen, buttonRef, onOpen, onClose }: Options): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const key = event.key;
      if (key && key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        if (isOpen) onClose();
        else onOpen();
        return;
      }
      if (isOpen && key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (isOpen || event.metaKey || event.ctrlKey || event.altKey) return;
      if (key === '/' && !isEditing(event.target)) {
        event.preventDefault();
        onOpen();
      } else if (
        buttonRef.current !== null &&
        document.activeElement === buttonRef.current &&
        /^[\p{L}\p{N}]$/u.test(key)
      ) {
        event.preventDefault();
        onOpen(key);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, buttonRef, onOpen, onClose]);
}

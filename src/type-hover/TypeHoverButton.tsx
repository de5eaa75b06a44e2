import React from 'react';
import type { TypeHover } from './useTypeHover';

interface Props {
  readonly hover: TypeHover;
  readonly className?: string;
}

const MESSAGES: Partial<Record<TypeHover['status'], string>> = {
  loading: 'Loading types…',
  failed: 'Types are unavailable right now; the code is unchanged.',
};

/** The toggle for keyboard access to types, and a quiet status line while loading or after a failure. */
export default function TypeHoverButton({ hover, className }: Props): JSX.Element {
  const message = hover.keyboardMode ? MESSAGES[hover.status] : hover.status === 'failed' ? MESSAGES.failed : '';
  return (
    <>
      <span role="status" className="type-hover-status">
        {message}
      </span>
      <button
        type="button"
        className={className}
        aria-pressed={hover.keyboardMode}
        aria-label="Show types"
        title="Show types: move between names with the arrow keys"
        onClick={hover.toggleKeyboardMode}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M4 5h10v2.5h-3.75V19h-2.5V7.5H4V5Zm11 6h6v2h-2v6h-2v-6h-2v-2Z" />
        </svg>
      </button>
    </>
  );
}

import React from 'react';
import { createRoot } from 'react-dom/client';
import PwaReloadPopup from '@theme/PwaReloadPopup';

const CONTAINER_ID = 'pwa-reload-prompt';

/** Renders the new-version prompt in its own root at the end of the page (once). */
export function showReloadPrompt(onReload: () => void): void {
  if (document.getElementById(CONTAINER_ID)) return;
  const container = document.createElement('div');
  container.id = CONTAINER_ID;
  document.body.appendChild(container);
  createRoot(container).render(<PwaReloadPopup onReload={onReload} />);
}

/**
 * The only API-card code on first load: one delegated listener that loads the
 * card module on the first hover or focus of a symbol link, then hands every
 * later event to it.
 */
import { SYMBOL_LINK_SELECTOR } from './types';

type CardModule = typeof import('./card');

let card: Promise<CardModule> | undefined;

function onIntent(event: Event): void {
  const target = event.target;
  const link = target instanceof Element ? target.closest(SYMBOL_LINK_SELECTOR) : null;
  if (!(link instanceof HTMLAnchorElement) || link.childNodes.length !== 1) return;
  card ??= import('./card');
  card.then(
    (module) => module.onIntent(link, event.type === 'focusin'),
    () => {
      card = undefined; // a failed chunk load is retried on the next intent
    },
  );
}

if (typeof document !== 'undefined') {
  document.addEventListener('mouseover', onIntent);
  document.addEventListener('focusin', onIntent);
}

export {};

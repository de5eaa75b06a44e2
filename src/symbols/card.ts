import type { SymbolEntry, SymbolIndexFile } from './types';
import { SYMBOL_INDEX_META } from './types';
import { kindLabel, shortVersion, splitCode } from './format';
import { findLinkedSymbol } from './find-linked';
import './card.css';

const CARD_ID = 'symbol-card';
const SHOW_DELAY_MS = 350;
const FOCUS_DELAY_MS = 150;
const HIDE_DELAY_MS = 200;
const VIEWPORT_MARGIN = 8;

let symbols: Promise<readonly SymbolEntry[]> | undefined;

/** Fetches the symbol index once; a failed load is not kept, so the next card tries again. */
function loadSymbols(): Promise<readonly SymbolEntry[]> {
  symbols ??= (async () => {
    const url = document.querySelector(`meta[name="${SYMBOL_INDEX_META}"]`)?.getAttribute('content');
    if (!url) throw new Error('This page names no symbol index.');
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const file = (await response.json()) as SymbolIndexFile;
    return file.symbols;
  })().catch((error: unknown) => {
    symbols = undefined;
    throw error;
  });
  return symbols;
}

let card: HTMLDivElement | undefined;
let current: HTMLAnchorElement | undefined;
let showTimer: number | undefined;
let hideTimer: number | undefined;

function cardElement(): HTMLDivElement {
  if (card) return card;
  card = document.createElement('div');
  card.id = CARD_ID;
  card.className = 'symbol-card';
  card.setAttribute('role', 'tooltip');
  card.hidden = true;
  card.addEventListener('mouseenter', () => window.clearTimeout(hideTimer));
  card.addEventListener('mouseleave', () => scheduleHide());
  document.body.append(card);
  return card;
}

function append(parent: HTMLElement, tag: string, className: string, text?: string): HTMLElement {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  parent.append(element);
  return element;
}

/** Prose with its `code` spans as code elements; text only, never markup. */
function appendProse(parent: HTMLElement, text: string): void {
  splitCode(text).forEach((part, index) => {
    if (index % 2 === 1) append(parent, 'code', '', part);
    else if (part) parent.append(document.createTextNode(part));
  });
}

/** Fills the card for one symbol (or with a short note when its data cannot be had). */
export function renderCard(target: HTMLElement, symbol: SymbolEntry | undefined): void {
  target.replaceChildren();
  if (!symbol) {
    append(target, 'p', 'symbol-card__note', 'Details for this API could not be loaded. The link still works.');
    return;
  }
  const head = append(target, 'p', 'symbol-card__head');
  append(head, 'code', 'symbol-card__name', symbol.name);
  append(head, 'span', 'symbol-card__kind', kindLabel(symbol));
  if (symbol.since) {
    const badge = append(head, 'span', 'since-badge', `since ${shortVersion(symbol.since)}`);
    badge.title = `Available since Redux Toolkit ${symbol.since}`;
  }
  append(append(target, 'pre', 'symbol-card__signature'), 'code', '', symbol.signature);
  if (symbol.default) {
    const line = append(target, 'p', 'symbol-card__default', 'Default: ');
    append(line, 'code', '', symbol.default);
  }
  if (symbol.summary) appendProse(append(target, 'p', 'symbol-card__summary'), symbol.summary);
  if (symbol.deprecated) {
    const note = append(target, 'p', 'symbol-card__deprecated');
    append(note, 'strong', '', 'Deprecated: ');
    appendProse(note, symbol.deprecated);
  }
}

/** Below the link, or above it when there is no room below; always inside the viewport. */
function position(element: HTMLElement, link: HTMLElement): void {
  const rect = link.getBoundingClientRect();
  const width = element.offsetWidth;
  const height = element.offsetHeight;
  const maxLeft = document.documentElement.clientWidth - width - VIEWPORT_MARGIN;
  const left = Math.max(VIEWPORT_MARGIN, Math.min(rect.left, maxLeft));
  const below = rect.bottom + 6;
  const top = below + height > window.innerHeight && rect.top - height - 6 > 0 ? rect.top - height - 6 : below;
  element.style.left = `${left + window.scrollX}px`;
  element.style.top = `${top + window.scrollY}px`;
}

async function show(link: HTMLAnchorElement): Promise<void> {
  let symbol: SymbolEntry | undefined;
  try {
    symbol = findLinkedSymbol(await loadSymbols(), link.getAttribute('href') ?? '', link.textContent ?? '');
  } catch {
    symbol = undefined;
  }
  if (current !== link) return;
  const element = cardElement();
  renderCard(element, symbol);
  element.hidden = false;
  position(element, link);
  link.setAttribute('aria-describedby', CARD_ID);
}

/** Hides the card now. */
export function hide(): void {
  window.clearTimeout(showTimer);
  window.clearTimeout(hideTimer);
  current?.removeAttribute('aria-describedby');
  current = undefined;
  if (card) card.hidden = true;
}

function scheduleHide(): void {
  window.clearTimeout(hideTimer);
  hideTimer = window.setTimeout(hide, HIDE_DELAY_MS);
}

/** Called by the trigger for every hover or focus of a symbol link. */
export function onIntent(link: HTMLAnchorElement, byFocus: boolean): void {
  window.clearTimeout(hideTimer);
  if (current === link) return;
  hide();
  current = link;
  showTimer = window.setTimeout(() => void show(link), byFocus ? FOCUS_DELAY_MS : SHOW_DELAY_MS);
}

function isLeavingLink(event: MouseEvent | FocusEvent): boolean {
  if (!current || !(event.target instanceof Node) || !current.contains(event.target)) return false;
  const next = event.relatedTarget;
  return !(next instanceof Node && (current.contains(next) || card?.contains(next)));
}

document.addEventListener('mouseout', (event) => {
  if (isLeavingLink(event)) scheduleHide();
});
document.addEventListener('focusout', (event) => {
  if (isLeavingLink(event)) hide();
});
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && current) hide();
});
// Following the link (or any click) and history navigation end the card.
document.addEventListener('click', hide);
window.addEventListener('popstate', hide);

import { entriesByLine, locateInLine } from './locate';
import type { HoverEntry } from './types';

/** The hover behaviour attached to one rendered code block. */
export interface TypeHoverController {
  /** Makes the identifiers with types focusable (one tab stop, arrow keys between them) and focuses the first. */
  setKeyboardMode(enabled: boolean, focusFirst?: boolean): void;
  /** Removes listeners and marks; the code text is left as it was. */
  destroy(): void;
}

const TARGET_CLASS = 'type-hover-target';
const TOOLTIP_ID = 'type-hover-tooltip';

/**
 * Marks the identifiers of a rendered code block that have quick info (by
 * walking the text of its lines) and shows the quick info in a tooltip on
 * hover and on focus. Copying is unaffected: the marks are spans around the
 * same text.
 */
export function attachTypeHover(
  code: HTMLElement,
  entries: readonly HoverEntry[],
  texts: readonly string[],
): TypeHoverController {
  unmark(code);
  const targets = mark(code, entries);
  const textOf = new Map(targets.map((target) => [target, texts[Number(target.dataset.typeText)] ?? '']));
  let shown: HTMLElement | undefined;
  let keyboardMode = false;

  const show = (target: HTMLElement) => {
    const text = textOf.get(target);
    if (!text) return;
    if (shown && shown !== target) shown.removeAttribute('aria-describedby');
    shown = target;
    const tooltip = tooltipElement();
    tooltip.firstElementChild!.textContent = text;
    tooltip.hidden = false;
    target.setAttribute('aria-describedby', TOOLTIP_ID);
    place(tooltip, target);
  };
  const hide = () => {
    if (!shown) return;
    shown.removeAttribute('aria-describedby');
    shown = undefined;
    tooltipElement().hidden = true;
  };
  const targetOf = (event: Event) =>
    event.target instanceof Element ? event.target.closest<HTMLElement>(`.${TARGET_CLASS}`) : null;

  const onPointerOver = (event: PointerEvent) => {
    const target = targetOf(event);
    if (target && textOf.has(target)) show(target);
  };
  const onPointerOut = (event: PointerEvent) => {
    const target = targetOf(event);
    if (target && target === shown && !target.contains(event.relatedTarget as Node | null)) hide();
  };
  const onFocusIn = (event: FocusEvent) => {
    const target = targetOf(event);
    if (!target || !textOf.has(target)) return;
    for (const other of targets) other.tabIndex = other === target ? 0 : -1;
    show(target);
  };
  const onFocusOut = (event: FocusEvent) => {
    if (targetOf(event) === shown) hide();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      if (shown) {
        hide();
        event.stopPropagation();
      }
      return;
    }
    const current = targetOf(event);
    if (!keyboardMode || !current) return;
    const index = targets.indexOf(current);
    const next = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: targets.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    targets[Math.min(Math.max(next, 0), targets.length - 1)]?.focus();
  };
  const onDocumentKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') hide();
  };
  const onScroll = () => {
    if (shown) place(tooltipElement(), shown);
  };

  // One signal removes every listener on destroy.
  const listening = new AbortController();
  const { signal } = listening;
  code.addEventListener('pointerover', onPointerOver, { signal });
  code.addEventListener('pointerout', onPointerOut, { signal });
  code.addEventListener('focusin', onFocusIn, { signal });
  code.addEventListener('focusout', onFocusOut, { signal });
  code.addEventListener('keydown', onKeyDown, { signal });
  document.addEventListener('keydown', onDocumentKeyDown, { signal });
  window.addEventListener('scroll', onScroll, { passive: true, signal });

  return {
    setKeyboardMode(enabled, focusFirst = false) {
      keyboardMode = enabled;
      targets.forEach((target, index) => {
        if (enabled) target.tabIndex = index === 0 ? 0 : -1;
        else target.removeAttribute('tabindex');
      });
      if (!enabled) hide();
      if (enabled && focusFirst) targets[0]?.focus();
    },
    destroy() {
      hide();
      listening.abort();
    },
  };
}

/** Wraps each located identifier in a span; returns the spans in reading order. */
function mark(code: HTMLElement, entries: readonly HoverEntry[]): HTMLElement[] {
  const lines = code.querySelectorAll<HTMLElement>(':scope > .token-line');
  const marked: HTMLElement[] = [];
  for (const [lineIndex, lineEntries] of entriesByLine(entries)) {
    const line = lines[lineIndex];
    if (!line) continue;
    const nodes = textNodes(line);
    const lineMarks: HTMLElement[] = [];
    for (const { entry, piece, offset } of locateInLine(
      nodes.map((node) => node.data),
      lineEntries,
    )) {
      const node = nodes[piece]!;
      const identifier = offset > 0 ? node.splitText(offset) : node;
      identifier.splitText(entry[2]);
      const span = document.createElement('span');
      span.className = TARGET_CLASS;
      span.dataset.typeText = String(entry[3]);
      identifier.replaceWith(span);
      span.append(identifier);
      lineMarks.unshift(span);
    }
    marked.push(...lineMarks);
  }
  return marked;
}

/** Removes marks left in markup copied from an earlier render of the same block. */
function unmark(code: HTMLElement): void {
  for (const span of Array.from(code.querySelectorAll(`.${TARGET_CLASS}`)))
    span.replaceWith(...Array.from(span.childNodes));
  code.normalize();
}

function textNodes(root: Node): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** The page's one tooltip, created on first use. */
function tooltipElement(): HTMLElement {
  let tooltip = document.getElementById(TOOLTIP_ID);
  if (!tooltip) {
    tooltip = document.createElement('div');
    tooltip.id = TOOLTIP_ID;
    tooltip.className = 'type-hover-tooltip';
    tooltip.setAttribute('role', 'tooltip');
    tooltip.hidden = true;
    tooltip.append(document.createElement('code'));
    document.body.append(tooltip);
  }
  return tooltip;
}

const GAP = 6;
const MARGIN = 8;

/** Puts the tooltip below the target (above when there is no room), inside the viewport. */
function place(tooltip: HTMLElement, target: HTMLElement): void {
  const rect = target.getBoundingClientRect();
  tooltip.style.left = '0px';
  tooltip.style.top = '0px';
  const { width, height } = tooltip.getBoundingClientRect();
  const below = rect.bottom + GAP;
  const top = below + height > window.innerHeight - MARGIN ? Math.max(MARGIN, rect.top - GAP - height) : below;
  const left = Math.min(Math.max(MARGIN, rect.left), Math.max(MARGIN, window.innerWidth - MARGIN - width));
  tooltip.style.left = `${Math.round(left)}px`;
  tooltip.style.top = `${Math.round(top)}px`;
}

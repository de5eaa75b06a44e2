import { isValidElement, type ReactNode } from 'react';
import { LIVE_TAGS } from './inert-markdown';

type Props = Record<string, unknown>;

/**
 * Component types whose rendered markup is the whole of what they do in the
 * browser (nothing in them listens, measures or keeps state), each with the
 * condition under which that holds. Plain HTML tags are inert unless listed in
 * `LIVE_TAGS`; any other component is assumed to be live.
 */
const inertComponents = new Map<unknown, (props: Props) => boolean>();

const always = () => true;

export function registerInert(type: unknown, when: (props: Props) => boolean = always): void {
  inertComponents.set(type, when);
}

/** Whether a tree of elements renders only inert markup, so the browser can keep the server's copy of it. */
export function isInert(node: ReactNode): boolean {
  if (node === null || node === undefined || typeof node === 'boolean') return true;
  if (typeof node === 'string' || typeof node === 'number') return true;
  if (Array.isArray(node)) return node.every(isInert);
  if (!isValidElement<Props>(node)) return false;
  const { type, props } = node;
  if (typeof type === 'string') {
    if (LIVE_TAGS.has(type)) return false;
  } else {
    const inertWhen = inertComponents.get(type);
    if (!inertWhen?.(props)) return false;
  }
  return isInertProps(props);
}

/** Whether the elements passed to a component (its children and any element-valued prop) are all inert. */
export function isInertProps(props: object): boolean {
  return Object.values(props).every((value) =>
    isValidElement(value) || Array.isArray(value) ? isInert(value as ReactNode) : true,
  );
}

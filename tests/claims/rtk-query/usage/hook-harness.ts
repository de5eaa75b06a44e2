/**
 * Renders RTK Query hooks in Node for the claim tests of the rtk-query/usage pages.
 * react-dom needs only a handful of DOM members to mount a component that renders
 * nothing; `window` gets no `document`, so React-Redux and RTK Query take their
 * server-safe code paths (plain `useEffect`), exactly as they do without a browser.
 */
import { act, createElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';

const noop = () => {};
const globals = globalThis as Record<string, unknown>;
globals.IS_REACT_ACT_ENVIRONMENT = true;
globals.window ??= { HTMLIFrameElement: class HTMLIFrameElement {} };

function fakeContainer() {
  return {
    nodeType: 1,
    tagName: 'DIV',
    namespaceURI: 'http://www.w3.org/1999/xhtml',
    addEventListener: noop,
    removeEventListener: noop,
    ownerDocument: { addEventListener: noop, removeEventListener: noop },
  };
}

export interface RenderedHook<Result, Props> {
  /** The hook's return value from its latest render. */
  readonly result: { current: Result };
  rerender(props: Props): Promise<void>;
  unmount(): Promise<void>;
}

/** Mounts `useHook` inside a React-Redux `Provider` for `store`. */
export async function renderHookWithStore<Result, Props>(
  store: Store,
  useHook: (props: Props) => Result,
  initialProps: Props,
): Promise<RenderedHook<Result, Props>> {
  const result = { current: undefined as Result };
  function Probe({ hookProps }: { hookProps: Props }): ReactNode {
    result.current = useHook(hookProps);
    return null;
  }
  const element = (props: Props) =>
    createElement(Provider, { store, children: createElement(Probe, { hookProps: props }) });
  const root = createRoot(fakeContainer() as unknown as Element);
  await act(async () => root.render(element(initialProps)));
  return {
    result,
    rerender: (props) => act(async () => root.render(element(props))),
    unmount: () => act(async () => root.unmount()),
  };
}

export { act };

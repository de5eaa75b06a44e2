/**
 * Renders a React hook in Node for claim tests. The hook's latest return value
 * is in `result.current`. Wrap your own calls that update state in `act`;
 * updates that arrive later from the store (an RTK Query request settling)
 * render on their own, so wait for them with `vi.waitFor`.
 */
import '../../support/with-fake-dom';
import { fakeElement } from '../../support/fake-dom';
import { act as reactAct, createElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export interface RenderedHook<Result, Props> {
  readonly result: { current: Result };
  rerender(props: Props): Promise<void>;
  unmount(): Promise<void>;
}

export async function renderHook<Result, Props = undefined>(
  useHook: (props: Props) => Result,
  options: { initialProps?: Props; wrapper?: (props: { children: ReactNode }) => ReactNode } = {},
): Promise<RenderedHook<Result, Props>> {
  const result = { current: undefined as Result };
  function Probe({ hookProps }: { hookProps: Props }) {
    result.current = useHook(hookProps);
    return null;
  }
  const element = (props: Props) => {
    const probe = createElement(Probe, { hookProps: props });
    return options.wrapper ? createElement(options.wrapper, null, probe) : probe;
  };
  const container = fakeElement();
  container.ownerDocument = (globalThis as Record<string, unknown>).document;
  const root = createRoot(container as unknown as Element);
  await act(async () => root.render(element(options.initialProps as Props)));
  return {
    result,
    rerender: (props) => act(async () => root.render(element(props))),
    unmount: () => act(async () => root.unmount()),
  };
}

/**
 * React's `act`, with React's act environment switched on only while it runs,
 * so that store updates after it render normally instead of warning.
 */
export async function act(callback: () => unknown): Promise<void> {
  const globals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  globals.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await reactAct(async () => {
      await callback();
    });
  } finally {
    globals.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

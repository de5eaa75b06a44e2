import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import { compose } from 'redux';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from './render-hook';

// The toolkit reads the DevTools extension when it is first imported, so the
// fake extension goes on `window` before the dynamic imports below.
const devToolsCompose = vi.fn(() => compose);
Object.assign((globalThis as { window?: object }).window!, { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: devToolsCompose });

async function loadApi() {
  const { ApiProvider, createApi, fakeBaseQuery } = await import('@reduxjs/toolkit/query/react');
  const api = createApi({
    baseQuery: fakeBaseQuery(),
    endpoints: (build) => ({ getForecast: build.query<string, string>({ queryFn: (city) => ({ data: city }) }) }),
  });
  return { ApiProvider, api };
}

describe('rtk-query/api/ApiProvider › setupListeners', () => {
  it('sets the listeners up again on every render when the handler is written inline', async () => {
    const { ApiProvider, api } = await loadApi();
    const events: string[] = [];
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(ApiProvider, {
        api,
        children,
        setupListeners: () => {
          events.push('added');
          return () => events.push('removed');
        },
      });
    const rendered = await renderHook(() => null, { wrapper });
    expect(events).toEqual(['added']);
    await rendered.rerender(undefined);
    await rendered.rerender(undefined);
    expect(events).toEqual(['added', 'removed', 'added', 'removed', 'added']);
    await rendered.unmount();
  });

  it('keeps the listeners across renders when the handler keeps its identity', async () => {
    const { ApiProvider, api } = await loadApi();
    const events: string[] = [];
    const handler = () => {
      events.push('added');
      return () => events.push('removed');
    };
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(ApiProvider, { api, children, setupListeners: handler });
    const rendered = await renderHook(() => null, { wrapper });
    await rendered.rerender(undefined);
    expect(events).toEqual(['added']);
    await rendered.unmount();
    expect(events).toEqual(['added', 'removed']);
  });
});

describe('rtk-query/api/ApiProvider › Notes', () => {
  it("connects its store to the DevTools extension with configureStore's defaults", async () => {
    const { ApiProvider, api } = await loadApi();
    devToolsCompose.mockClear();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(ApiProvider, { api, children });
    const rendered = await renderHook(() => null, { wrapper });
    expect(devToolsCompose).toHaveBeenCalledTimes(1);
    await rendered.unmount();
  });

  it('also connects to the DevTools extension in the production build of configureStore', () => {
    const require = createRequire(import.meta.url);
    const dist = path.dirname(require.resolve('@reduxjs/toolkit'));
    const production = require(
      path.join(dist, 'cjs/redux-toolkit.production.min.cjs'),
    ) as typeof import('@reduxjs/toolkit');
    devToolsCompose.mockClear();
    production.configureStore({ reducer: () => 0 });
    expect(devToolsCompose).toHaveBeenCalledTimes(1);
  });
});

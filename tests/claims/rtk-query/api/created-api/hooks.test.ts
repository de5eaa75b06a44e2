import { createApi, fakeBaseQuery, fetchBaseQuery, setupListeners, skipToken } from '@reduxjs/toolkit/query/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend, FAKE_BASE_URL, json } from '../../../support/fake-backend';
import { act, renderHook } from '../render-hook';
import { storeWithApi } from '../../../support/api-store';

function makeCartApi() {
  let failNext = false;
  let added = 0;
  const api = createApi({
    baseQuery: fakeBaseQuery<{ reason: string }>(),
    endpoints: (build) => ({
      addToCart: build.mutation<{ itemCount: number }, string>({
        queryFn: async () => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          if (failNext) return { error: { reason: 'out of stock' } };
          return { data: { itemCount: ++added } };
        },
      }),
    }),
  });
  const store = storeWithApi(api);
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
  return { api, store, wrapper, failNextCalls: () => (failNext = true) };
}

describe('rtk-query/api/created-api/hooks › useMutation result', () => {
  for (const fixedCacheKey of [undefined, 'cart-button']) {
    it(`clears data while the next call is pending and keeps it undefined when that call fails (fixedCacheKey: ${fixedCacheKey})`, async () => {
      const { api, wrapper, failNextCalls } = makeCartApi();
      const { result, unmount } = await renderHook(() => api.useAddToCartMutation({ fixedCacheKey }), { wrapper });

      await act(async () => {
        await result.current[0]('lamp');
      });
      await vi.waitFor(() => expect(result.current[1].data).toEqual({ itemCount: 1 }));

      failNextCalls();
      let second!: ReturnType<(typeof result.current)[0]>;
      await act(async () => {
        second = result.current[0]('desk');
      });
      expect(result.current[1].isLoading).toBe(true);
      expect(result.current[1].data).toBeUndefined();

      await act(async () => {
        await second;
      });
      await vi.waitFor(() => expect(result.current[1].isError).toBe(true));
      expect(result.current[1].data).toBeUndefined();
      expect(result.current[1].error).toEqual({ reason: 'out of stock' });
      await unmount();
    });
  }
});

describe('rtk-query/api/created-api/hooks › useMutation options', () => {
  it('re-renders once per trigger call with selectFromResult: () => ({}), and twice without it', async () => {
    for (const [options, expectedRenders] of [
      [{}, 2],
      [{ selectFromResult: () => ({}) }, 1],
    ] as const) {
      const { api, wrapper } = makeCartApi();
      let renders = 0;
      const { result, unmount } = await renderHook(
        () => {
          renders += 1;
          return api.useAddToCartMutation(options);
        },
        { wrapper },
      );
      const rendersBefore = renders;
      let request!: ReturnType<(typeof result.current)[0]>;
      await act(async () => {
        request = result.current[0]('lamp');
      });
      await act(async () => {
        await request;
      });
      // The store announces the result on the autoBatchEnhancer's timer, so its render can come after act.
      await vi.waitFor(() => expect(renders - rendersBefore).toBe(expectedRenders), { timeout: 10_000 });
      // A fixed wait is right here: the request has settled and its notification timer was queued before this one,
      // so the wait only gives extra renders time to show up; a slow machine cannot make it fail.
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(renders - rendersBefore).toBe(expectedRenders);
      await unmount();
    }
  });
});

describe('rtk-query/api/created-api/hooks › useMutation result', () => {
  function makeShop() {
    let cartVersion = 0;
    const backend = createFakeBackend({
      'GET /cart': () => json({ version: cartVersion }),
      'POST /cart/items': () => json({ version: ++cartVersion }),
    });
    const api = createApi({
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
      tagTypes: ['Cart'],
      endpoints: (build) => ({
        getCart: build.query<{ version: number }, void>({ query: () => 'cart', providesTags: ['Cart'] }),
        addToCart: build.mutation<{ version: number }, string>({
          query: (productId) => ({ url: 'cart/items', method: 'POST', body: { productId } }),
          invalidatesTags: ['Cart'],
        }),
        addToCartThrowing: build.mutation<{ version: number }, string>({
          queryFn: () => {
            throw new Error('bug in the client');
          },
          invalidatesTags: ['Cart'],
        }),
        addToCartOnSuccess: build.mutation<{ version: number }, string>({
          query: (productId) => ({ url: 'cart/items', method: 'POST', body: { productId } }),
          invalidatesTags: (_result, error) => (error ? [] : ['Cart']),
        }),
      }),
    });
    return { api, store: storeWithApi(api), backend };
  }

  it('refetches the subscribed query after a mutation that failed with a returned error', async () => {
    const { api, store, backend } = makeShop();
    const cart = store.dispatch(api.endpoints.getCart.initiate());
    await cart;
    backend.failNext(500);
    const result = await store.dispatch(api.endpoints.addToCart.initiate('lamp'));
    expect(result.error).toMatchObject({ status: 500 });
    await vi.waitFor(() => expect(backend.requests.filter((request) => request === 'GET /cart')).toHaveLength(2));
    cart.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });

  it('does not refetch after an unhandled error, when the mutation threw', async () => {
    const { api, store, backend } = makeShop();
    const cart = store.dispatch(api.endpoints.getCart.initiate());
    await cart;
    const silence = console.error;
    console.error = () => {};
    const result = await store.dispatch(api.endpoints.addToCartThrowing.initiate('lamp'));
    console.error = silence;
    expect(result.error).toMatchObject({ message: 'bug in the client' });
    // A fixed wait is right here: the mutation has settled, and the wait only gives a wrong refetch time to show up;
    // a slow machine cannot make it fail.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(backend.requests).toEqual(['GET /cart']);
    cart.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });

  it('does not refetch when the function form returns [] for an error', async () => {
    const { api, store, backend } = makeShop();
    const cart = store.dispatch(api.endpoints.getCart.initiate());
    await cart;
    backend.failNext(500);
    await store.dispatch(api.endpoints.addToCartOnSuccess.initiate('lamp'));
    // A fixed wait is right here: the mutation has settled, and the wait only gives a wrong refetch time to show up;
    // a slow machine cannot make it fail.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(backend.requests).toEqual(['GET /cart', 'POST /cart/items']);
    cart.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

function makeProductApi() {
  const starts: string[] = [];
  const api = createApi({
    baseQuery: fakeBaseQuery(),
    endpoints: (build) => ({
      getProduct: build.query<{ id: string; name: string }, string>({
        queryFn: (id) => {
          starts.push(id);
          return { data: { id, name: `Product ${id}` } };
        },
      }),
    }),
  });
  const store = storeWithApi(api);
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
  return { api, store, wrapper, starts };
}

describe('rtk-query/api/created-api/hooks › `skip`', () => {
  it('keeps the last item in data after the argument becomes skipToken, while currentData is undefined', async () => {
    const { api, wrapper } = makeProductApi();
    const useSelected = (productId: string | undefined) => api.useGetProductQuery(productId ?? skipToken);
    const { result, rerender, unmount } = await renderHook<ReturnType<typeof useSelected>, string | undefined>(
      useSelected,
      { wrapper, initialProps: 'lamp' },
    );
    await vi.waitFor(() => expect(result.current.currentData).toEqual({ id: 'lamp', name: 'Product lamp' }));

    await rerender(undefined);
    expect(result.current.isUninitialized).toBe(true);
    expect(result.current.currentData).toBeUndefined();
    expect(result.current.data).toEqual({ id: 'lamp', name: 'Product lamp' });
    await unmount();
  });
});

describe('rtk-query/api/created-api/hooks › `skipPollingIfUnfocused`', () => {
  it('skips polls only while the document is hidden, and polls again at the next tick once it is visible', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const globalWindow = window as unknown as {
      addEventListener: (type: string, handler: () => void) => void;
      removeEventListener: (type: string) => void;
      document: { visibilityState?: string };
    };
    const { addEventListener, removeEventListener } = globalWindow;
    const listeners = new Map<string, () => void>();
    globalWindow.addEventListener = (type, handler) => listeners.set(type, handler);
    globalWindow.removeEventListener = (type) => listeners.delete(type);
    globalWindow.document.visibilityState = 'visible';
    try {
      const { api, store, wrapper, starts } = makeProductApi();
      const stopListening = setupListeners(store.dispatch);
      expect(listeners.has('blur')).toBe(false);
      const { unmount } = await renderHook(
        () => api.useGetProductQuery('lamp', { pollingInterval: 1_000, skipPollingIfUnfocused: true }),
        { wrapper },
      );
      await vi.advanceTimersByTimeAsync(1_050);
      expect(starts).toHaveLength(2);

      globalWindow.document.visibilityState = 'hidden';
      listeners.get('visibilitychange')!();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(starts).toHaveLength(2);

      globalWindow.document.visibilityState = 'visible';
      listeners.get('visibilitychange')!();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(starts).toHaveLength(3);

      stopListening();
      await unmount();
      store.dispatch(api.util.resetApiState());
    } finally {
      globalWindow.addEventListener = addEventListener;
      globalWindow.removeEventListener = removeEventListener;
      delete globalWindow.document.visibilityState;
      vi.useRealTimers();
    }
  });
});

describe('rtk-query/api/created-api/hooks › Overview', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("throws for a missing middleware whenever NODE_ENV is not 'production': in query hooks, and in the first trigger call", async () => {
    vi.stubEnv('NODE_ENV', 'test');
    const api = createApi({
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({
        getProduct: build.query<string, string>({ queryFn: (id) => ({ data: id }) }),
        addToCart: build.mutation<string, string>({ queryFn: (id) => ({ data: id }) }),
      }),
    });
    const store = configureStore({ reducer: { api: api.reducer } });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const missingMiddleware = 'Middleware for RTK-Query API at reducerPath "api" has not been added to the store';

    await expect(renderHook(() => api.useGetProductQuery('lamp'), { wrapper })).rejects.toThrow(missingMiddleware);

    const lazy = await renderHook(() => api.useLazyGetProductQuery(), { wrapper });
    const mutation = await renderHook(() => api.useAddToCartMutation(), { wrapper });
    await act(async () => {
      expect(() => lazy.result.current[0]('lamp')).toThrow(missingMiddleware);
      // The check runs once per API slice: later requests start without it.
      expect(() => lazy.result.current[0]('desk')).not.toThrow();
      expect(() => mutation.result.current[0]('desk')).not.toThrow();
    });
    logged.mockRestore();
    await lazy.unmount();
    await mutation.unmount();
  });
});

describe('rtk-query/api/created-api/hooks › useQuery', () => {
  it('reports isLoading and isFetching, not isUninitialized, on the first render, before the request starts', async () => {
    const { api, wrapper, starts } = makeProductApi();
    const firstRender: Array<{ isUninitialized: boolean; isLoading: boolean; isFetching: boolean; started: number }> =
      [];
    const { result, unmount } = await renderHook(
      () => {
        const state = api.useGetProductQuery('lamp');
        const { isUninitialized, isLoading, isFetching } = state;
        if (firstRender.length === 0)
          firstRender.push({ isUninitialized, isLoading, isFetching, started: starts.length });
        return state;
      },
      { wrapper },
    );
    expect(firstRender).toEqual([{ isUninitialized: false, isLoading: true, isFetching: true, started: 0 }]);
    await vi.waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(starts).toEqual(['lamp']);
    await unmount();
  });
});

describe('rtk-query/api/created-api/hooks › Notes', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("warns once when the Provider's store changes, whenever NODE_ENV is not 'production'", async () => {
    vi.stubEnv('NODE_ENV', 'test');
    const { api, store: firstStore } = makeProductApi();
    const secondStore = storeWithApi(api);
    let store = firstStore;
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender, unmount } = await renderHook(() => api.useGetProductQuery('lamp'), { wrapper });
    expect(warned).not.toHaveBeenCalled();
    store = secondStore;
    await rerender(undefined);
    await rerender(undefined);
    expect(warned).toHaveBeenCalledTimes(1);
    expect(warned.mock.calls[0]![0]).toMatch(/rendered with a different Redux store/);
    warned.mockRestore();
    await unmount();
  });
});

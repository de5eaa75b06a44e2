import { createApi, fakeBaseQuery, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { createFakeBackend, FAKE_BASE_URL, json } from '../../../support/fake-backend';
import { act, renderHook } from '../render-hook';
import { storeFor } from '../store';

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
  const store = storeFor(api);
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
        await new Promise((resolve) => setTimeout(resolve, 30));
      });
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
    return { api, store: storeFor(api), backend };
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
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(backend.requests).toEqual(['GET /cart', 'POST /cart/items']);
    cart.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

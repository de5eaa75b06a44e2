import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it, vi } from 'vitest';

interface ProductPage {
  items: string[];
  page: number;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('rtk-query/usage/examples › Outside React: a store for Svelte, Vue or plain scripts', () => {
  it('gives every subscriber of the store its own subscription; the entry is unused after the last one leaves', async () => {
    vi.useFakeTimers();
    const shopApi = createApi({
      reducerPath: 'shopApi',
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({
        getProducts: build.query<ProductPage, number>({
          queryFn: (page) => ({ data: { items: ['Lamp'], page } }),
        }),
      }),
    });
    const store = configureStore({
      reducer: { [shopApi.reducerPath]: shopApi.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(shopApi.middleware),
    });
    // The page's readableQuery helper, reduced to what matters here.
    const startQuery = shopApi.endpoints.getProducts.initiate(1);
    const selectPage = shopApi.endpoints.getProducts.select(1);
    const firstProductPage = {
      subscribe(run: (value: ReturnType<typeof selectPage>) => void) {
        const subscription = store.dispatch(startQuery);
        run(selectPage(store.getState()));
        return () => subscription.unsubscribe();
      },
    };

    const seen: string[] = [];
    const stopFirst = firstProductPage.subscribe((value) => seen.push(value.status));
    const stopSecond = firstProductPage.subscribe((value) => seen.push(value.status));
    // Svelte's contract: the callback runs at once, synchronously, with the current value.
    expect(seen).toEqual(['pending', 'pending']);
    await vi.advanceTimersByTimeAsync(600);
    expect(Object.keys(store.getState().shopApi.subscriptions['getProducts(1)'] ?? {})).toHaveLength(2);

    stopFirst();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(selectPage(store.getState()).data?.items).toEqual(['Lamp']);
    stopSecond();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(selectPage(store.getState()).isUninitialized).toBe(true);
  });
});

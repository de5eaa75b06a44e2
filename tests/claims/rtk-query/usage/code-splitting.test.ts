import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';

interface Product {
  id: number;
  name: string;
}

function createBaseApi() {
  return createApi({
    baseQuery: fakeBaseQuery(),
    tagTypes: ['Product'],
    endpoints: () => ({}),
  });
}

function injectProducts(api: ReturnType<typeof createBaseApi>) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      getProduct: build.query<Product, number>({
        queryFn: (id) => ({ data: { id, name: 'Lamp' } }),
      }),
    }),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('rtk-query/usage/code-splitting › Injecting endpoints from a feature folder', () => {
  it('returns the same API object, whose base type does not know the injected endpoints', () => {
    const api = createBaseApi();
    const productsApi = injectProducts(api);

    expect(productsApi).toBe(api);
    expect(Object.keys(api.endpoints)).toEqual(['getProduct']);
    expectTypeOf(productsApi.endpoints.getProduct.name).toEqualTypeOf<string>();
    // @ts-expect-error the base API's type has no endpoints; only the value returned by injectEndpoints has them
    void api.endpoints.getProduct;
  });
});

describe('rtk-query/usage/code-splitting › Injecting an endpoint name twice', () => {
  it('ignores a second definition and logs in development, replaces it with true, throws with "throw"', async () => {
    // The build reads NODE_ENV when the method runs; the log is only written in development.
    vi.stubEnv('NODE_ENV', 'development');
    const api = createBaseApi();
    const productsApi = injectProducts(api);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const redefine = (overrideExisting?: boolean | 'throw') =>
      api.injectEndpoints({
        overrideExisting,
        endpoints: (build) => ({
          getProduct: build.query<Product, number>({ queryFn: (id) => ({ data: { id, name: 'Desk' } }) }),
        }),
      });
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    });
    const nameFor = async (id: number) => {
      const result = await store.dispatch(productsApi.endpoints.getProduct.initiate(id, { subscribe: false }));
      return result.data?.name;
    };

    redefine();
    expect(logged).toHaveBeenCalled();
    expect(String(logged.mock.calls[0]![0])).toContain('override already-existing endpointName getProduct');
    logged.mockClear();
    expect(await nameFor(1)).toBe('Lamp');

    expect(() => redefine('throw')).toThrow('override already-existing endpointName getProduct');

    redefine(true);
    expect(await nameFor(2)).toBe('Desk');
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage/code-splitting › Adjusting endpoints with `enhanceEndpoints`', () => {
  it('logs the known names for an unknown endpoint; an object is then lost, a function throws a TypeError', () => {
    // The build reads NODE_ENV when the method runs; the log is only written in development.
    vi.stubEnv('NODE_ENV', 'development');
    const api = createBaseApi();
    injectProducts(api);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(() =>
      api.enhanceEndpoints({ endpoints: { getProducts: { keepUnusedDataFor: 300 } } as never }),
    ).not.toThrow();
    expect(String(logged.mock.calls[0]![0])).toContain(
      'endpointName getProducts, which does not exist on the api. Known endpoints: getProduct',
    );

    expect(() =>
      api.enhanceEndpoints({
        endpoints: {
          getProducts: (definition: { keepUnusedDataFor?: number }) => {
            definition.keepUnusedDataFor = 300;
          },
        } as never,
      }),
    ).toThrow(TypeError);
  });

  it('merges a partial definition into an existing endpoint and adds tag types', async () => {
    vi.useFakeTimers();
    try {
      const api = createBaseApi();
      const productsApi = injectProducts(api);
      const enhanced = productsApi.enhanceEndpoints({
        addTagTypes: ['FeaturedProduct'],
        endpoints: { getProduct: { keepUnusedDataFor: 300 } },
      });
      expect(enhanced).toBe(api);
      enhanced.util.invalidateTags(['FeaturedProduct']);
      // @ts-expect-error only declared and added tag types are accepted
      enhanced.util.invalidateTags(['Unknown']);

      const store = configureStore({
        reducer: { [enhanced.reducerPath]: enhanced.reducer },
        middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(enhanced.middleware),
      });
      const subscription = store.dispatch(enhanced.endpoints.getProduct.initiate(1));
      await subscription;
      subscription.unsubscribe();
      await vi.advanceTimersByTimeAsync(61_000);
      expect(enhanced.endpoints.getProduct.select(1)(store.getState()).data).toEqual({ id: 1, name: 'Lamp' });
      await vi.advanceTimersByTimeAsync(240_000);
      expect(enhanced.endpoints.getProduct.select(1)(store.getState()).isUninitialized).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

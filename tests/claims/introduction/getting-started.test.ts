import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend, FAKE_BASE_URL, json } from '../support/fake-backend';

interface Product {
  id: number;
  name: string;
}

function setup() {
  const products: Product[] = [{ id: 1, name: 'Coffee beans' }];
  const backend = createFakeBackend({
    'GET /products': () => json(products),
    'POST /products': async (request) => {
      const product = (await request.json()) as Product;
      products.push(product);
      return json(product, 201);
    },
  });
  const shopApi = createApi({
    baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
    tagTypes: ['Product'],
    endpoints: (build) => ({
      getProducts: build.query<Product[], void>({ query: () => '/products', providesTags: ['Product'] }),
      addProduct: build.mutation<Product, Product>({
        query: (product) => ({ url: '/products', method: 'POST', body: product }),
        invalidatesTags: ['Product'],
      }),
    }),
  });
  const store = configureStore({
    reducer: { [shopApi.reducerPath]: shopApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(shopApi.middleware),
  });
  const productRequests = () => backend.requests.filter((request) => request === 'GET /products').length;
  return { shopApi, store, productRequests };
}

let cleanup: (() => void) | undefined;

afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  vi.useRealTimers();
});

describe('introduction/getting-started › Fetching and caching server data with RTK Query', () => {
  it('serves cached data however old it is: there is no expiry time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { shopApi, store, productRequests } = setup();
    cleanup = () => store.dispatch(shopApi.util.resetApiState());
    const first = store.dispatch(shopApi.endpoints.getProducts.initiate());
    await first;
    expect(productRequests()).toBe(1);

    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
    const second = store.dispatch(shopApi.endpoints.getProducts.initiate());
    await second;
    expect(productRequests()).toBe(1);
    first.unsubscribe();
    second.unsubscribe();
  });

  it('refetches when asked to, with refetchOnMountOrArgChange (forceRefetch on initiate)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { shopApi, store, productRequests } = setup();
    cleanup = () => store.dispatch(shopApi.util.resetApiState());
    const first = store.dispatch(shopApi.endpoints.getProducts.initiate());
    await first;
    vi.setSystemTime(Date.now() + 31_000);
    const second = store.dispatch(shopApi.endpoints.getProducts.initiate(undefined, { forceRefetch: 30 }));
    await second;
    expect(productRequests()).toBe(2);
    first.unsubscribe();
    second.unsubscribe();
  });

  it('refetches a subscribed query when a mutation invalidates one of its tags', async () => {
    const { shopApi, store, productRequests } = setup();
    cleanup = () => store.dispatch(shopApi.util.resetApiState());
    const subscription = store.dispatch(shopApi.endpoints.getProducts.initiate());
    await subscription;
    expect(productRequests()).toBe(1);

    await store.dispatch(shopApi.endpoints.addProduct.initiate({ id: 2, name: 'Filter papers' })).unwrap();
    await vi.waitFor(() => {
      expect(shopApi.endpoints.getProducts.select()(store.getState()).data).toHaveLength(2);
    });
    expect(productRequests()).toBe(2);
    subscription.unsubscribe();
  });
});

describe('introduction/getting-started › Adding Redux Toolkit to an existing project', () => {
  it('accepts React Redux ^7.2.1, ^8.1.3 or ^9.0.0 as a peer, and React 16.9 and later', () => {
    const require = createRequire(import.meta.url);
    const manifest = JSON.parse(readFileSync(require.resolve('@reduxjs/toolkit/package.json'), 'utf8')) as {
      peerDependencies: Record<string, string>;
      peerDependenciesMeta: Record<string, { optional?: boolean }>;
    };
    expect(manifest.peerDependencies['react-redux']).toBe('^7.2.1 || ^8.1.3 || ^9.0.0');
    expect(manifest.peerDependencies.react).toBe('^16.9.0 || ^17.0.0 || ^18 || ^19');
    expect(manifest.peerDependenciesMeta['react-redux']?.optional).toBe(true);
    expect(manifest.peerDependenciesMeta.react?.optional).toBe(true);
  });
});

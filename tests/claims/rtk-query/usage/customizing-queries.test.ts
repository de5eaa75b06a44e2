import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  retry,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createFakeBackend, FAKE_BASE_URL, json } from '../../support/fake-backend';

describe('rtk-query/usage/customizing-queries › Retrying failed requests with `retry`', () => {
  const alwaysFails: BaseQueryFn<string, unknown, { status: number }> = async () => ({ error: { status: 503 } });

  it('throws instead of returning a CUSTOM_ERROR result when aborted between attempts', async () => {
    const retrying = retry(alwaysFails, { maxRetries: 3 });
    const controller = new AbortController();
    const api = { signal: controller.signal } as BaseQueryApi;
    const call = Promise.resolve(retrying('posts', api, {}));
    setTimeout(() => controller.abort(), 20);
    await expect(call).rejects.toMatchObject({ value: { error: { status: 'CUSTOM_ERROR', error: 'Aborted' } } });
  });

  it('ends an aborted request with the AbortError in the result and the cache entry', async () => {
    const api = createApi({
      baseQuery: retry(alwaysFails, { maxRetries: 3 }),
      endpoints: (build) => ({ getPosts: build.query<string[], void>({ query: () => 'posts' }) }),
    });
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    });
    const request = store.dispatch(api.endpoints.getPosts.initiate());
    setTimeout(() => request.abort(), 20);
    const result = await request;
    expect(result.error).toEqual({ name: 'AbortError', message: 'Aborted' });
    expect(api.endpoints.getPosts.select()(store.getState()).error).toEqual({ name: 'AbortError', message: 'Aborted' });
    request.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage/customizing-queries › Adding your own `meta`', () => {
  it('passes the extra meta fields, typed, to transformResponse', async () => {
    type TimedMeta = FetchBaseQueryMeta & { durationMs: number };
    const backend = createFakeBackend({ 'GET /reports/1': () => json({ id: 1, rows: [1, 2] }) });
    const rawBaseQuery = fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch });
    const timedBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, {}, TimedMeta> = async (
      args,
      api,
      extraOptions,
    ) => {
      const result = await rawBaseQuery(args, api, extraOptions);
      return { ...result, meta: result.meta && { ...result.meta, durationMs: 2500 } };
    };
    const api = createApi({
      baseQuery: timedBaseQuery,
      endpoints: (build) => ({
        getReport: build.query<{ id: number; slow: boolean }, number, { id: number; rows: number[] }>({
          query: (id) => `/reports/${id}`,
          transformResponse: (report, meta) => {
            expectTypeOf(meta).toEqualTypeOf<TimedMeta | undefined>();
            return { id: report.id, slow: (meta?.durationMs ?? 0) > 2000 };
          },
        }),
      }),
    });
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    });
    const result = await store.dispatch(api.endpoints.getReport.initiate(1));
    expect(result.data).toEqual({ id: 1, slow: true });
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage/customizing-queries › Choosing the base URL from the store', () => {
  it('builds the URL from state per request, but keeps the cache key, so other-region data is reused', async () => {
    const regionSlice = createSlice({
      name: 'region',
      initialState: { current: 'eu' as 'eu' | 'us' },
      reducers: {
        regionChanged(state, action: PayloadAction<'eu' | 'us'>) {
          state.current = action.payload;
        },
      },
    });
    const urls: string[] = [];
    const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url);
      urls.push(url.href);
      return json({ id: 7, currency: url.hostname.startsWith('eu.') ? 'EUR' : 'USD' });
    };
    const rawBaseQuery = fetchBaseQuery({ fetchFn });
    const regionalBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extra) => {
      const region = (api.getState() as { region: { current: string } }).region.current;
      const request = typeof args === 'string' ? { url: args } : args;
      return rawBaseQuery({ ...request, url: `https://${region}.shop.example.com/api/${request.url}` }, api, extra);
    };
    const catalogApi = createApi({
      reducerPath: 'catalogApi',
      baseQuery: regionalBaseQuery,
      endpoints: (build) => ({
        getProduct: build.query<{ id: number; currency: string }, number>({ query: (id) => `products/${id}` }),
      }),
    });
    const store = configureStore({
      reducer: { region: regionSlice.reducer, [catalogApi.reducerPath]: catalogApi.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(catalogApi.middleware),
    });

    const inEurope = store.dispatch(catalogApi.endpoints.getProduct.initiate(7));
    expect((await inEurope).data?.currency).toBe('EUR');
    store.dispatch(regionSlice.actions.regionChanged('us'));
    const stale = store.dispatch(catalogApi.endpoints.getProduct.initiate(7));
    expect((await stale).data?.currency).toBe('EUR');
    expect(urls).toEqual(['https://eu.shop.example.com/api/products/7']);

    store.dispatch(catalogApi.util.resetApiState());
    const inTheUs = await store.dispatch(catalogApi.endpoints.getProduct.initiate(7));
    expect(inTheUs.data?.currency).toBe('USD');
    expect(urls[1]).toBe('https://us.shop.example.com/api/products/7');
    store.dispatch(catalogApi.util.resetApiState());
  });
});

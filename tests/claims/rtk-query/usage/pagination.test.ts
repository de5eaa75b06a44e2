import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import { createFakeBackend, FAKE_BASE_URL, json } from '../../support/fake-backend';

describe('rtk-query/usage/pagination › Paginating with cursors', () => {
  it('runs an endpoint injected into the existing API slice with the store as it is', async () => {
    const backend = createFakeBackend({
      'GET /products': () => json({ items: [], totalPages: 1 }),
      'GET /activity': (request) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        return json({ events: [{ id: cursor ?? 'first', summary: 'Signed in' }], nextCursor: 'c2' });
      },
    });
    const catalogApi = createApi({
      reducerPath: 'catalogApi',
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
      endpoints: (build) => ({
        getProducts: build.query<unknown, void>({ query: () => '/products' }),
      }),
    });
    const store = configureStore({
      reducer: { [catalogApi.reducerPath]: catalogApi.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(catalogApi.middleware),
    });
    const activityApi = catalogApi.injectEndpoints({
      endpoints: (build) => ({
        getActivity: build.query<{ events: { id: string }[]; nextCursor: string | null }, string | null>({
          query: (cursor) => ({ url: '/activity', params: cursor === null ? undefined : { cursor } }),
        }),
      }),
    });

    const first = await store.dispatch(activityApi.endpoints.getActivity.initiate(null));
    const second = await store.dispatch(activityApi.endpoints.getActivity.initiate('c2'));
    expect(first.data?.events[0]?.id).toBe('first');
    expect(second.data?.events[0]?.id).toBe('c2');
    expect(backend.requests).toEqual(['GET /activity', 'GET /activity?cursor=c2']);
    store.dispatch(catalogApi.util.resetApiState());
  });

  it('would send the text null for a null cursor kept in params', async () => {
    const backend = createFakeBackend({ 'GET /activity': () => json({ events: [], nextCursor: null }) });
    const api = createApi({
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
      endpoints: (build) => ({
        getActivity: build.query<unknown, string | null>({
          query: (cursor) => ({ url: '/activity', params: { cursor } }),
        }),
      }),
    });
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    });
    await store.dispatch(api.endpoints.getActivity.initiate(null));
    expect(backend.requests).toEqual(['GET /activity?cursor=null']);
    store.dispatch(api.util.resetApiState());
  });
});

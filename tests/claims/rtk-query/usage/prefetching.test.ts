import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createFakeBackend, FAKE_BASE_URL, json } from '../../support/fake-backend';

interface Post {
  id: number;
  title: string;
}

function setup() {
  const backend = createFakeBackend({
    'GET /posts/1': () => json({ id: 1, title: 'Hello' }),
  });
  const blogApi = createApi({
    reducerPath: 'blogApi',
    baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
    endpoints: (build) => ({
      getPost: build.query<Post, number>({ query: (id) => `posts/${id}` }),
      getPostPages: build.infiniteQuery<Post[], void, number>({
        infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: () => undefined },
        query: ({ pageParam }) => `posts?page=${pageParam}`,
      }),
    }),
  });
  const store = configureStore({
    reducer: { [blogApi.reducerPath]: blogApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(blogApi.middleware),
  });
  const settled = () =>
    vi.waitFor(() => expect(blogApi.endpoints.getPost.select(1)(store.getState()).isLoading).toBe(false));
  return { backend, blogApi, store, settled };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('rtk-query/usage/prefetching › Prefetching in components with `usePrefetch`', () => {
  it('accepts only query endpoint names, not infinite query endpoints', () => {
    const { blogApi } = setup();
    expectTypeOf(blogApi.usePrefetch<'getPost'>)
      .parameter(0)
      .toEqualTypeOf<'getPost'>();
    // @ts-expect-error infinite query endpoints cannot be prefetched with usePrefetch
    expectTypeOf(blogApi.usePrefetch<'getPostPages'>).toBeFunction();
    // @ts-expect-error nor with api.util.prefetch
    blogApi.util.prefetch('getPostPages', undefined);
  });
});

describe('rtk-query/usage/prefetching › Choosing when to refetch: `ifOlderThan` and `force`', () => {
  it('leaves cached data alone without options, refetches with ifOlderThan or force, and never doubles a running request', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    const { backend, blogApi, store, settled } = setup();
    store.dispatch(blogApi.util.prefetch('getPost', 1));
    store.dispatch(blogApi.util.prefetch('getPost', 1, { force: true }));
    await settled();
    expect(backend.requests).toEqual(['GET /posts/1']);

    store.dispatch(blogApi.util.prefetch('getPost', 1));
    store.dispatch(blogApi.util.prefetch('getPost', 1, { ifOlderThan: 60 }));
    await settled();
    expect(backend.requests).toHaveLength(1);

    vi.setSystemTime(1_058_000);
    store.dispatch(blogApi.util.prefetch('getPost', 1, { ifOlderThan: 60 }));
    await settled();
    expect(backend.requests).toHaveLength(1);

    vi.setSystemTime(1_061_000);
    store.dispatch(blogApi.util.prefetch('getPost', 1, { ifOlderThan: 60 }));
    await settled();
    expect(backend.requests).toHaveLength(2);

    store.dispatch(blogApi.util.prefetch('getPost', 1, { force: true }));
    await settled();
    expect(backend.requests).toHaveLength(3);
    store.dispatch(blogApi.util.resetApiState());
  });
});

describe('rtk-query/usage/prefetching › Prefetching outside React with `api.util.prefetch`', () => {
  it('returns nothing to wait for', () => {
    const { blogApi, store } = setup();
    const returned = store.dispatch(blogApi.util.prefetch('getPost', 1));
    expectTypeOf(returned).toEqualTypeOf<void>();
    expect(returned).toBeUndefined();
    store.dispatch(blogApi.util.resetApiState());
  });
});

describe('rtk-query/usage/prefetching › What happens to prefetched data', () => {
  it('adds no subscription: the entry is removed after keepUnusedDataFor unless someone subscribes', async () => {
    vi.useFakeTimers();
    const { blogApi, store } = setup();
    store.dispatch(blogApi.util.prefetch('getPost', 1));
    await vi.advanceTimersByTimeAsync(10);
    expect(blogApi.endpoints.getPost.select(1)(store.getState()).data?.title).toBe('Hello');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(blogApi.endpoints.getPost.select(1)(store.getState()).isUninitialized).toBe(true);
  });
});

describe('rtk-query/usage/prefetching › Prefetching in route loaders', () => {
  it('lets a loader await a request that never rejects; after a failure the page subscribes and requests again', async () => {
    const { backend, blogApi, store } = setup();
    backend.failNext(500);
    const loaderResult = await store.dispatch(blogApi.endpoints.getPost.initiate(1, { subscribe: false }));
    expect(loaderResult.isError).toBe(true);
    expect(backend.requests).toEqual(['GET /posts/1']);

    // What the page's useGetPostQuery(1) dispatches when it mounts.
    const pageSubscription = store.dispatch(blogApi.endpoints.getPost.initiate(1));
    const pageResult = await pageSubscription;
    expect(backend.requests).toEqual(['GET /posts/1', 'GET /posts/1']);
    expect(pageResult.data?.title).toBe('Hello');
    pageSubscription.unsubscribe();
    store.dispatch(blogApi.util.resetApiState());
  });

  it('does not request again when the loader succeeded', async () => {
    const { backend, blogApi, store } = setup();
    await store.dispatch(blogApi.endpoints.getPost.initiate(1, { subscribe: false }));
    const pageSubscription = store.dispatch(blogApi.endpoints.getPost.initiate(1));
    await pageSubscription;
    expect(backend.requests).toEqual(['GET /posts/1']);
    pageSubscription.unsubscribe();
    store.dispatch(blogApi.util.resetApiState());
  });
});

import { configureStore, createAction } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { describe, expect, it } from 'vitest';

function createPostsApi() {
  return createApi({
    baseQuery: fakeBaseQuery(),
    endpoints: (build) => ({
      getPosts: build.query<string[], { author: string; since: bigint }>({ queryFn: () => ({ data: [] }) }),
      getPostPages: build.infiniteQuery<string[], void, number>({
        infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: () => undefined },
        queryFn: () => ({ data: [] }),
      }),
      addPost: build.mutation<string, string>({ queryFn: (title) => ({ data: title }) }),
    }),
  });
}

describe('rtk-query/internal/overview › From `createApi` to modules', () => {
  it('fills in the documented defaults, visible in the config state', () => {
    const api = createPostsApi();
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    });
    expect(api.reducerPath).toBe('api');
    expect(store.getState().api.config).toMatchObject({
      reducerPath: 'api',
      keepUnusedDataFor: 60,
      refetchOnMountOrArgChange: false,
      refetchOnFocus: false,
      refetchOnReconnect: false,
      invalidationBehavior: 'delayed',
    });
  });

  it('builds the default cache key as endpointName(json) with sorted keys and encoded bigints', async () => {
    const api = createPostsApi();
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    });
    const request = store.dispatch(api.endpoints.getPosts.initiate({ since: 3n, author: 'ada' }, { subscribe: false }));
    expect(request.queryCacheKey).toBe('getPosts({"author":"ada","since":{"$bigint":"3"}})');
    await request;
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/internal/overview › What the core module builds', () => {
  it('gives each endpoint a name, select, initiate and three matchers', () => {
    const api = createPostsApi();
    for (const endpoint of [api.endpoints.getPosts, api.endpoints.getPostPages, api.endpoints.addPost]) {
      expect(typeof endpoint.name).toBe('string');
      for (const key of ['select', 'initiate', 'matchPending', 'matchFulfilled', 'matchRejected'] as const) {
        expect(typeof endpoint[key]).toBe('function');
      }
    }
  });
});

describe('rtk-query/internal/overview › What the React hooks module adds', () => {
  it('adds the documented hooks per endpoint type, and the top-level names', () => {
    const api = createPostsApi();
    expect(
      Object.keys(api.endpoints.getPosts)
        .filter((key) => key.startsWith('use'))
        .sort(),
    ).toEqual(['useLazyQuery', 'useLazyQuerySubscription', 'useQuery', 'useQueryState', 'useQuerySubscription']);
    expect(
      Object.keys(api.endpoints.getPostPages)
        .filter((key) => key.startsWith('use'))
        .sort(),
    ).toEqual(['useInfiniteQuery', 'useInfiniteQueryState', 'useInfiniteQuerySubscription']);
    expect(Object.keys(api.endpoints.addPost).filter((key) => key.startsWith('use'))).toEqual(['useMutation']);
    expect(
      Object.keys(api)
        .filter((key) => key.startsWith('use'))
        .sort(),
    ).toEqual([
      'useAddPostMutation',
      'useGetPostPagesInfiniteQuery',
      'useGetPostsQuery',
      'useLazyGetPostsQuery',
      'usePrefetch',
    ]);
  });
});

describe('rtk-query/internal/overview › What lives in the store', () => {
  it('returns the same state object for an action of no concern to the API', () => {
    const api = createPostsApi();
    const before = api.reducer(undefined, { type: '@@redux/INIT' });
    expect(api.reducer(before, createAction('todos/added')())).toBe(before);
    expect(Object.keys(before)).toEqual(['queries', 'mutations', 'provided', 'subscriptions', 'config']);
  });
});

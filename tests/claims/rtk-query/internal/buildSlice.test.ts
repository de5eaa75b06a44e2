import { configureStore, createAction } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery, type QueryCacheKey } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it, vi } from 'vitest';

interface Post {
  id: number;
  title: string;
}

function setup(extractRehydrationInfo?: () => undefined) {
  const api = createApi({
    baseQuery: fakeBaseQuery(),
    tagTypes: ['Post'],
    refetchOnFocus: true,
    extractRehydrationInfo,
    endpoints: (build) => ({
      getPosts: build.query<Post[], void>({
        queryFn: () => ({ data: [{ id: 1, title: 'Hello' }] }),
        providesTags: (posts = []) => posts.map(({ id }) => ({ type: 'Post' as const, id })),
      }),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  return { api, store };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('rtk-query/internal/buildSlice › The shape of the state', () => {
  it('skips the five reducers for an unrelated action, after asking extractRehydrationInfo about it once', () => {
    const extractRehydrationInfo = vi.fn(() => undefined);
    const { store } = setup(extractRehydrationInfo);
    // The middleware registers itself on the first action it sees; get that out of the way.
    store.dispatch({ type: 'app/started' });
    const before = store.getState().api;
    extractRehydrationInfo.mockClear();
    const unrelated = createAction('todos/added')();
    store.dispatch(unrelated);
    expect(store.getState().api).toBe(before);
    // Reducer and middleware both check the action; the memoized function runs once for it.
    expect(extractRehydrationInfo).toHaveBeenCalledTimes(1);
    expect(extractRehydrationInfo).toHaveBeenCalledWith(unrelated, { reducerPath: 'api' });
  });
});

describe('rtk-query/internal/buildSlice › The `queries` slice', () => {
  it('has removeQueryResult dispatched by the middleware on focus for an entry nobody subscribes to', async () => {
    const { api, store } = setup();
    const subscription = store.dispatch(api.endpoints.getPosts.initiate());
    await subscription;
    subscription.unsubscribe();
    expect(api.endpoints.getPosts.select()(store.getState()).data).toHaveLength(1);

    store.dispatch(api.internalActions.onFocus());
    expect(api.endpoints.getPosts.select()(store.getState()).isUninitialized).toBe(true);
  });

  it("skips bad upsertQueryEntries entries, reporting them whenever NODE_ENV is not 'production'", () => {
    const api = createApi({
      baseQuery: fakeBaseQuery(),
      tagTypes: ['Post'],
      endpoints: (build) => ({
        getPost: build.query<Post, number>({
          queryFn: (id) => ({ data: { id, title: 'Hello' } }),
          providesTags: (post) => {
            if (!post?.title) throw new Error('post without a title');
            return [{ type: 'Post', id: post.id }];
          },
        }),
        addPost: build.mutation<Post, string>({ queryFn: (title) => ({ data: { id: 9, title } }) }),
      }),
    });
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    });
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reported: Record<string, { warn: unknown[][]; error: unknown[][] }> = {};
    for (const nodeEnv of ['test', 'development', 'production']) {
      vi.stubEnv('NODE_ENV', nodeEnv);
      warned.mockClear();
      logged.mockClear();
      store.dispatch(
        api.util.upsertQueryEntries([
          { endpointName: 'getPost', arg: 1, value: { id: 1, title: 'Hello' } },
          { endpointName: 'getPost', arg: 2, value: { id: 2, title: '' } },
          { endpointName: 'addPost' as 'getPost', arg: 3, value: { id: 3, title: 'Mutation' } },
        ]),
      );
      expect(Object.keys(store.getState().api.queries)).toEqual(['getPost(1)']);
      reported[nodeEnv] = { warn: [...warned.mock.calls], error: [...logged.mock.calls] };
      store.dispatch(api.util.resetApiState());
    }
    const expected = {
      warn: [['upsertQueryEntries: "addPost" is not a query or infinite query endpoint. This entry will be skipped.']],
      // A throwing providesTags is logged as an error, with the thrown value.
      error: [
        [
          'upsertQueryEntries: providesTags for "getPost" threw an error. This entry will be skipped.',
          new Error('post without a title'),
        ],
      ],
    };
    expect(reported.test).toEqual(expected);
    expect(reported.development).toEqual(expected);
    expect(reported.production).toEqual({ warn: [], error: [] });
  });
});

describe('rtk-query/internal/buildSlice › The `provided` slice', () => {
  it('recomputes provided tags after updateQueryData, unless its fourth argument updateProvided is false', async () => {
    const { api, store } = setup();
    const subscription = store.dispatch(api.endpoints.getPosts.initiate());
    await subscription;
    const keys = () => store.getState().api.provided.keys['getPosts(undefined)' as QueryCacheKey];
    expect(keys()).toEqual([{ type: 'Post', id: 1 }]);

    store.dispatch(
      api.util.updateQueryData('getPosts', undefined, (posts) => void posts.push({ id: 2, title: 'x' }), false),
    );
    expect(keys()).toEqual([{ type: 'Post', id: 1 }]);

    store.dispatch(api.util.updateQueryData('getPosts', undefined, (posts) => void posts.push({ id: 3, title: 'y' })));
    expect(keys()).toEqual([
      { type: 'Post', id: 1 },
      { type: 'Post', id: 2 },
      { type: 'Post', id: 3 },
    ]);
    subscription.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

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

import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { describe, expect, it, vi } from 'vitest';

type InvalidationBehavior = 'delayed' | 'immediately';

function setup(invalidationBehavior: InvalidationBehavior = 'delayed') {
  const posts = ['Old post'];
  let requests = 0;
  let releaseFirstRequest: () => void = () => {};
  const lifecycle: string[] = [];
  const api = createApi({
    baseQuery: fakeBaseQuery(),
    tagTypes: ['Post'],
    invalidationBehavior,
    endpoints: (build) => ({
      getPosts: build.query<string[], void>({
        queryFn: async () => {
          requests += 1;
          const snapshot = [...posts];
          // The first request is slow: it answers with the list as it was when it started.
          if (requests === 1) await new Promise<void>((resolve) => (releaseFirstRequest = resolve));
          return { data: snapshot };
        },
        providesTags: ['Post'],
        async onCacheEntryAdded(_arg, { cacheEntryRemoved }) {
          lifecycle.push('added');
          await cacheEntryRemoved;
          lifecycle.push('removed');
        },
      }),
      addPost: build.mutation<string, string>({
        queryFn: (title) => {
          posts.push(title);
          return { data: title };
        },
        invalidatesTags: ['Post'],
      }),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  return { api, store, lifecycle, requests: () => requests, releaseFirstRequest: () => releaseFirstRequest() };
}

describe('rtk-query/internal/buildMiddleware/invalidationByTags › `delayed` and `immediately`', () => {
  it.each([
    ['delayed', 2, ['Old post', 'New post']],
    ['immediately', 1, ['Old post']],
  ] as const)(
    'with %s, a save during a running list request leads to %i requests',
    async (behavior, count, finalList) => {
      const { api, store, requests, releaseFirstRequest } = setup(behavior);
      // Request A starts, and is still running when the mutation finishes.
      const subscription = store.dispatch(api.endpoints.getPosts.initiate());
      await store.dispatch(api.endpoints.addPost.initiate('New post', { track: false }));
      releaseFirstRequest();
      await subscription;
      await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
      expect(requests()).toBe(count);
      expect(api.endpoints.getPosts.select()(store.getState()).data).toEqual(finalList);
      subscription.unsubscribe();
      store.dispatch(api.util.resetApiState());
    },
  );
});

describe('rtk-query/internal/buildMiddleware/invalidationByTags › What happens to each affected entry', () => {
  it('removes an entry without subscribers instead of refetching it, ending its cache entry lifecycle', async () => {
    const { api, store, lifecycle, requests, releaseFirstRequest } = setup();
    const request = store.dispatch(api.endpoints.getPosts.initiate(undefined, { subscribe: false }));
    releaseFirstRequest();
    await request;
    expect(lifecycle).toEqual(['added']);

    store.dispatch(api.util.invalidateTags(['Post']));
    expect(api.endpoints.getPosts.select()(store.getState()).isUninitialized).toBe(true);
    await vi.waitFor(() => expect(lifecycle).toEqual(['added', 'removed']));
    expect(requests()).toBe(1);
  });
});

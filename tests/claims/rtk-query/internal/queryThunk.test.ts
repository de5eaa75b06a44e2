import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery, skipToken } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it, vi } from 'vitest';

function setup() {
  const answers: Array<'ok' | 'fail'> = [];
  let requests = 0;
  const api = createApi({
    baseQuery: fakeBaseQuery<{ message: string }>(),
    endpoints: (build) => ({
      getPosts: build.query<string[], void>({
        queryFn: async () => {
          requests += 1;
          return answers.shift() === 'fail' ? { error: { message: 'Server down' } } : { data: ['Hello'] };
        },
      }),
    }),
  });
  const reducerSaw: string[] = [];
  // Placed after the API middleware: it sees exactly the actions that go on to the reducers.
  const recorder: Middleware = () => (next) => (action) => {
    const { type, meta } = action as UnknownAction & { meta?: { condition?: boolean } };
    reducerSaw.push(meta?.condition ? `${type} (condition)` : type);
    return next(action);
  };
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware, recorder),
  });
  return { api, store, answers, reducerSaw, requests: () => requests };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('rtk-query/internal/queryThunk › From `initiate` to the thunk', () => {
  it('uses <endpointName>(skipToken) as the key for skipToken, sends nothing and resolves at once', async () => {
    const { api, store, requests } = setup();
    const skipped = store.dispatch(api.endpoints.getPosts.initiate(skipToken as never, { subscribe: false }));
    expect(skipped.queryCacheKey).toBe('getPosts(skipToken)');
    expect((await skipped).isUninitialized).toBe(true);
    expect(requests()).toBe(0);
  });
});

describe('rtk-query/internal/queryThunk › Deduplication in `condition`', () => {
  it('stops a condition-rejected subscribing call in the middleware, so the reducers see one pending and one fulfilled', async () => {
    const { api, store, reducerSaw, requests } = setup();
    const first = store.dispatch(api.endpoints.getPosts.initiate());
    const second = store.dispatch(api.endpoints.getPosts.initiate());
    await Promise.all([first, second]);
    expect(requests()).toBe(1);
    const queryActions = reducerSaw.filter((type) => type.startsWith('api/executeQuery'));
    expect(queryActions).toEqual(['api/executeQuery/pending', 'api/executeQuery/fulfilled']);

    // A skipped call without a subscription reaches the reducers, which ignore it.
    await store.dispatch(api.endpoints.getPosts.initiate(undefined, { subscribe: false, forceRefetch: false }));
    expect(reducerSaw).toContain('api/executeQuery/rejected (condition)');
    first.unsubscribe();
    second.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });

  it('requests again for an entry that never succeeded, but not for one that succeeded and then failed', async () => {
    const { api, store, answers, requests } = setup();
    answers.push('fail');
    await store.dispatch(api.endpoints.getPosts.initiate(undefined, { subscribe: false }));
    await store.dispatch(api.endpoints.getPosts.initiate(undefined, { subscribe: false }));
    expect(requests()).toBe(2);

    answers.push('fail');
    const refetched = await store.dispatch(
      api.endpoints.getPosts.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    expect(refetched).toMatchObject({ isError: true, data: ['Hello'] });
    await store.dispatch(api.endpoints.getPosts.initiate(undefined, { subscribe: false }));
    expect(requests()).toBe(3);
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/internal/queryThunk › `forceRefetch` and `refetchOnMountOrArgChange`', () => {
  it('sends refetch() with subscribe: false, so it adds no subscription', async () => {
    vi.useFakeTimers();
    const { api, store, requests } = setup();
    const subscription = store.dispatch(api.endpoints.getPosts.initiate());
    await vi.advanceTimersByTimeAsync(0);
    const refetch = subscription.refetch();
    expect(refetch.subscriptionOptions).toBeUndefined();
    await vi.advanceTimersByTimeAsync(600);
    expect(requests()).toBe(2);
    expect(Object.keys(store.getState().api.subscriptions['getPosts(undefined)']!)).toEqual([subscription.requestId]);

    subscription.unsubscribe();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.endpoints.getPosts.select()(store.getState()).isUninitialized).toBe(true);
  });
});

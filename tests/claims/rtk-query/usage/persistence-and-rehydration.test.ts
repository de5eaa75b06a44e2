import { combineReducers, configureStore, createAction } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import { afterEach, describe, expect, it, vi } from 'vitest';

interface Category {
  id: number;
  name: string;
}

const apiStateHydrated = createAction<unknown>('app/apiStateHydrated');

function createCategoriesApi(counter: { requests: number }) {
  return createApi({
    baseQuery: fakeBaseQuery(),
    tagTypes: ['Category'],
    extractRehydrationInfo(action, { reducerPath }): any {
      if (apiStateHydrated.match(action)) return action.payload;
      if (action.type === REHYDRATE && (action as { key?: string }).key === 'root') {
        return (action as { payload?: Record<string, unknown> }).payload?.[reducerPath];
      }
    },
    endpoints: (build) => ({
      getCategories: build.query<Category[], void>({
        queryFn: () => {
          counter.requests += 1;
          return { data: [{ id: 1, name: 'Books' }] };
        },
        providesTags: ['Category'],
      }),
      saveDraft: build.mutation<number, void>({ queryFn: () => ({ data: 1 }) }),
    }),
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('rtk-query/usage/persistence-and-rehydration › How rehydration works', () => {
  it('copies finished queries, fixedCacheKey mutations and provided tags; never subscriptions or config', () => {
    vi.useFakeTimers();
    const counter = { requests: 0 };
    const api = createCategoriesApi(counter);
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    });
    const finished = {
      status: 'fulfilled',
      endpointName: 'getCategories',
      requestId: 'r1',
      data: [],
      fulfilledTimeStamp: 1,
    };
    store.dispatch(
      apiStateHydrated({
        queries: {
          'getCategories(undefined)': finished,
          'getCategories("pending")': { status: 'pending', endpointName: 'getCategories', requestId: 'r2' },
        },
        mutations: {
          shared: { status: 'fulfilled', endpointName: 'saveDraft', requestId: 'r3', data: 1 },
          r4: { status: 'fulfilled', endpointName: 'saveDraft', requestId: 'r4', data: 1 },
        },
        provided: {
          tags: { Category: { __internal_without_id: ['getCategories(undefined)'] } },
          keys: { 'getCategories(undefined)': [{ type: 'Category' }] },
        },
        subscriptions: { 'getCategories(undefined)': { r9: {} } },
        config: { online: false, focused: false, middlewareRegistered: true },
      }),
    );
    const state = store.getState().api;
    expect(Object.keys(state.queries)).toEqual(['getCategories(undefined)']);
    expect(Object.keys(state.mutations)).toEqual(['shared']);
    expect(state.provided.keys).toEqual({ 'getCategories(undefined)': [{ type: 'Category' }] });
    expect(state.subscriptions).toEqual({});
    expect(state.config.online).toBe(true);

    // Restored entries count as loaded: a new subscriber gets them without a request.
    const subscription = store.dispatch(api.endpoints.getCategories.initiate());
    expect(counter.requests).toBe(0);
    subscription.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });

  it('starts the keepUnusedDataFor countdown for restored entries nobody subscribes to', async () => {
    vi.useFakeTimers();
    const api = createCategoriesApi({ requests: 0 });
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    });
    store.dispatch(
      apiStateHydrated({
        queries: { 'getCategories(undefined)': { status: 'fulfilled', endpointName: 'getCategories', data: [] } },
        mutations: {},
        provided: { tags: {}, keys: {} },
      }),
    );
    await vi.advanceTimersByTimeAsync(59_000);
    expect(store.getState().api.queries['getCategories(undefined)']).toBeDefined();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.getState().api.queries['getCategories(undefined)']).toBeUndefined();
  });

  it('uses the API-wide keepUnusedDataFor for an entry whose endpoint is injected after the state arrives', async () => {
    vi.useFakeTimers();
    const api = createCategoriesApi({ requests: 0 });
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    });
    store.dispatch(
      apiStateHydrated({
        queries: { 'getCountries(undefined)': { status: 'fulfilled', endpointName: 'getCountries', data: [] } },
        mutations: {},
        provided: { tags: {}, keys: {} },
      }),
    );
    api.injectEndpoints({
      endpoints: (build) => ({
        getCountries: build.query<string[], void>({ queryFn: () => ({ data: [] }), keepUnusedDataFor: 3600 }),
      }),
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(store.getState().api.queries['getCountries(undefined)']).toBeUndefined();
  });
});

describe('rtk-query/usage/persistence-and-rehydration › Persisting the cache with redux-persist', () => {
  it("keeps RTK Query's filtered result under redux-persist's default merge", async () => {
    const saved: Record<string, string> = {};
    const storage = {
      getItem: async (key: string) => saved[key] ?? null,
      setItem: async (key: string, value: string) => void (saved[key] = value),
      removeItem: async (key: string) => void delete saved[key],
    };
    const ignoredActions = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];
    const createPersistedStore = (api: ReturnType<typeof createCategoriesApi>) => {
      const store = configureStore({
        reducer: persistReducer(
          { key: 'root', storage, whitelist: [api.reducerPath] },
          combineReducers({ [api.reducerPath]: api.reducer }),
        ),
        middleware: (getDefaultMiddleware) =>
          getDefaultMiddleware({ serializableCheck: { ignoredActions } }).concat(api.middleware),
      });
      return { store, persistor: persistStore(store) };
    };

    const firstApi = createCategoriesApi({ requests: 0 });
    const first = createPersistedStore(firstApi);
    await vi.waitFor(() => expect(first.persistor.getState().bootstrapped).toBe(true));
    const subscription = first.store.dispatch(firstApi.endpoints.getCategories.initiate());
    await subscription;
    await first.store.dispatch(firstApi.endpoints.saveDraft.initiate(undefined, { fixedCacheKey: 'draft' }));
    await first.store.dispatch(firstApi.endpoints.saveDraft.initiate());
    // The subscriptions mirror in the state is synced every 500 ms.
    await vi.waitFor(() => expect(first.store.getState().api.subscriptions).not.toEqual({}));
    await first.persistor.flush();
    const written = JSON.parse(JSON.parse(saved['persist:root']!).api);
    expect(Object.keys(written.mutations)).toHaveLength(2);
    expect(Object.keys(written.subscriptions)).toEqual(['getCategories(undefined)']);
    subscription.unsubscribe();
    first.persistor.pause();
    first.store.dispatch(firstApi.util.resetApiState());

    const counter = { requests: 0 };
    const secondApi = createCategoriesApi(counter);
    const second = createPersistedStore(secondApi);
    await vi.waitFor(() => expect(second.persistor.getState().bootstrapped).toBe(true));
    const restored = second.store.getState().api;
    expect(Object.keys(restored.queries)).toEqual(['getCategories(undefined)']);
    expect(Object.keys(restored.mutations)).toEqual(['draft']);
    expect(restored.subscriptions).toEqual({});
    second.persistor.pause();
    second.store.dispatch(secondApi.util.resetApiState());
  });
});

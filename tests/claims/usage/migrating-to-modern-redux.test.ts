import { combineReducers, configureStore, createListenerMiddleware, createSlice } from '@reduxjs/toolkit';
import type { Middleware, PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import type { Storage } from 'redux-persist';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend, FAKE_BASE_URL, json } from '../support/fake-backend';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: async (key: string) => items.get(key) ?? null,
    setItem: async (key: string, value: string) => {
      items.set(key, value);
    },
    removeItem: async (key: string) => {
      items.delete(key);
    },
  };
}

function tasksReducer(state: { items: string[] } = { items: [] }, action: UnknownAction) {
  return action.type === 'TASK_ADDED' ? { items: [...state.items, action.payload as string] } : state;
}

describe('usage/migrating-to-modern-redux › Moving a customized store setup', () => {
  function makeStore(logged: unknown[]) {
    const apiClient = { get: async (path: string) => `GET ${path}` };
    const actionLogger: Middleware = () => (next) => (action) => {
      logged.push(action);
      return next(action);
    };
    const isProduction = process.env.NODE_ENV === 'production';
    const persistedReducer = persistReducer(
      { key: 'root', storage: memoryStorage(), whitelist: ['tasks'] },
      combineReducers({ tasks: tasksReducer }),
    );
    const store = configureStore({
      reducer: persistedReducer,
      middleware: (getDefaultMiddleware) => {
        const defaults = getDefaultMiddleware({
          thunk: { extraArgument: { apiClient } },
          serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
        });
        return isProduction ? defaults : defaults.concat(actionLogger);
      },
      devTools: isProduction ? false : { name: 'Task manager', maxAge: 100 },
    });
    return { store, apiClient };
  }

  it('passes the extra argument to existing hand-written thunks as their third argument', async () => {
    const { store } = makeStore([]);
    const legacyThunk =
      () =>
      async (
        _dispatch: unknown,
        _getState: unknown,
        extra: { apiClient: { get: (path: string) => Promise<string> } },
      ) =>
        extra.apiClient.get('/tasks');
    await expect(store.dispatch(legacyThunk())).resolves.toBe('GET /tasks');
  });

  it("ignores Redux Persist's actions in the serializability check, and still checks everything else", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store } = makeStore([]);
    const persistor = persistStore(store);
    await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    expect(errors).not.toHaveBeenCalled();
    store.dispatch({ type: 'tasks/fileSelected', payload: new Blob(['notes']) });
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toContain('A non-serializable value was detected');
  });

  it('adds the logger only outside production', () => {
    const developmentLog: unknown[] = [];
    makeStore(developmentLog).store.dispatch({ type: 'TASK_ADDED', payload: 'Write docs' });
    expect(developmentLog).toEqual([{ type: 'TASK_ADDED', payload: 'Write docs' }]);

    vi.stubEnv('NODE_ENV', 'production');
    const productionLog: unknown[] = [];
    makeStore(productionLog).store.dispatch({ type: 'TASK_ADDED', payload: 'Write docs' });
    expect(productionLog).toEqual([]);
  });
});

describe('usage/migrating-to-modern-redux › Moving side effects from sagas and epics to listeners', () => {
  interface Product {
    id: number;
    name: string;
  }

  function setup() {
    const backend = createFakeBackend({
      'GET /products': async (request) => {
        // the server takes 100 ms to answer
        await new Promise((resolve) => setTimeout(resolve, 100));
        const search = new URL(request.url).searchParams.get('search') ?? '';
        return json([{ id: search.length, name: `Result for ${search}` }]);
      },
    });
    const aborted: string[] = [];
    async function searchProducts(query: string, signal?: AbortSignal): Promise<Product[]> {
      const params = new URLSearchParams({ search: query });
      let answered = false;
      signal?.addEventListener('abort', () => {
        if (!answered) aborted.push(query);
      });
      const response = await backend.fetch(`${FAKE_BASE_URL}/products?${params}`, { signal });
      answered = true;
      // a real fetch rejects once its signal is aborted; the fake backend does not, so check here
      signal?.throwIfAborted();
      if (!response.ok) throw new Error(`Search failed: ${response.status}`);
      return (await response.json()) as Product[];
    }
    const searchSlice = createSlice({
      name: 'search',
      initialState: { query: '', results: [] as Product[], error: null as string | null },
      reducers: {
        queryChanged(state, action: PayloadAction<string>) {
          state.query = action.payload;
        },
        resultsReceived(state, action: PayloadAction<Product[]>) {
          state.results = action.payload;
          state.error = null;
        },
        searchFailed(state, action: PayloadAction<string>) {
          state.error = action.payload;
        },
      },
    });
    const { queryChanged, resultsReceived, searchFailed } = searchSlice.actions;
    const listenerMiddleware = createListenerMiddleware();
    listenerMiddleware.startListening({
      actionCreator: queryChanged,
      effect: async (action, listenerApi) => {
        listenerApi.cancelActiveListeners();
        await listenerApi.delay(300);
        try {
          const products = await searchProducts(action.payload, listenerApi.signal);
          listenerApi.dispatch(resultsReceived(products));
        } catch (error) {
          if (!listenerApi.signal.aborted) {
            listenerApi.dispatch(searchFailed(String(error)));
          }
        }
      },
    });
    const store = configureStore({
      reducer: { search: searchSlice.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listenerMiddleware.middleware),
    });
    return { backend, store, queryChanged, aborted };
  }

  it('searches once, for the last text, after 300 ms without a change', async () => {
    vi.useFakeTimers();
    const { backend, store, queryChanged } = setup();
    store.dispatch(queryChanged('c'));
    await vi.advanceTimersByTimeAsync(100);
    store.dispatch(queryChanged('co'));
    await vi.advanceTimersByTimeAsync(100);
    store.dispatch(queryChanged('cof'));
    await vi.advanceTimersByTimeAsync(299);
    expect(backend.requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(101);
    await vi.waitFor(() => expect(store.getState().search.results).toEqual([{ id: 3, name: 'Result for cof' }]));
    expect(backend.requests).toEqual(['GET /products?search=cof']);
  });

  it('aborts the request of a replaced search without reporting an error', async () => {
    vi.useFakeTimers();
    const { store, queryChanged, aborted } = setup();
    const seenResults: string[] = [];
    store.subscribe(() => seenResults.push(...store.getState().search.results.map((product) => product.name)));
    store.dispatch(queryChanged('tea'));
    await vi.advanceTimersByTimeAsync(350);
    // the request for 'tea' is in flight; a new change cancels that run
    store.dispatch(queryChanged('teapot'));
    await vi.advanceTimersByTimeAsync(400);
    await vi.waitFor(() => expect(store.getState().search.results).toEqual([{ id: 6, name: 'Result for teapot' }]));
    expect(aborted).toEqual(['tea']);
    expect(seenResults).not.toContain('Result for tea');
    expect(store.getState().search.error).toBeNull();
  });
});

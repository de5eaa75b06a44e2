import { configureStore, Tuple } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';

function makeTodosApi() {
  return createApi({
    reducerPath: 'todosApi',
    baseQuery: fakeBaseQuery(),
    endpoints: (build) => ({
      getTodos: build.query<string[], void>({ queryFn: () => ({ data: ['Buy milk'] }) }),
    }),
  });
}

describe('rtk-query/api/created-api/redux-integration › Adding an API slice to the store', () => {
  it('gets the thunk signature of dispatch from the thunk middleware, not from api.middleware', async () => {
    const todosApi = makeTodosApi();
    const store = configureStore({
      reducer: { [todosApi.reducerPath]: todosApi.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(todosApi.middleware),
    });
    const request = store.dispatch(todosApi.endpoints.getTodos.initiate());
    expectTypeOf(request.unwrap).returns.resolves.toEqualTypeOf<string[]>();
    expect(await request.unwrap()).toEqual(['Buy milk']);
    request.unsubscribe();

    const storeWithoutThunk = configureStore({
      reducer: { [todosApi.reducerPath]: todosApi.reducer },
      middleware: () => new Tuple(todosApi.middleware),
    });
    expect(() =>
      // @ts-expect-error without the thunk middleware, dispatch accepts only plain actions
      storeWithoutThunk.dispatch(todosApi.endpoints.getTodos.initiate()),
    ).toThrow();
    store.dispatch(todosApi.util.resetApiState());
  });
});

describe('rtk-query/api/created-api/redux-integration › reducerPath', () => {
  it("warns about two slices sharing a reducerPath only when NODE_ENV is exactly 'development'", async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const warningsBy: Record<string, unknown[]> = {};
    for (const nodeEnv of ['test', 'development']) {
      vi.stubEnv('NODE_ENV', nodeEnv);
      warned.mockClear();
      const first = makeTodosApi();
      const second = makeTodosApi();
      const store = configureStore({
        reducer: { [first.reducerPath]: first.reducer },
        middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(first.middleware, second.middleware),
      });
      await store.dispatch(first.endpoints.getTodos.initiate(undefined, { subscribe: false }));
      store.dispatch(first.util.resetApiState());
      warningsBy[nodeEnv] = warned.mock.calls.map(([message]) => message);
    }
    vi.unstubAllEnvs();
    expect(warningsBy.test).toEqual([]);
    expect(warningsBy.development).not.toEqual([]);
    expect(warningsBy.development?.[0]).toMatch(
      /^There is a mismatch between slice and middleware for the reducerPath/,
    );
    warned.mockRestore();
  });
});

describe('rtk-query/api/created-api/redux-integration › reducerPath', () => {
  it("logs the missing-reducer error once, whenever NODE_ENV is not 'production'", () => {
    vi.stubEnv('NODE_ENV', 'test');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const todosApi = makeTodosApi();
    const store = configureStore({ reducer: { other: (state: number = 0) => state } });
    const selectTodos = todosApi.endpoints.getTodos.select();
    selectTodos(store.getState() as never);
    selectTodos(store.getState() as never);
    expect(logged.mock.calls).toEqual([
      ['Error: No data found at `state.todosApi`. Did you forget to add the reducer to the store?'],
    ]);
    logged.mockRestore();
    vi.unstubAllEnvs();
  });
});

describe('rtk-query/api/created-api/redux-integration › Why the middleware is required', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("throws for the first initiate of the slice whenever NODE_ENV is not 'production'", () => {
    vi.stubEnv('NODE_ENV', 'test');
    const todosApi = makeTodosApi();
    const store = configureStore({ reducer: { [todosApi.reducerPath]: todosApi.reducer } });
    expect(() => store.dispatch(todosApi.endpoints.getTodos.initiate())).toThrow(
      'Middleware for RTK-Query API at reducerPath "todosApi" has not been added to the store',
    );
    expect(() => store.dispatch(todosApi.endpoints.getTodos.initiate())).not.toThrow();
  });

  it('in production, runs the request into the reducer but does not manage the entry afterwards', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    let started = 0;
    let lifecycleCalls = 0;
    const todosApi = createApi({
      reducerPath: 'todosApi',
      baseQuery: fakeBaseQuery(),
      tagTypes: ['Todo'],
      keepUnusedDataFor: 0,
      endpoints: (build) => ({
        getTodos: build.query<number, void>({
          queryFn: () => ({ data: ++started }),
          providesTags: ['Todo'],
          onQueryStarted: () => {
            lifecycleCalls += 1;
          },
        }),
        addTodo: build.mutation<null, void>({ queryFn: () => ({ data: null }), invalidatesTags: ['Todo'] }),
      }),
    });
    const store = configureStore({ reducer: { [todosApi.reducerPath]: todosApi.reducer } });
    const request = store.dispatch(todosApi.endpoints.getTodos.initiate());
    expect((await request).data).toBe(1);
    request.unsubscribe();
    await store.dispatch(todosApi.endpoints.addTodo.initiate());
    // A fixed wait is right here: the mutation has settled, and the wait only gives a refetch or lifecycle call
    // time to show up if the entry were managed; a slow machine cannot make it fail.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(started).toBe(1);
    expect(lifecycleCalls).toBe(0);
    expect(todosApi.endpoints.getTodos.select()(store.getState()).data).toBe(1);
  });
});

import { configureStore, Tuple } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';

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

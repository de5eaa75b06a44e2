import { configureStore } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  type StartQueryActionCreatorOptions,
  type SubscriptionOptions,
} from '@reduxjs/toolkit/query';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createFakeBackend, FAKE_BASE_URL, json } from '../../support/fake-backend';

interface Todo {
  id: number;
  title: string;
  done: boolean;
}

function setup() {
  const todos: Todo[] = [{ id: 1, title: 'Water the plants', done: false }];
  const backend = createFakeBackend({
    'GET /todos': () => json(todos),
    'POST /todos': async (request) => {
      const { title } = (await request.json()) as { title: string };
      const todo = { id: todos.length + 1, title, done: false };
      todos.push(todo);
      return json(todo, 201);
    },
  });
  const todosApi = createApi({
    reducerPath: 'todosApi',
    baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
    tagTypes: ['Todo'],
    endpoints: (build) => ({
      getTodos: build.query<Todo[], void>({ query: () => 'todos', providesTags: ['Todo'] }),
      addTodo: build.mutation<Todo, string>({
        query: (title) => ({ url: 'todos', method: 'POST', body: { title } }),
        invalidatesTags: ['Todo'],
      }),
    }),
  });
  const store = configureStore({
    reducer: { [todosApi.reducerPath]: todosApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(todosApi.middleware),
  });
  return { backend, todosApi, store };
}

describe('rtk-query/usage/usage-without-react-hooks › Creating an API without React', () => {
  it('throws on the first initiate of an API whose middleware is missing, outside production', () => {
    const { todosApi } = setup();
    const storeWithoutMiddleware = configureStore({ reducer: { [todosApi.reducerPath]: todosApi.reducer } });
    expect(() => storeWithoutMiddleware.dispatch(todosApi.endpoints.getTodos.initiate())).toThrow(
      /^Warning: Middleware for RTK-Query API at reducerPath "todosApi" has not been added to the store\./,
    );
  });
});

describe('rtk-query/usage/usage-without-react-hooks › Starting a query with `initiate`', () => {
  it('types the options: forceRefetch is a boolean or seconds; subscriptionOptions holds the polling and refetch settings', () => {
    expectTypeOf<StartQueryActionCreatorOptions['forceRefetch']>().toEqualTypeOf<boolean | number | undefined>();
    expectTypeOf<StartQueryActionCreatorOptions['subscribe']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<keyof SubscriptionOptions>().toEqualTypeOf<
      'pollingInterval' | 'skipPollingIfUnfocused' | 'refetchOnReconnect' | 'refetchOnFocus'
    >();
  });
});

describe('rtk-query/usage/usage-without-react-hooks › Triggering mutations', () => {
  it('stores a pending mutation state synchronously, and nothing with track: false', async () => {
    const { todosApi, store } = setup();
    const request = store.dispatch(todosApi.endpoints.addTodo.initiate('Buy milk'));
    expect(todosApi.endpoints.addTodo.select(request.requestId)(store.getState()).status).toBe('pending');
    await request;
    request.reset();

    const untracked = store.dispatch(todosApi.endpoints.addTodo.initiate('Call Ada', { track: false }));
    expect(store.getState().todosApi.mutations).toEqual({});
    expect((await untracked).data?.title).toBe('Call Ada');
    expect(store.getState().todosApi.mutations).toEqual({});
  });

  it('refetches subscribed getTodos after a save, and also after a save that failed with an error response', async () => {
    const { backend, todosApi, store } = setup();
    const subscription = store.dispatch(todosApi.endpoints.getTodos.initiate());
    await subscription;

    await store.dispatch(todosApi.endpoints.addTodo.initiate('Buy milk', { track: false }));
    await vi.waitFor(() => expect(backend.requests).toHaveLength(3));
    expect(backend.requests).toEqual(['GET /todos', 'POST /todos', 'GET /todos']);

    backend.failNext(500);
    const failed = await store.dispatch(todosApi.endpoints.addTodo.initiate('Call Ada', { track: false }));
    expect(failed.error).toMatchObject({ status: 500 });
    await vi.waitFor(() => expect(backend.requests).toHaveLength(5));
    expect(backend.requests.slice(3)).toEqual(['POST /todos', 'GET /todos']);

    subscription.unsubscribe();
    store.dispatch(todosApi.util.resetApiState());
  });

  it('removes a getTodos entry without subscribers after a save, instead of refetching it', async () => {
    const { backend, todosApi, store } = setup();
    const subscription = store.dispatch(todosApi.endpoints.getTodos.initiate());
    await subscription;
    subscription.unsubscribe();
    expect(todosApi.endpoints.getTodos.select()(store.getState()).isSuccess).toBe(true);

    await store.dispatch(todosApi.endpoints.addTodo.initiate('Buy milk', { track: false }));
    await vi.waitFor(() => expect(todosApi.endpoints.getTodos.select()(store.getState()).isUninitialized).toBe(true));
    expect(backend.requests).toEqual(['GET /todos', 'POST /todos']);
    store.dispatch(todosApi.util.resetApiState());
  });
});

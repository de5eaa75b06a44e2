import { createApi, fakeBaseQuery, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createFakeBackend, FAKE_BASE_URL, json } from '../../support/fake-backend';
import { act, renderHookWithStore } from './hook-harness';
import { storeWithApi } from '../../support/api-store';

interface Todo {
  id: number;
  title: string;
  completed: boolean;
}

/** A mutation whose every call waits until the test settles it. */
function controlledTodosApi() {
  const pending: Array<(outcome: { data: Todo } | { error: string }) => void> = [];
  const api = createApi({
    reducerPath: 'todosApi',
    baseQuery: fakeBaseQuery<string>(),
    endpoints: (build) => ({
      addTodo: build.mutation<Todo, string>({
        queryFn: () => new Promise((resolve) => pending.push(resolve)),
      }),
    }),
  });
  return { api, pending };
}

function todosBackendApi() {
  let nextId = 1;
  const backend = createFakeBackend({
    'GET /todos': () => json([]),
    'POST /todos': async (request) => {
      const body = (await request.json()) as { title: string };
      return json({ id: nextId++, title: body.title, completed: false });
    },
    'PATCH /todos/1': () => json({ id: 1, title: 'Renamed', completed: 'yes' }),
  });
  const api = createApi({
    reducerPath: 'todosApi',
    baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
    tagTypes: ['Todo'],
    endpoints: (build) => ({
      getTodos: build.query<Todo[], void>({ query: () => '/todos', providesTags: ['Todo'] }),
      addTodo: build.mutation<Todo, Pick<Todo, 'title'>>({
        query: (newTodo) => ({ url: '/todos', method: 'POST', body: newTodo }),
        invalidatesTags: ['Todo'],
      }),
    }),
  });
  return { api, backend, store: storeWithApi(api) };
}

const todoSchema = z.object({ id: z.number(), title: z.string(), completed: z.boolean() });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('rtk-query/usage/mutations › The result belongs to one call', () => {
  it('clears data while a new call is pending, and leaves it undefined after that call fails', async () => {
    const { api, pending } = controlledTodosApi();
    const store = storeWithApi(api);
    const hook = await renderHookWithStore(store, () => api.endpoints.addTodo.useMutation(), undefined);

    await act(async () => {
      hook.result.current[0]('Buy milk');
    });
    await act(async () => pending[0]!({ data: { id: 1, title: 'Buy milk', completed: false } }));
    await vi.waitFor(() => expect(hook.result.current[1].data).toEqual({ id: 1, title: 'Buy milk', completed: false }));

    await act(async () => {
      hook.result.current[0]('Walk the dog');
    });
    await vi.waitFor(() => expect(hook.result.current[1].isLoading).toBe(true));
    expect(hook.result.current[1].data).toBeUndefined();

    await act(async () => pending[1]!({ error: 'Server unavailable' }));
    await vi.waitFor(() => expect(hook.result.current[1].isError).toBe(true));
    expect(hook.result.current[1].data).toBeUndefined();
    expect(hook.result.current[1].error).toBe('Server unavailable');

    await hook.unmount();
  });
});

describe('rtk-query/usage/mutations › Triggering a mutation with `useMutation`', () => {
  it('follows the newest call and ignores the outcome of an earlier one that finishes later', async () => {
    const { api, pending } = controlledTodosApi();
    const store = storeWithApi(api);
    const hook = await renderHookWithStore(store, () => api.endpoints.addTodo.useMutation(), undefined);
    await act(async () => {
      hook.result.current[0]('first');
    });
    await act(async () => {
      hook.result.current[0]('second');
    });
    await act(async () => pending[1]!({ data: { id: 2, title: 'second', completed: false } }));
    await act(async () => pending[0]!({ data: { id: 1, title: 'first', completed: false } }));
    await vi.waitFor(() => expect(hook.result.current[1].isSuccess).toBe(true));
    expect(hook.result.current[1].data).toEqual({ id: 2, title: 'second', completed: false });
    await hook.unmount();
  });
});

describe('rtk-query/usage/mutations › Sharing a result with `fixedCacheKey`', () => {
  it('gives each mounted hook its own result, even two instances of the same hook', async () => {
    const { api, pending } = controlledTodosApi();
    const store = storeWithApi(api);
    const one = await renderHookWithStore(store, () => api.endpoints.addTodo.useMutation(), undefined);
    const two = await renderHookWithStore(store, () => api.endpoints.addTodo.useMutation(), undefined);
    await act(async () => {
      one.result.current[0]('only in one');
    });
    await act(async () => pending[0]!({ data: { id: 1, title: 'only in one', completed: false } }));
    await vi.waitFor(() => expect(one.result.current[1].isSuccess).toBe(true));
    expect(two.result.current[1].isUninitialized).toBe(true);
    await one.unmount();
    await two.unmount();
  });
});

describe('rtk-query/usage/mutations › Waiting for the response with `unwrap`', () => {
  it('aborts the fetch itself, ends with an AbortError and invalidates no tags', async () => {
    const signals: AbortSignal[] = [];
    const backend = createFakeBackend({ 'GET /todos': () => json([]) });
    const fetchFn = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.method !== 'PATCH') return backend.fetch(input, init);
      signals.push(request.signal);
      return new Promise<Response>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      );
    };
    const api = createApi({
      reducerPath: 'todosApi',
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn }),
      tagTypes: ['Todo'],
      endpoints: (build) => ({
        getTodos: build.query<Todo[], void>({ query: () => '/todos', providesTags: ['Todo'] }),
        updateTodo: build.mutation<Todo, Pick<Todo, 'id'> & Partial<Todo>>({
          query: ({ id, ...changes }) => ({ url: `/todos/${id}`, method: 'PATCH', body: changes }),
          invalidatesTags: ['Todo'],
        }),
      }),
    });
    const store = storeWithApi(api);
    const todos = store.dispatch(api.endpoints.getTodos.initiate());
    await todos;

    const call = store.dispatch(api.endpoints.updateTodo.initiate({ id: 1, title: 'Renamed' }));
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    call.abort();
    const result = await call;

    expect(signals[0]!.aborted).toBe(true);
    expect(result).toEqual({ error: { name: 'AbortError', message: 'Aborted' } });
    // A fixed wait is right here: the aborted call has settled, and the wait only gives a wrong refetch time to show up;
    // a slow machine cannot make it fail.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(backend.requests).toEqual(['GET /todos']);

    todos.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage/mutations › Refreshing queries after a mutation', () => {
  it('invalidates array-form tags also when the base query returned an error', async () => {
    const { api, backend, store } = todosBackendApi();
    const todos = store.dispatch(api.endpoints.getTodos.initiate());
    await todos;
    backend.failNext(500);
    const result = await store.dispatch(api.endpoints.addTodo.initiate({ title: 'Fails' }));
    expect(result).toEqual({ error: { status: 500, data: { message: 'Injected failure' } } });
    await vi.waitFor(() => expect(backend.requests).toEqual(['GET /todos', 'POST /todos', 'GET /todos']));
    todos.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });

  it('invalidates nothing when transformResponse throws', async () => {
    const backend = createFakeBackend({
      'GET /todos': () => json([]),
      'POST /todos': () => json({ id: 1, title: 'Buy milk', completed: false }),
    });
    const api = createApi({
      reducerPath: 'todosApi',
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
      tagTypes: ['Todo'],
      endpoints: (build) => ({
        getTodos: build.query<Todo[], void>({ query: () => '/todos', providesTags: ['Todo'] }),
        addTodo: build.mutation<Todo, string>({
          query: (title) => ({ url: '/todos', method: 'POST', body: { title } }),
          transformResponse: (): Todo => {
            throw new Error('Unexpected response');
          },
          invalidatesTags: ['Todo'],
        }),
      }),
    });
    const store = storeWithApi(api);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const todos = store.dispatch(api.endpoints.getTodos.initiate());
    await todos;

    const result = await store.dispatch(api.endpoints.addTodo.initiate('Buy milk'));
    expect(result).toMatchObject({ error: { name: 'Error', message: 'Unexpected response' } });
    // a later request proves the middleware has processed the rejection
    await store.dispatch(api.endpoints.getTodos.initiate(undefined, { subscribe: false, forceRefetch: true }));
    expect(backend.requests).toEqual(['GET /todos', 'POST /todos', 'GET /todos']);

    todos.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage/mutations › Mutations', () => {
  it('refetches invalidated queries that are subscribed and removes those that are not', async () => {
    const backend = createFakeBackend({
      'GET /todos': () => json([]),
      'GET /todos/1': () => json({ id: 1, title: 'Buy milk', completed: false }),
      'POST /todos': () => json({ id: 2, title: 'Walk the dog', completed: false }),
    });
    const api = createApi({
      reducerPath: 'todosApi',
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
      tagTypes: ['Todo'],
      endpoints: (build) => ({
        getTodos: build.query<Todo[], void>({ query: () => '/todos', providesTags: ['Todo'] }),
        getTodo: build.query<Todo, number>({ query: (id) => `/todos/${id}`, providesTags: ['Todo'] }),
        addTodo: build.mutation<Todo, string>({
          query: (title) => ({ url: '/todos', method: 'POST', body: { title } }),
          invalidatesTags: ['Todo'],
        }),
      }),
    });
    const store = storeWithApi(api);
    const todos = store.dispatch(api.endpoints.getTodos.initiate());
    await todos;
    const todo = store.dispatch(api.endpoints.getTodo.initiate(1));
    await todo;
    todo.unsubscribe();
    expect(api.endpoints.getTodo.select(1)(store.getState()).isSuccess).toBe(true);

    await store.dispatch(api.endpoints.addTodo.initiate('Walk the dog'));

    await vi.waitFor(() =>
      expect(backend.requests).toEqual(['GET /todos', 'GET /todos/1', 'POST /todos', 'GET /todos']),
    );
    expect(api.endpoints.getTodo.select(1)(store.getState()).isUninitialized).toBe(true);
    todos.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage/mutations › Running mutations without hooks', () => {
  it('keeps no result in the store with track: false, and still invalidates tags', async () => {
    const { api, backend, store } = todosBackendApi();
    const todos = store.dispatch(api.endpoints.getTodos.initiate());
    await todos;

    const untracked = await store.dispatch(api.endpoints.addTodo.initiate({ title: 'Untracked' }, { track: false }));
    expect(untracked.data).toEqual({ id: 1, title: 'Untracked', completed: false });
    expect(store.getState().todosApi.mutations).toEqual({});
    await vi.waitFor(() => expect(backend.requests.filter((request) => request === 'GET /todos')).toHaveLength(2));

    const tracked = store.dispatch(api.endpoints.addTodo.initiate({ title: 'Tracked' }));
    await tracked;
    expect(Object.keys(store.getState().todosApi.mutations)).toEqual([tracked.requestId]);
    tracked.reset();
    expect(store.getState().todosApi.mutations).toEqual({});

    todos.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage/mutations › Validating mutation data with schemas', () => {
  function checkedApi() {
    const { backend } = todosBackendApi();
    const api = createApi({
      reducerPath: 'checkedTodosApi',
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
      tagTypes: ['Todo'],
      endpoints: (build) => ({
        getTodos: build.query<Todo[], void>({ query: () => '/todos', providesTags: ['Todo'] }),
        addTodo: build.mutation({
          query: (newTodo) => ({ url: '/todos', method: 'POST', body: newTodo }),
          argSchema: z.object({ title: z.string().trim().min(1) }),
          responseSchema: todoSchema,
        }),
        renameTodo: build.mutation({
          query: ({ id, title }: { id: number; title: string }) => ({
            url: `/todos/${id}`,
            method: 'PATCH',
            body: { title },
          }),
          responseSchema: todoSchema,
          invalidatesTags: ['Todo'],
        }),
        renameTodoCaught: build.mutation({
          query: ({ id, title }: { id: number; title: string }) => ({
            url: `/todos/${id}`,
            method: 'PATCH',
            body: { title },
          }),
          responseSchema: todoSchema,
          catchSchemaFailure: (error) => ({
            status: 'CUSTOM_ERROR' as const,
            error: `Unexpected response: ${error.message}`,
          }),
          invalidatesTags: ['Todo'],
        }),
      }),
    });
    return { api, backend, store: storeWithApi(api) };
  }

  it("passes argSchema's output to query, and sends nothing when the argument fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, backend, store } = checkedApi();
    const saved = await store.dispatch(api.endpoints.addTodo.initiate({ title: '  Buy milk ' }));
    expect(saved.data).toEqual({ id: 1, title: 'Buy milk', completed: false });
    const empty = await store.dispatch(api.endpoints.addTodo.initiate({ title: '   ' }));
    expect(empty.error).toMatchObject({ name: 'SchemaError' });
    expect(backend.requests).toEqual(['POST /todos']);
    store.dispatch(api.util.resetApiState());
  });

  it('invalidates no tags when the response fails its schema without catchSchemaFailure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, backend, store } = checkedApi();
    const todos = store.dispatch(api.endpoints.getTodos.initiate());
    await todos;
    const result = await store.dispatch(api.endpoints.renameTodo.initiate({ id: 1, title: 'Renamed' }));
    expect(result.error).toMatchObject({ name: 'SchemaError' });
    // A fixed wait is right here: the mutation has settled, and the wait only gives a wrong refetch time to show up;
    // a slow machine cannot make it fail.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(backend.requests).toEqual(['GET /todos', 'PATCH /todos/1']);
    todos.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });

  it('invalidates tags when catchSchemaFailure converts the failure', async () => {
    const { api, backend, store } = checkedApi();
    const todos = store.dispatch(api.endpoints.getTodos.initiate());
    await todos;
    const result = await store.dispatch(api.endpoints.renameTodoCaught.initiate({ id: 1, title: 'Renamed' }));
    expect(result.error).toEqual({
      status: 'CUSTOM_ERROR',
      error: 'Unexpected response: Invalid input: expected boolean, received string',
    });
    await vi.waitFor(() => expect(backend.requests).toEqual(['GET /todos', 'PATCH /todos/1', 'GET /todos']));
    todos.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

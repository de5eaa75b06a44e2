import { ApolloClient, ApolloLink, InMemoryCache, Observable, gql as apolloGql } from '@apollo/client';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { Client, cacheExchange, fetchExchange, gql as urqlGql } from '@urql/core';
import { afterEach, describe, expect, it, vi } from 'vitest';

interface Todo {
  id: number;
  title: string;
  completed: boolean;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("rtk-query/comparison › RTK Query's model", () => {
  it('refetches getTodo(5) and every getTodos entry containing todo 5 when todo 5 is renamed, and nothing else', async () => {
    const todos: Todo[] = [
      { id: 5, title: 'Write docs', completed: false },
      { id: 6, title: 'Ship', completed: true },
    ];
    const fetched: string[] = [];
    const todosApi = createApi({
      baseQuery: fakeBaseQuery(),
      tagTypes: ['Todo'],
      endpoints: (build) => ({
        getTodos: build.query<Todo[], { completed?: boolean }>({
          queryFn: (filter) => {
            fetched.push(`getTodos(${JSON.stringify(filter)})`);
            return {
              data: todos
                .filter((todo) => filter.completed === undefined || todo.completed === filter.completed)
                .map((todo) => ({ ...todo })),
            };
          },
          providesTags: (result = []) => [
            ...result.map((todo) => ({ type: 'Todo' as const, id: todo.id })),
            { type: 'Todo', id: 'LIST' },
          ],
        }),
        getTodo: build.query<Todo, number>({
          queryFn: (id) => {
            fetched.push(`getTodo(${id})`);
            return { data: { ...todos.find((todo) => todo.id === id)! } };
          },
          providesTags: (_todo, _error, id) => [{ type: 'Todo', id }],
        }),
        renameTodo: build.mutation<Todo, { id: number; title: string }>({
          queryFn: ({ id, title }) => {
            const todo = todos.find((candidate) => candidate.id === id)!;
            todo.title = title;
            return { data: { ...todo } };
          },
          invalidatesTags: (_todo, _error, { id }) => [{ type: 'Todo', id }],
        }),
      }),
    });
    const store = configureStore({
      reducer: { [todosApi.reducerPath]: todosApi.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(todosApi.middleware),
    });
    const subscriptions = [
      store.dispatch(todosApi.endpoints.getTodos.initiate({})),
      store.dispatch(todosApi.endpoints.getTodos.initiate({ completed: false })),
      store.dispatch(todosApi.endpoints.getTodos.initiate({ completed: true })),
      store.dispatch(todosApi.endpoints.getTodo.initiate(5)),
      store.dispatch(todosApi.endpoints.getTodo.initiate(6)),
    ];
    await Promise.all(subscriptions);
    fetched.length = 0;

    await store.dispatch(todosApi.endpoints.renameTodo.initiate({ id: 5, title: 'Write better docs' }));
    await Promise.all(store.dispatch(todosApi.util.getRunningQueriesThunk()));
    expect(fetched.sort()).toEqual(['getTodo(5)', 'getTodos({"completed":false})', 'getTodos({})']);

    subscriptions.forEach((subscription) => subscription.unsubscribe());
    store.dispatch(todosApi.util.resetApiState());
  });
});

describe('rtk-query/comparison › TanStack Query', () => {
  it('treats data as stale at once, invalidates by key prefix, and removes unused queries after 5 minutes in a browser', async () => {
    // query-core decides at import time whether it runs on a server (where gcTime defaults to Infinity).
    vi.stubGlobal('window', { addEventListener: () => {}, removeEventListener: () => {} });
    const { QueryClient, QueryObserver } = await import('@tanstack/query-core');
    vi.useFakeTimers();
    const client = new QueryClient();
    client.mount();
    let requests = 0;
    const queryFn = async () => ++requests;
    await client.fetchQuery({ queryKey: ['todos'], queryFn });

    const observer = new QueryObserver(client, { queryKey: ['todos'], queryFn });
    const unsubscribe = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(10);
    expect(requests).toBe(2);

    await client.fetchQuery({ queryKey: ['todos', { completed: true }], queryFn: async () => [] });
    await client.fetchQuery({ queryKey: ['users'], queryFn: async () => [] });
    await client.invalidateQueries({ queryKey: ['todos'], refetchType: 'none' });
    const invalidated = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => JSON.stringify(query.queryKey));
    expect(invalidated.sort()).toEqual(['["todos",{"completed":true}]', '["todos"]']);

    unsubscribe();
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1_000);
    expect(client.getQueryCache().find({ queryKey: ['todos'] })).toBeDefined();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(client.getQueryCache().find({ queryKey: ['todos'] })).toBeUndefined();
    client.clear();
    client.unmount();
  });
});

describe('rtk-query/comparison › What they have in common', () => {
  it('Apollo Client keeps normalized results in InMemoryCache after nothing watches them', async () => {
    let requests = 0;
    const client = new ApolloClient({
      cache: new InMemoryCache(),
      link: new ApolloLink(() => {
        requests += 1;
        return new Observable((observer) => {
          observer.next({ data: { todo: { __typename: 'Todo', id: '5', title: 'Write docs' } } });
          observer.complete();
        });
      }),
    });
    const GetTodo = apolloGql`
      query GetTodo {
        todo {
          id
          title
        }
      }
    `;
    const watching = client.watchQuery({ query: GetTodo }).subscribe(() => {});
    await vi.waitFor(() => expect(requests).toBe(1));
    watching.unsubscribe();

    vi.useFakeTimers();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    vi.useRealTimers();
    expect(client.cache.extract()).toHaveProperty(['Todo:5', 'title'], 'Write docs');
    await client.query({ query: GetTodo });
    expect(requests).toBe(1);
    client.stop();
  });
});

describe('rtk-query/comparison › urql', () => {
  it('keeps document-cache results after teardown and discards those containing a type name a mutation returns', async () => {
    let requests = 0;
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      requests += 1;
      // Queries may be sent as GET with the document in the URL, mutations as POST.
      const query = init?.body
        ? (JSON.parse(String(init.body)) as { query: string }).query
        : new URL(String(input)).searchParams.get('query')!;
      const todo = { __typename: 'Todo', id: '5', title: 'Write docs' };
      const data = query.trimStart().startsWith('mutation') ? { renameTodo: todo } : { todos: [todo] };
      return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
    };
    const client = new Client({
      url: 'https://api.example.test/graphql',
      exchanges: [cacheExchange, fetchExchange],
      fetch,
    });
    const Todos = urqlGql`
      query Todos {
        todos {
          id
          title
        }
      }
    `;
    const Rename = urqlGql`
      mutation Rename {
        renameTodo(id: 5, title: "Write docs") {
          id
          title
        }
      }
    `;
    await client.query(Todos, {}).toPromise();
    vi.useFakeTimers();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    vi.useRealTimers();
    const later = await client.query(Todos, {}).toPromise();
    expect(later.operation.context.meta?.cacheOutcome).toBe('hit');
    expect(requests).toBe(1);

    await client.mutation(Rename, {}).toPromise();
    const afterMutation = await client.query(Todos, {}).toPromise();
    expect(afterMutation.operation.context.meta?.cacheOutcome).toBe('miss');
    expect(requests).toBe(3);
  });
});

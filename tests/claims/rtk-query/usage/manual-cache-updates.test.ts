import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery, type Patch } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { storeWithApi } from '../../support/api-store';

interface Todo {
  id: number;
  title: string;
  done: boolean;
}

const waterPlants: Todo = { id: 1, title: 'Water the plants', done: false };
const callPlumber: Todo = { id: 2, title: 'Call the plumber', done: false };

const todosApi = createApi({
  reducerPath: 'todosApi',
  baseQuery: fakeBaseQuery(),
  endpoints: (build) => ({
    getRecentTodos: build.query<Todo[], void>({
      queryFn: () => ({ data: [waterPlants] }),
      merge: (cached, incoming) => {
        cached.push(...incoming);
      },
    }),
    getTodo: build.query<Todo, number>({
      queryFn: (id) => ({ data: { id, title: 'Milk', done: false } }),
      responseSchema: z.object({ id: z.number(), title: z.string(), done: z.boolean() }),
    }),
  }),
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('rtk-query/usage/manual-cache-updates › Choosing a cache utility', () => {
  function recentTodosApi() {
    const merge = vi.fn((cached: Todo[], incoming: Todo[]) => {
      cached.push(...incoming);
    });
    const api = createApi({
      reducerPath: 'todosApi',
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({
        getRecentTodos: build.query<Todo[], void>({ queryFn: () => ({ data: [waterPlants] }), merge }),
      }),
    });
    return { api, merge, store: storeWithApi(api) };
  }

  it('upserts store the value as it is in a new entry, and merge only runs for existing data', async () => {
    const { api, merge, store } = recentTodosApi();
    await store.dispatch(api.util.upsertQueryData('getRecentTodos', undefined, [callPlumber]));
    expect(api.endpoints.getRecentTodos.select()(store.getState()).data).toEqual([callPlumber]);
    expect(merge).not.toHaveBeenCalled();

    store.dispatch(
      api.util.upsertQueryEntries([{ endpointName: 'getRecentTodos', arg: undefined, value: [waterPlants] }]),
    );
    expect(api.endpoints.getRecentTodos.select()(store.getState()).data).toEqual([callPlumber, waterPlants]);
    expect(merge).toHaveBeenCalledTimes(1);
    store.dispatch(api.util.resetApiState());
  });

  it('never calls merge from updateQueryData', async () => {
    const { api, merge, store } = recentTodosApi();
    const subscription = store.dispatch(api.endpoints.getRecentTodos.initiate());
    await subscription;
    store.dispatch(
      api.util.updateQueryData('getRecentTodos', undefined, (todos) => {
        todos.push(callPlumber);
      }),
    );
    expect(api.endpoints.getRecentTodos.select()(store.getState()).data).toEqual([waterPlants, callPlumber]);
    expect(merge).not.toHaveBeenCalled();
    subscription.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage/manual-cache-updates › Upserting into an endpoint with `merge`', () => {
  it('passes the upserted value through merge instead of replacing the cached list', async () => {
    const store = storeWithApi(todosApi);
    const subscription = store.dispatch(todosApi.endpoints.getRecentTodos.initiate());
    await subscription;
    await store.dispatch(todosApi.util.upsertQueryData('getRecentTodos', undefined, [callPlumber]));
    expect(todosApi.endpoints.getRecentTodos.select()(store.getState()).data).toEqual([waterPlants, callPlumber]);
    subscription.unsubscribe();
    store.dispatch(todosApi.util.resetApiState());
  });

  it('merges with upsertQueryEntries too, while updateQueryData replaces the value', async () => {
    const store = storeWithApi(todosApi);
    const subscription = store.dispatch(todosApi.endpoints.getRecentTodos.initiate());
    await subscription;
    store.dispatch(
      todosApi.util.upsertQueryEntries([{ endpointName: 'getRecentTodos', arg: undefined, value: [callPlumber] }]),
    );
    expect(todosApi.endpoints.getRecentTodos.select()(store.getState()).data).toEqual([waterPlants, callPlumber]);
    store.dispatch(todosApi.util.updateQueryData('getRecentTodos', undefined, () => [callPlumber]));
    expect(todosApi.endpoints.getRecentTodos.select()(store.getState()).data).toEqual([callPlumber]);
    subscription.unsubscribe();
    store.dispatch(todosApi.util.resetApiState());
  });
});

describe('rtk-query/usage/manual-cache-updates › Creating entries with `upsertQueryData`', () => {
  it("validates the value with the endpoint's responseSchema and does not store a failing value", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = storeWithApi(todosApi);
    const invalid = { id: 5, title: 42, done: false } as unknown as Todo;
    const result = await store.dispatch(todosApi.util.upsertQueryData('getTodo', 5, invalid));
    expect(result.error).toMatchObject({ name: 'SchemaError' });
    expect(todosApi.endpoints.getTodo.select(5)(store.getState()).data).toBeUndefined();

    const valid = await store.dispatch(
      todosApi.util.upsertQueryData('getTodo', 6, { id: 6, title: 'Tea', done: true }),
    );
    expect(valid.data).toEqual({ id: 6, title: 'Tea', done: true });
    store.dispatch(todosApi.util.resetApiState());
  });
});

describe('rtk-query/usage/manual-cache-updates › Overlapping optimistic updates', () => {
  it('restores the value its own update replaced, even after a later update', async () => {
    const store = storeWithApi(todosApi);
    const subscription = store.dispatch(todosApi.endpoints.getTodo.initiate(1));
    await subscription;
    const renameA = store.dispatch(
      todosApi.util.updateQueryData('getTodo', 1, (draft) => {
        draft.title = 'Oat milk';
      }),
    );
    store.dispatch(
      todosApi.util.updateQueryData('getTodo', 1, (draft) => {
        draft.title = 'Soy milk';
      }),
    );
    renameA.undo();
    expect(todosApi.endpoints.getTodo.select(1)(store.getState()).data?.title).toBe('Milk');
    subscription.unsubscribe();
    store.dispatch(todosApi.util.resetApiState());
  });
});

describe('rtk-query/usage/manual-cache-updates › Seeding many entries with `upsertQueryEntries`', () => {
  function seedWithMistakes() {
    const seedApi = createApi({
      reducerPath: 'seedApi',
      baseQuery: fakeBaseQuery(),
      tagTypes: ['Todo'],
      endpoints: (build) => ({
        getTodo: build.query<Todo, number>({
          queryFn: (id) => ({ data: { id, title: 'Milk', done: false } }),
          providesTags: (todo) => {
            if (todo!.title === '') throw new Error('A todo needs a title');
            return [{ type: 'Todo', id: todo!.id }];
          },
        }),
        addTodo: build.mutation<Todo, string>({
          queryFn: (title) => ({ data: { id: 9, title, done: false } }),
        }),
      }),
    });
    const store = configureStore({
      reducer: { [seedApi.reducerPath]: seedApi.reducer },
      middleware: (getDefaultMiddleware) =>
        getDefaultMiddleware({ serializableCheck: false }).concat(seedApi.middleware),
    });
    const messages: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((message) => void messages.push(`warn: ${message}`));
    vi.spyOn(console, 'error').mockImplementation((message) => void messages.push(`error: ${message}`));
    store.dispatch(
      seedApi.util.upsertQueryEntries([
        { endpointName: 'addTodo' as 'getTodo', arg: 1, value: waterPlants },
        { endpointName: 'getTodo', arg: 2, value: { id: 2, title: '', done: false } },
        { endpointName: 'getTodo', arg: 3, value: Promise.resolve(callPlumber) as unknown as Todo },
        { endpointName: 'getTodo', arg: 4, value: { id: 4, title: 'Buy milk', done: false } },
      ]),
    );
    const stored = Object.keys(store.getState().seedApi.queries);
    const promiseStored = store.getState().seedApi.queries['getTodo(3)']?.data instanceof Promise;
    vi.restoreAllMocks();
    store.dispatch(seedApi.util.resetApiState());
    return { messages, stored, promiseStored };
  }

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("skips unusable entries and reports them whenever NODE_ENV is not 'production'", () => {
    vi.stubEnv('NODE_ENV', 'test');
    const { messages, stored, promiseStored } = seedWithMistakes();
    expect(stored).toEqual(['getTodo(3)', 'getTodo(4)']);
    expect(promiseStored).toBe(true);
    expect(messages).toEqual([
      'warn: upsertQueryEntries: "addTodo" is not a query or infinite query endpoint. This entry will be skipped.',
      'error: upsertQueryEntries: providesTags for "getTodo" threw an error. This entry will be skipped.',
      'warn: upsertQueryEntries: the value for "getTodo" is a promise. upsertQueryEntries stores values as-is, so await the promise and upsert the result instead.',
    ]);
  });

  it('skips or stores the same entries without a message in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { messages, stored, promiseStored } = seedWithMistakes();
    expect(stored).toEqual(['getTodo(3)', 'getTodo(4)']);
    expect(promiseStored).toBe(true);
    expect(messages).toEqual([]);
  });
});

describe('rtk-query/usage/manual-cache-updates › Reverting changes with `patchQueryData`', () => {
  it('exports Patch from @reduxjs/toolkit/query, the type of the patch lists', () => {
    type Collection = ReturnType<ReturnType<typeof todosApi.util.updateQueryData>>;
    expectTypeOf<Collection['inversePatches']>().toEqualTypeOf<Patch[]>();
    expectTypeOf<Patch['op']>().toEqualTypeOf<'replace' | 'remove' | 'add'>();
  });
});

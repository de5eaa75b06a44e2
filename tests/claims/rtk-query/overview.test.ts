import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query';
import { build } from 'esbuild';
import { describe, expect, it, vi } from 'vitest';
import { createFakeBackend, FAKE_BASE_URL, json } from '../support/fake-backend';
import { storeWithApi } from '../support/api-store';

interface Todo {
  id: number;
  title: string;
  completed: boolean;
}

function makeTodosApi() {
  const todos: Todo[] = [
    { id: 1, title: 'Write the docs', completed: false },
    { id: 2, title: 'Review the docs', completed: false },
  ];
  const backend = createFakeBackend({
    'GET /todos': () => json(todos),
    'GET /todos/1': () => json(todos[0]),
    'POST /todos': () => json({ id: 3, title: 'New', completed: false }),
  });
  const api = createApi({
    baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
    tagTypes: ['Todo'],
    endpoints: (build) => ({
      getTodos: build.query<Todo[], void>({ query: () => 'todos', providesTags: ['Todo'] }),
      getTodo: build.query<Todo, number>({ query: (id) => `todos/${id}`, providesTags: ['Todo'] }),
      addTodo: build.mutation<Todo, { title: string }>({
        query: (body) => ({ url: 'todos', method: 'POST', body }),
        invalidatesTags: ['Todo'],
      }),
    }),
  });
  return { api, store: storeWithApi(api), backend };
}

describe('rtk-query/overview › Using the hooks in components', () => {
  it('invalidates the array-form tags and refetches the list also when the mutation fails', async () => {
    const { api, store, backend } = makeTodosApi();
    const list = store.dispatch(api.endpoints.getTodos.initiate());
    await list;
    backend.failNext(500);
    const result = await store.dispatch(api.endpoints.addTodo.initiate({ title: 'New' }));
    expect(result.error).toMatchObject({ status: 500 });
    await vi.waitFor(() => expect(backend.requests).toEqual(['GET /todos', 'POST /todos', 'GET /todos']));
    list.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/overview › It does not normalize the cache', () => {
  it('refetches the invalidated entries a component uses and removes the unused ones', async () => {
    const { api, store, backend } = makeTodosApi();
    const list = store.dispatch(api.endpoints.getTodos.initiate());
    await list;
    // Loaded once, with no subscriber left.
    await store.dispatch(api.endpoints.getTodo.initiate(1, { subscribe: false }));
    await store.dispatch(api.endpoints.addTodo.initiate({ title: 'New' }));
    await vi.waitFor(() =>
      expect(backend.requests).toEqual(['GET /todos', 'GET /todos/1', 'POST /todos', 'GET /todos']),
    );
    expect(api.endpoints.getTodo.select(1)(store.getState()).isUninitialized).toBe(true);
    await vi.waitFor(() => expect(api.endpoints.getTodos.select()(store.getState()).isSuccess).toBe(true));
    list.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });

  it('keeps independent copies of the same record in two entries', async () => {
    const { api, store } = makeTodosApi();
    await store.dispatch(api.endpoints.getTodos.initiate(undefined, { subscribe: false }));
    await store.dispatch(api.endpoints.getTodo.initiate(1, { subscribe: false }));
    store.dispatch(
      api.util.updateQueryData('getTodos', undefined, (todos) => {
        todos[0]!.completed = true;
      }),
    );
    expect(api.endpoints.getTodos.select()(store.getState()).data?.[0]?.completed).toBe(true);
    expect(api.endpoints.getTodo.select(1)(store.getState()).data?.completed).toBe(false);
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/overview › Bundle size', () => {
  const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

  /** Minified, production, gzipped size in KB of a module that uses the given imports; React itself external. */
  async function gzippedKb(imports: string[]) {
    const names = imports.flatMap((line) =>
      line
        .match(/\{([^}]*)\}/)![1]!
        .split(',')
        .map((name) => name.trim()),
    );
    const result = await build({
      stdin: { contents: `${imports.join('\n')}\nexport default [${names.join(', ')}]`, resolveDir: repoRoot },
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      external: ['react', 'react-dom'],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    return gzipSync(result.outputFiles[0]!.contents).length / 1000;
  }
  const app = [
    "import { configureStore, createSlice } from '@reduxjs/toolkit'",
    "import { Provider, useSelector } from 'react-redux'",
  ];
  const core = "import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query'";
  const react = "import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'";

  it('costs about 16 KB in an app with Redux Toolkit and React-Redux, and about 3 KB more for the React entry point', async () => {
    const [base, withCore, withReact] = await Promise.all([
      gzippedKb(app),
      gzippedKb([...app, core]),
      gzippedKb([...app, react]),
    ]);
    expect(withCore - base).toBeGreaterThan(15.5);
    expect(withCore - base).toBeLessThan(16.5);
    expect(withReact - withCore).toBeGreaterThan(2.5);
    expect(withReact - withCore).toBeLessThan(3.5);
  }, 60_000);

  it('costs about 22.5 KB alone, or 27.5 KB with the React entry point and React-Redux', async () => {
    const [coreAlone, reactAlone] = await Promise.all([
      gzippedKb([core]),
      gzippedKb([react, "import { Provider } from 'react-redux'"]),
    ]);
    expect(coreAlone).toBeGreaterThan(22);
    expect(coreAlone).toBeLessThan(23);
    expect(reactAlone).toBeGreaterThan(27);
    expect(reactAlone).toBeLessThan(28);
  }, 60_000);
});

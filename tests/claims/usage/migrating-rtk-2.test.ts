import * as toolkit from '@reduxjs/toolkit';
import {
  configureStore,
  createAction,
  createAsyncThunk,
  createEntityAdapter,
  createListenerMiddleware,
  createReducer,
  createSlice,
} from '@reduxjs/toolkit';
import type { Middleware, StoreEnhancer } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query';
import {
  ApiProvider,
  buildCreateApi,
  coreModule,
  createApi as createReactApi,
  fakeBaseQuery,
  reactHooksModule,
} from '@reduxjs/toolkit/query/react';
import { createContext, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createDispatchHook,
  createSelectorHook,
  createStoreHook,
  Provider,
  type ReactReduxContextValue,
  useDispatch,
  useSelector,
  useStore,
} from 'react-redux';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { legacy_createStore } from 'redux';
import { createSelector, setGlobalDevModeChecks } from 'reselect';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createFakeBackend, FAKE_BASE_URL, json } from '../support/fake-backend';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('usage/migrating-rtk-2 › getType is no longer exported', () => {
  it('has no getType export; the action creator carries its type string', () => {
    expect('getType' in toolkit).toBe(false);
    // @ts-expect-error getType was removed in 2.0
    expect(toolkit.getType).toBeUndefined();
    const todoToggled = createAction<string>('todos/todoToggled');
    expect(todoToggled.type).toBe('todos/todoToggled');
    expect(todoToggled('t1').type).toBe(todoToggled.type);
  });

  it('types type as string with only a payload type argument, and as the literal otherwise', () => {
    const withPayloadType = createAction<string>('todos/todoToggled');
    const withoutTypeArguments = createAction('todos/todoToggled');
    const withBoth = createAction<string, 'todos/todoToggled'>('todos/todoToggled');
    const todosSlice = createSlice({
      name: 'todos',
      initialState: [] as string[],
      reducers: { todoAdded: (state, action: { payload: string }) => [...state, action.payload] },
    });
    expectTypeOf(withPayloadType.type).toEqualTypeOf<string>();
    expectTypeOf(withoutTypeArguments.type).toEqualTypeOf<'todos/todoToggled'>();
    expectTypeOf(withBoth.type).toEqualTypeOf<'todos/todoToggled'>();
    expectTypeOf(todosSlice.actions.todoAdded.type).toEqualTypeOf<'todos/todoAdded'>();
    expect(withPayloadType.type).toBe('todos/todoToggled');
  });
});

describe('usage/migrating-rtk-2 › ESM and CommonJS builds behind an `exports` map', () => {
  const entryPoints = [
    '@reduxjs/toolkit',
    '@reduxjs/toolkit/react',
    '@reduxjs/toolkit/query',
    '@reduxjs/toolkit/query/react',
  ];

  it('require loads the modern ES module build on Node versions that can require ES modules', () => {
    expect(process.features.require_module).toBe(true);
    const require = createRequire(import.meta.url);
    expect(entryPoints.map((entryPoint) => require.resolve(entryPoint).split('/dist/')[1])).toEqual([
      'redux-toolkit.modern.mjs',
      'react/redux-toolkit-react.modern.mjs',
      'query/rtk-query.modern.mjs',
      'query/react/rtk-query-react.modern.mjs',
    ]);
  });

  it('require loads the CommonJS build where it cannot load ES modules', () => {
    const script = `console.log(JSON.stringify(${JSON.stringify(entryPoints)}.map((e) => require.resolve(e).split('/dist/')[1])))`;
    const resolved = execFileSync(process.execPath, ['--no-experimental-require-module', '-e', script], {
      cwd: process.cwd(),
      encoding: 'utf8',
    });
    expect(JSON.parse(resolved)).toEqual([
      'cjs/index.js',
      'react/cjs/index.js',
      'query/cjs/index.js',
      'query/react/cjs/index.js',
    ]);
  });
});

describe('usage/migrating-rtk-2 › Reselect 5', () => {
  const cacheSizeWarnings = () =>
    vi
      .mocked(console.warn)
      .mock.calls.map((call) => String(call[0]))
      .filter((message) => message.includes('distinct values for the same primitive argument'));
  const makeSelectTodoById = (devModeChecks?: { cacheSizeCheck: 'never' }) =>
    createSelector(
      [(state: { todos: Record<number, string> }) => state.todos, (_state: unknown, id: number) => id],
      (todos, id) => ({ id, title: todos[id] }),
      { devModeChecks },
    );
  const state = { todos: { 1: 'Buy milk' } };

  it('cacheSizeCheck warns once a cache holds more than 1,000 primitive values, and ignores devModeChecks', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const selectTodoById = makeSelectTodoById({ cacheSizeCheck: 'never' });
    for (let id = 0; id < 1000; id++) selectTodoById(state, id);
    expect(cacheSizeWarnings()).toEqual([]);
    selectTodoById(state, 1000);
    selectTodoById(state, 1001);
    // one warning per memoized cache (arguments and results), each only once
    expect(cacheSizeWarnings()).toHaveLength(2);
  });

  it('is turned off by setGlobalDevModeChecks', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setGlobalDevModeChecks({ cacheSizeCheck: 'never' });
    try {
      const selectTodoById = makeSelectTodoById();
      for (let id = 0; id < 1100; id++) selectTodoById(state, id);
      expect(cacheSizeWarnings()).toEqual([]);
    } finally {
      setGlobalDevModeChecks({ cacheSizeCheck: 'once' });
    }
  });
});

describe('usage/migrating-rtk-2 › Object syntax for createReducer and extraReducers', () => {
  const userLoggedOut = createAction('session/userLoggedOut');
  const objectNotation = { [userLoggedOut.type]: () => ({ status: 'all' }) };
  const makeFiltersSlice = () =>
    createSlice({
      name: 'filters',
      initialState: { status: 'active' },
      reducers: {},
      // @ts-expect-error the object notation was removed in 2.0
      extraReducers: objectNotation,
    });
  const createReducerMessage =
    "The object notation for `createReducer` has been removed. Please use the 'builder callback' notation instead";
  const createSliceMessage =
    "The object notation for `createSlice.extraReducers` has been removed. Please use the 'builder callback' notation instead";

  it('createReducer throws when called with an object', () => {
    // @ts-expect-error the object notation was removed in 2.0
    expect(() => createReducer({ status: 'active' }, objectNotation)).toThrow(createReducerMessage);
  });

  it('createReducer also throws in production builds, without that message', () => {
    vi.stubEnv('NODE_ENV', 'production');
    // @ts-expect-error the object notation was removed in 2.0
    expect(() => createReducer({ status: 'active' }, objectNotation)).toThrow(TypeError);
  });

  it('createSlice throws only on the first reducer or getInitialState call, in development', () => {
    const slice = makeFiltersSlice();
    expect(() => slice.reducer(undefined, { type: 'unknown' })).toThrow(createSliceMessage);
    expect(() => makeFiltersSlice().getInitialState()).toThrow(createSliceMessage);
  });

  it('createSlice accepts the object silently in production builds', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const slice = makeFiltersSlice();
    expect(slice.reducer({ status: 'active' }, userLoggedOut())).toEqual({ status: 'all' });
  });
});

describe('usage/migrating-rtk-2 › Entity lookups are no longer typed as possibly undefined', () => {
  interface Book {
    id: string;
    title: string;
  }

  it('types entities and selectById as the entity type (without noUncheckedIndexedAccess), yet returns undefined for a missing id', () => {
    const booksAdapter = createEntityAdapter<Book>();
    const booksState = booksAdapter.getInitialState();
    const { selectById } = booksAdapter.getSelectors();
    const fromEntities = booksState.entities['missing-id'];
    const fromSelector = selectById(booksState, 'missing-id');
    expectTypeOf(fromEntities).toEqualTypeOf<Book>();
    expectTypeOf(fromSelector).toEqualTypeOf<Book>();
    expectTypeOf(booksState.entities).toEqualTypeOf<Record<string, Book>>();
    expect(fromEntities).toBeUndefined();
    expect(fromSelector).toBeUndefined();
  });
});

describe('usage/migrating-rtk-2 › Write middleware before enhancers', () => {
  interface WaitAction {
    type: 'app/wait';
    ms: number;
  }
  const waitMiddleware: Middleware<(action: WaitAction) => Promise<void>> = () => (next) => (action) => next(action);
  const createdAtEnhancer: StoreEnhancer<{ createdAt: number }> = (createStore) => (reducer, preloadedState) => ({
    ...createStore(reducer, preloadedState),
    createdAt: 1,
  });
  const reducer = (state: { ready: boolean } = { ready: true }) => state;

  it('infers both extensions when middleware comes first', () => {
    const store = configureStore({
      reducer,
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(waitMiddleware),
      enhancers: (getDefaultEnhancers) => getDefaultEnhancers().concat(createdAtEnhancer),
    });
    expectTypeOf(store.createdAt).toEqualTypeOf<number>();
    expectTypeOf(store.dispatch({ type: 'app/wait', ms: 1 } as WaitAction)).toEqualTypeOf<Promise<void>>();
    expect(store.createdAt).toBe(1);
  });

  it('fails to compile when enhancers comes first and middleware adds to the defaults, but runs the same', () => {
    const store = configureStore({
      reducer,
      enhancers: (getDefaultEnhancers) => getDefaultEnhancers().concat(createdAtEnhancer),
      // @ts-expect-error Source has 2 element(s) but target allows only 1
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(waitMiddleware),
    });
    expect((store as unknown as { createdAt: number }).createdAt).toBe(1);
  });
});

describe('usage/migrating-rtk-2 › middleware must be a callback', () => {
  const reducer = (state = 0) => state;
  const logger: Middleware = () => (next) => (action) => next(action);

  it('throws in development when the same middleware instance appears twice', () => {
    expect(() => configureStore({ reducer, middleware: (gdm) => gdm().concat(logger, logger) })).toThrow(
      'Duplicate middleware references found when creating the store',
    );
  });

  it('accepts duplicates with duplicateMiddlewareCheck: false', () => {
    expect(() =>
      configureStore({ reducer, duplicateMiddlewareCheck: false, middleware: (gdm) => gdm().concat(logger, logger) }),
    ).not.toThrow();
  });
});

describe('usage/migrating-rtk-2 › Redux core 5', () => {
  it('throws for a number type with the "must be a string" message', () => {
    const store = legacy_createStore((state: number = 0) => state);
    expect(() => store.dispatch({ type: 42 } as never)).toThrow(
      `Action "type" property must be a string. Instead, the actual type was: 'number'`,
    );
  });

  it('throws a TypeError about converting a Symbol for a Symbol type', () => {
    const store = configureStore({ reducer: (state: number = 0) => state });
    expect(() => store.dispatch({ type: Symbol('legacy') } as never)).toThrow(TypeError);
    expect(() => store.dispatch({ type: Symbol('legacy') } as never)).toThrow(
      'Cannot convert a Symbol value to a string',
    );
  });
});

describe('usage/migrating-rtk-2 › A settled matcher on every async thunk', () => {
  it('matches both the fulfilled and the rejected action, and not pending', () => {
    const saveDraft = createAsyncThunk('editor/saveDraft', async (text: string) => text.length);
    const fulfilled = saveDraft.fulfilled(4, 'request-1', 'text');
    const rejected = saveDraft.rejected(new Error('offline'), 'request-2', 'text');
    const pending = saveDraft.pending('request-3', 'text');
    expect(saveDraft.settled(fulfilled)).toBe(true);
    expect(saveDraft.settled(rejected)).toBe(true);
    expect(saveDraft.settled(pending)).toBe(false);
  });
});

describe('usage/migrating-rtk-2 › Subscriptions are tracked inside the middleware', () => {
  function setup() {
    const backend = createFakeBackend({
      'GET /posts': () => json([{ id: 1, title: 'Hello' }]),
      'POST /posts': () => json({ id: 2, title: 'Again' }, 201),
    });
    const api = createApi({
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
      tagTypes: ['Post'],
      endpoints: (build) => ({
        getPosts: build.query<{ id: number; title: string }[], void>({ query: () => '/posts', providesTags: ['Post'] }),
        addPost: build.mutation<{ id: number }, string>({
          query: (title) => ({ url: '/posts', method: 'POST', body: { title } }),
          invalidatesTags: ['Post'],
        }),
      }),
    });
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    });
    return { api, backend, store };
  }

  it('updates the subscriptions field in the store at most every 500 ms', async () => {
    vi.useFakeTimers();
    const { api, store } = setup();
    const subscription = store.dispatch(api.endpoints.getPosts.initiate());
    await subscription;
    expect(store.getState().api.subscriptions).toEqual({});
    await vi.advanceTimersByTimeAsync(499);
    expect(store.getState().api.subscriptions).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(Object.keys(store.getState().api.subscriptions)).toEqual(['getPosts(undefined)']);
    subscription.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });

  it('removes an unsubscribed entry keepUnusedDataFor (60 s) after the request finishes', async () => {
    vi.useFakeTimers();
    const { api, store } = setup();
    await store.dispatch(api.endpoints.getPosts.initiate(undefined, { subscribe: false }));
    expect(api.endpoints.getPosts.select()(store.getState()).isSuccess).toBe(true);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(api.endpoints.getPosts.select()(store.getState()).isSuccess).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.endpoints.getPosts.select()(store.getState()).isUninitialized).toBe(true);
    store.dispatch(api.util.resetApiState());
  });

  it('removes an unsubscribed entry, instead of refetching it, when its tag is invalidated', async () => {
    const { api, backend, store } = setup();
    await store.dispatch(api.endpoints.getPosts.initiate(undefined, { subscribe: false }));
    await store.dispatch(api.endpoints.addPost.initiate('Again'));
    expect(api.endpoints.getPosts.select()(store.getState()).isUninitialized).toBe(true);
    expect(backend.requests).toEqual(['GET /posts', 'POST /posts']);
    store.dispatch(api.util.resetApiState());
  });
});

describe('usage/migrating-rtk-2 › Custom hooks for `reactHooksModule` go under `hooks`', () => {
  it("uses top-level hooks, with a warning, only when NODE_ENV is not 'production'", () => {
    const WidgetStoreContext = createContext<ReactReduxContextValue | null>(null);
    let customHookCalls = 0;
    const counted =
      <Hook extends (...args: never[]) => unknown>(hook: Hook) =>
      (...args: Parameters<Hook>) => {
        customHookCalls++;
        return hook(...args);
      };
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const outcomes: Record<string, unknown> = {};
    for (const nodeEnv of ['test', 'development', 'production']) {
      vi.stubEnv('NODE_ENV', nodeEnv);
      warned.mockClear();
      customHookCalls = 0;
      const createWidgetApi = buildCreateApi(
        coreModule(),
        reactHooksModule({
          // @ts-expect-error the 2.0 types only accept the hooks inside `hooks`
          useDispatch: counted(createDispatchHook(WidgetStoreContext)),
          useSelector: counted(createSelectorHook(WidgetStoreContext)),
          useStore: counted(createStoreHook(WidgetStoreContext)),
        }),
      );
      const widgetApi = createWidgetApi({
        baseQuery: fakeBaseQuery(),
        endpoints: (build) => ({ getWidgets: build.query<string[], void>({ queryFn: () => ({ data: ['gear'] }) }) }),
      });
      const store = configureStore({
        reducer: { [widgetApi.reducerPath]: widgetApi.reducer },
        middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(widgetApi.middleware),
      });
      function WidgetCount() {
        const { data = [] } = widgetApi.useGetWidgetsQuery();
        return createElement('p', null, data.length);
      }
      const render = (context?: typeof WidgetStoreContext) => {
        try {
          return renderToString(createElement(Provider, { store, context, children: createElement(WidgetCount) }));
        } catch {
          return 'throws';
        }
      };
      const widgetStore = render(WidgetStoreContext);
      const defaultStore = render();
      outcomes[nodeEnv] = {
        warnings: warned.mock.calls.map(([message]) => String(message).split('\n')[0]),
        usedCustomHooks: customHookCalls > 0,
        widgetStore,
        defaultStore,
      };
      store.dispatch(widgetApi.util.resetApiState());
    }
    const outsideProduction = {
      warnings: ['As of RTK 2.0, the hooks now need to be specified as one object, provided under a `hooks` key:'],
      usedCustomHooks: true,
      widgetStore: '<p>0</p>',
      defaultStore: 'throws',
    };
    expect(outcomes.test).toEqual(outsideProduction);
    expect(outcomes.development).toEqual(outsideProduction);
    // Production ignores them: the hooks read the default React-Redux context.
    expect(outcomes.production).toEqual({
      warnings: [],
      usedCustomHooks: false,
      widgetStore: 'throws',
      defaultStore: '<p>0</p>',
    });
  });
});

describe('usage/migrating-rtk-2 › Query hook behaviour to check', () => {
  it('ApiProvider throws inside an existing React-Redux Provider', () => {
    const api = createReactApi({ baseQuery: fakeBaseQuery(), endpoints: () => ({}) });
    const store = configureStore({ reducer: (state = 0) => state });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      renderToString(createElement(Provider, { store, children: createElement(ApiProvider, { api, children: null }) })),
    ).toThrow('Existing Redux context detected');
    errors.mockRestore();
  });

  it("throws for a query hook without the API's middleware whenever NODE_ENV is not 'production'", () => {
    const commentsApi = createReactApi({
      reducerPath: 'commentsApi',
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({
        getComments: build.query<string[], number>({ queryFn: () => ({ data: ['First!'] }) }),
      }),
    });
    const store = configureStore({ reducer: { [commentsApi.reducerPath]: commentsApi.reducer } });
    function CommentCount() {
      const { data = [] } = commentsApi.useGetCommentsQuery(42);
      return createElement('p', null, data.length);
    }
    const render = () => renderToString(createElement(Provider, { store, children: createElement(CommentCount) }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubEnv('NODE_ENV', 'test');
    expect(render).toThrow('Middleware for RTK-Query API at reducerPath "commentsApi" has not been added to the store');
    vi.stubEnv('NODE_ENV', 'production');
    expect(render()).toBe('<p>0</p>');
  });
});

describe('usage/migrating-rtk-2 › Pre-typed helpers with withTypes', () => {
  it('the installed React-Redux, Reselect and listener middleware all have withTypes', () => {
    expect(typeof useDispatch.withTypes).toBe('function');
    expect(typeof useSelector.withTypes).toBe('function');
    expect(typeof useStore.withTypes).toBe('function');
    expect(typeof createSelector.withTypes).toBe('function');
    expect(typeof createAsyncThunk.withTypes).toBe('function');
    const listenerMiddleware = createListenerMiddleware();
    expect(typeof listenerMiddleware.startListening.withTypes).toBe('function');
    expect(typeof toolkit.addListener.withTypes).toBe('function');
  });
});

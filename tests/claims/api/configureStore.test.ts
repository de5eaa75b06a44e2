import { addListener, configureStore, createListenerMiddleware, createSlice, Tuple } from '@reduxjs/toolkit';
import type { Middleware, StoreEnhancer, UnsubscribeListener } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';

const todosSlice = createSlice({
  name: 'todos',
  initialState: [] as string[],
  reducers: {
    todoAdded(state, action: { payload: string; type: string }) {
      state.push(action.payload);
    },
  },
});

function recordingMiddleware(seen: string[]): Middleware {
  return () => (next) => (action) => {
    seen.push((action as { type: string }).type);
    return next(action);
  };
}

interface DispatchCountExtension {
  getDispatchCount: () => number;
}

const dispatchCounter: StoreEnhancer<DispatchCountExtension> = (createStore) => (reducer, preloadedState) => {
  const store = createStore(reducer, preloadedState);
  let count = 0;
  const dispatch: typeof store.dispatch = (action) => {
    count += 1;
    return store.dispatch(action);
  };
  return { ...store, dispatch, getDispatchCount: () => count };
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('api/configureStore › Overview', () => {
  it('passes the preloaded state to createStore unchanged', () => {
    const preloadedState = { items: ['Buy milk'] };
    const store = configureStore({
      reducer: (state: { items: string[] } = { items: [] }) => state,
      preloadedState,
    });
    expect(store.getState()).toBe(preloadedState);
  });
});

describe('api/configureStore › middleware', () => {
  it('accepts a plain array from the callback at runtime; the Tuple is a type requirement', () => {
    const seen: string[] = [];
    const logger = recordingMiddleware(seen);
    const store = configureStore({
      reducer: { todos: todosSlice.reducer },
      // @ts-expect-error TypeScript requires a Tuple, not a plain array
      middleware: () => [logger],
    });
    store.dispatch(todosSlice.actions.todoAdded('Buy milk'));
    expect(seen).toEqual(['todos/todoAdded']);
    expect(store.getState().todos).toEqual(['Buy milk']);
  });

  it('throws for a legacy middleware array in development', () => {
    const logger = recordingMiddleware([]);
    expect(() =>
      configureStore({
        reducer: { todos: todosSlice.reducer },
        // @ts-expect-error the array form was removed in 2.0
        middleware: [logger],
      }),
    ).toThrow('`middleware` field must be a callback');
  });

  it('ignores a legacy middleware array in production and installs the defaults', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const seen: string[] = [];
    const store = configureStore({
      reducer: { todos: todosSlice.reducer },
      // @ts-expect-error the array form was removed in 2.0
      middleware: [recordingMiddleware(seen)],
    });
    store.dispatch(todosSlice.actions.todoAdded('Buy milk'));
    expect(seen).toEqual([]);
    // The default thunk middleware is installed instead
    const thunkResult = store.dispatch(() => 'thunk ran');
    expect(thunkResult).toBe('thunk ran');
  });
});

describe('api/configureStore › Return value', () => {
  const api = createApi({
    baseQuery: fakeBaseQuery(),
    endpoints: (build) => ({
      getCount: build.query<number, void>({ queryFn: () => ({ data: 1 }) }),
    }),
  });

  it('adds no dispatch signature for the RTK Query middleware', () => {
    const withApiMiddleware = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    });
    const withoutApiMiddleware = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
    });
    expectTypeOf(withApiMiddleware.dispatch).toEqualTypeOf(withoutApiMiddleware.dispatch);
    const action = { type: 'todos/todoAdded', payload: 'Buy milk' };
    expect(withApiMiddleware.dispatch(action)).toBe(action);
  });

  it('adds the listener middleware signature: addListener returns an unsubscribe function', () => {
    const listenerMiddleware = createListenerMiddleware();
    const store = configureStore({
      reducer: { todos: todosSlice.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listenerMiddleware.middleware),
    });
    const effect = vi.fn();
    const unsubscribe = store.dispatch(addListener({ actionCreator: todosSlice.actions.todoAdded, effect }));
    expectTypeOf(unsubscribe).toEqualTypeOf<UnsubscribeListener>();
    expect(typeof unsubscribe).toBe('function');
    store.dispatch(todosSlice.actions.todoAdded('Buy milk'));
    unsubscribe();
    store.dispatch(todosSlice.actions.todoAdded('Water plants'));
    expect(effect).toHaveBeenCalledTimes(1);
  });
});

describe('api/configureStore › Where your enhancers go in the list', () => {
  it('returns the middleware enhancer and the autoBatchEnhancer, and prepend puts yours first', () => {
    let defaults: readonly StoreEnhancer[] = [];
    let prepended: readonly StoreEnhancer[] = [];
    configureStore({
      reducer: { todos: todosSlice.reducer },
      enhancers: (getDefaultEnhancers) => {
        defaults = getDefaultEnhancers();
        const list = getDefaultEnhancers().prepend(dispatchCounter);
        prepended = list;
        return list;
      },
    });
    expect(defaults).toHaveLength(2);
    expect(prepended).toHaveLength(3);
    expect(prepended[0]).toBe(dispatchCounter);
  });

  it('applies no middleware when the list leaves out getDefaultEnhancers()', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    const store = configureStore({
      reducer: { todos: todosSlice.reducer },
      middleware: () => new Tuple(recordingMiddleware(seen)),
      enhancers: () => new Tuple(dispatchCounter),
    });
    store.dispatch(todosSlice.actions.todoAdded('Buy milk'));
    expect(seen).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('middleware enhancer was not included'));
    error.mockRestore();
  });
});

describe('api/configureStore › Write middleware before enhancers', () => {
  const logger = recordingMiddleware([]);

  it('keeps the enhancer extension in the store type when middleware comes first', () => {
    const store = configureStore({
      reducer: { todos: todosSlice.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(logger),
      enhancers: (getDefaultEnhancers) => getDefaultEnhancers().concat(dispatchCounter),
    });
    expectTypeOf(store.getDispatchCount).toEqualTypeOf<() => number>();
    store.dispatch(todosSlice.actions.todoAdded('Buy milk'));
    expect(store.getDispatchCount()).toBe(1);
  });

  it('fails to type-check when enhancers comes first', () => {
    const store = configureStore({
      reducer: { todos: todosSlice.reducer },
      enhancers: (getDefaultEnhancers) => getDefaultEnhancers().concat(dispatchCounter),
      // @ts-expect-error TS2322: "Source has 2 element(s) but target allows only 1"
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(logger),
    });
    // @ts-expect-error the enhancer's method is missing from the inferred store type
    expect(store.getDispatchCount()).toBe(0);
  });
});

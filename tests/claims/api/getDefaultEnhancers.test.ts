import { configureStore, createSlice, prepareAutoBatched } from '@reduxjs/toolkit';
import type { PayloadAction, StoreEnhancer } from '@reduxjs/toolkit';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';

const todosSlice = createSlice({
  name: 'todos',
  initialState: [] as string[],
  reducers: {
    todoAdded(state, action: PayloadAction<string>) {
      state.push(action.payload);
    },
    todoSynced: {
      reducer(state, action: PayloadAction<string>) {
        state.push(action.payload);
      },
      prepare: prepareAutoBatched<string>(),
    },
  },
});
const { todoAdded, todoSynced } = todosSlice.actions;

/** Records the type of every value its `dispatch` receives ('thunk' for functions). */
const recordingEnhancer =
  (seen: string[]): StoreEnhancer =>
  (createStore) =>
  (reducer, preloadedState) => {
    const store = createStore(reducer, preloadedState);
    const dispatch: typeof store.dispatch = (action) => {
      seen.push(typeof action === 'function' ? 'thunk' : action.type);
      return store.dispatch(action);
    };
    return { ...store, dispatch };
  };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('api/getDefaultEnhancers › How the order of the list works', () => {
  it('shows a prepended enhancer only what is dispatched on the store, and a concatenated one every plain action', () => {
    const before: string[] = [];
    const after: string[] = [];
    const store = configureStore({
      reducer: { todos: todosSlice.reducer },
      devTools: false,
      enhancers: (getDefaultEnhancers) =>
        getDefaultEnhancers().prepend(recordingEnhancer(before)).concat(recordingEnhancer(after)),
    });

    store.dispatch((dispatch) => {
      dispatch(todoAdded('Write docs'));
    });

    expect(before).toEqual(['thunk']);
    expect(after).toEqual(['todos/todoAdded']);
  });
});

describe('api/getDefaultEnhancers › Appending an enhancer with concat', () => {
  it("adds the enhancer's extension to the store type", () => {
    interface RecentActionsExtension {
      getRecentActionTypes: () => string[];
    }
    const recentActions: StoreEnhancer<RecentActionsExtension> = (createStore) => (reducer, preloadedState) => {
      const store = createStore(reducer, preloadedState);
      const types: string[] = [];
      const dispatch: typeof store.dispatch = (action) => {
        types.push(action.type);
        return store.dispatch(action);
      };
      return { ...store, dispatch, getRecentActionTypes: () => [...types] };
    };
    const store = configureStore({
      reducer: { todos: todosSlice.reducer },
      devTools: false,
      enhancers: (getDefaultEnhancers) => getDefaultEnhancers().concat(recentActions),
    });

    expectTypeOf(store.getRecentActionTypes).toEqualTypeOf<() => string[]>();
    store.dispatch(todoAdded('Write docs'));
    expect(store.getRecentActionTypes()).toEqual(['todos/todoAdded']);
  });
});

describe('api/getDefaultEnhancers › autoBatch', () => {
  it('notifies after 100 ms when no animation frame comes first', () => {
    vi.useFakeTimers();
    // A browser-like window whose animation frames never fire, as in a background tab.
    vi.stubGlobal('window', { requestAnimationFrame: () => 1, cancelAnimationFrame: () => {} });
    const store = configureStore({ reducer: { todos: todosSlice.reducer }, devTools: false });
    let notifications = 0;
    store.subscribe(() => {
      notifications += 1;
    });

    store.dispatch(todoSynced('From server'));
    vi.advanceTimersByTime(99);
    expect(notifications).toBe(0);
    vi.advanceTimersByTime(1);
    expect(notifications).toBe(1);
  });

  it('notifies after 10 ms where there is no requestAnimationFrame', () => {
    vi.useFakeTimers();
    const store = configureStore({ reducer: { todos: todosSlice.reducer }, devTools: false });
    let notifications = 0;
    store.subscribe(() => {
      notifications += 1;
    });

    store.dispatch(todoSynced('From server'));
    vi.advanceTimersByTime(9);
    expect(notifications).toBe(0);
    vi.advanceTimersByTime(1);
    expect(notifications).toBe(1);
  });
});

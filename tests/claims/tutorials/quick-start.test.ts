import { configureStore, createSlice } from '@reduxjs/toolkit';
import type { Dispatch, PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';

const counterSlice = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: {
    increment: (state) => {
      state.value += 1;
    },
    incrementByAmount: (state, action: PayloadAction<number>) => {
      state.value += action.payload;
    },
    reset: () => ({ value: 0 }),
  },
});
const { increment, incrementByAmount, reset } = counterSlice.actions;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('tutorials/quick-start › Step 2: Create the Redux store', () => {
  it('throws when a reducer changes the state it was given instead of returning a new one', () => {
    const scores = (state = { points: 0 }, action: UnknownAction) => {
      if (action.type === 'scores/scored') state.points += 1;
      return state;
    };
    const store = configureStore({ reducer: { scores } });
    expect(() => store.dispatch({ type: 'scores/scored' })).toThrow(/A state mutation was detected inside a dispatch/);
  });

  it('throws when code outside a reducer changes the state between two dispatches', () => {
    const todos = (state = { items: [] as string[] }) => state;
    const store = configureStore({ reducer: { todos } });
    store.getState().todos.items.push('Buy milk');
    expect(() => store.dispatch({ type: 'todos/anything' })).toThrow(
      /A state mutation was detected between dispatches/,
    );
  });

  class Session {
    constructor(readonly user: string) {}
  }

  it.each([
    ['a Map', new Map()],
    ['a class instance', new Session('ada')],
    ['a promise', Promise.resolve(1)],
  ])('logs an error in the console, and does not throw, for %s in an action or the state', (_name, value) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const lastSeen = (state: unknown = null, action: UnknownAction) =>
      action.type === 'lastSeen/set' ? action.payload : state;
    const store = configureStore({ reducer: { lastSeen } });

    expect(() => store.dispatch({ type: 'lastSeen/set', payload: value })).not.toThrow();
    const messages = logged.mock.calls.map((call) => String(call[0]));
    expect(messages.some((message) => message.includes('non-serializable value was detected in an action'))).toBe(true);
    expect(messages.some((message) => message.includes('non-serializable value was detected in the state'))).toBe(true);
    expect(store.getState().lastSeen).toBe(value);
  });
});

describe('tutorials/quick-start › Step 4: Create a counter slice', () => {
  it('generates action creators that return plain action objects typed name/reducerKey', () => {
    expect(increment()).toEqual({ type: 'counter/increment', payload: undefined });
    expect(incrementByAmount(5)).toEqual({ type: 'counter/incrementByAmount', payload: 5 });
    expect(reset()).toEqual({ type: 'counter/reset', payload: undefined });
  });

  it('changes nothing until the action is dispatched', () => {
    const store = configureStore({ reducer: { counter: counterSlice.reducer } });
    incrementByAmount(5);
    expect(store.getState().counter.value).toBe(0);
    store.dispatch(incrementByAmount(5));
    expect(store.getState().counter.value).toBe(5);
  });
});

describe('tutorials/quick-start › Step 5: Add the slice reducer to the store', () => {
  it('types AppDispatch as a dispatch that also accepts thunks, unlike the plain Dispatch type', () => {
    const store = configureStore({ reducer: { counter: counterSlice.reducer } });
    type AppDispatch = typeof store.dispatch;
    const dispatch: AppDispatch = store.dispatch;
    const addTwice = (thunkDispatch: AppDispatch) => {
      thunkDispatch(increment());
      thunkDispatch(increment());
      return 'done' as const;
    };

    expectTypeOf(dispatch(addTwice)).toEqualTypeOf<'done'>();
    expect(store.getState().counter.value).toBe(2);

    // @ts-expect-error the plain Dispatch type accepts only action objects, not thunk functions
    expectTypeOf<Dispatch>().toBeCallableWith(addTwice);
  });
});

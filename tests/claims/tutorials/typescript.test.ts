import { configureStore, createSlice } from '@reduxjs/toolkit';
import type { Action, PayloadAction, ThunkAction } from '@reduxjs/toolkit';
import { describe, expect, expectTypeOf, it } from 'vitest';

interface CounterState {
  value: number;
  status: 'idle' | 'loading' | 'failed';
  error: string | null;
}

describe('tutorials/typescript › Typing the slice state', () => {
  it('infers status: string and error: null from an unannotated initial state', () => {
    const slice = createSlice({
      name: 'counter',
      initialState: { value: 0, status: 'idle', error: null },
      reducers: {
        started: (state) => {
          // Compiles, because 'loading' is a string; a typo such as 'laoding' compiles as well.
          state.status = 'loading';
          state.status = 'laoding';
        },
        failed: (state) => {
          // @ts-expect-error error was inferred as null, so no message can be stored in it
          state.error = 'The server is down';
        },
      },
    });
    type State = ReturnType<typeof slice.reducer>;
    expectTypeOf<State['status']>().toEqualTypeOf<string>();
    expectTypeOf<State['error']>().toEqualTypeOf<null>();
    expect(slice.reducer(undefined, slice.actions.started()).status).toBe('laoding');
  });

  it('keeps the unions when the initial state is annotated with the interface', () => {
    const initialState: CounterState = { value: 0, status: 'idle', error: null };
    const slice = createSlice({
      name: 'counter',
      initialState,
      reducers: {
        started: (state) => {
          state.status = 'loading';
          // @ts-expect-error 'laoding' is not one of the three statuses
          state.status = 'laoding';
        },
      },
    });
    expectTypeOf<ReturnType<typeof slice.reducer>>().toEqualTypeOf<CounterState>();
  });

  it('checks an inline initial state with satisfies and widens it to the interface with as', () => {
    const slice = createSlice({
      name: 'counter',
      initialState: { value: 0, status: 'idle', error: null } satisfies CounterState as CounterState,
      reducers: {
        failed: (state, action: PayloadAction<string>) => {
          state.status = 'failed';
          state.error = action.payload;
        },
      },
    });
    expectTypeOf<ReturnType<typeof slice.reducer>>().toEqualTypeOf<CounterState>();
    expect(slice.reducer(undefined, slice.actions.failed('Timeout'))).toEqual({
      value: 0,
      status: 'failed',
      error: 'Timeout',
    });

    // `satisfies` alone keeps the narrow literal types: the state could never leave 'idle'.
    const narrow = { value: 0, status: 'idle', error: null } satisfies CounterState;
    expectTypeOf(narrow.status).toEqualTypeOf<'idle'>();
    expectTypeOf(narrow.error).toEqualTypeOf<null>();

    // `as` alone checks nothing about missing fields; `satisfies` first reports them.
    const unchecked = { value: 0, status: 'idle' } as CounterState;
    // @ts-expect-error property 'error' is missing, which satisfies reports
    const checked = { value: 0, status: 'idle' } satisfies CounterState as CounterState;
    expect([unchecked.error, checked.error]).toEqual([undefined, undefined]);
    // ...and a misspelled extra field, which `satisfies` reports as an excess property.
    const misspelled = {
      value: 0,
      status: 'idle',
      error: null,
      // @ts-expect-error 'stauts' does not exist in CounterState
      stauts: 'idle',
    } satisfies CounterState as CounterState;
    expect(misspelled.status).toBe('idle');
  });
});

describe('tutorials/typescript › Step 7: Write typed thunks', () => {
  it('incrementIfOdd adds the amount for odd counts, negative ones included, and not for even counts', () => {
    const counterSlice = createSlice({
      name: 'counter',
      initialState: { value: 0 },
      reducers: {
        incrementByAmount: (state, action: PayloadAction<number>) => {
          state.value += action.payload;
        },
      },
      selectors: { selectCount: (counter) => counter.value },
    });
    const { incrementByAmount } = counterSlice.actions;
    const { selectCount } = counterSlice.selectors;
    const store = configureStore({ reducer: { counter: counterSlice.reducer } });
    type RootState = ReturnType<typeof store.getState>;
    type AppThunk<ThunkReturnType = void> = ThunkAction<ThunkReturnType, RootState, unknown, Action>;
    const incrementIfOdd =
      (amount: number): AppThunk =>
      (dispatch, getState) => {
        const currentValue = selectCount(getState());
        if (currentValue % 2 !== 0) {
          dispatch(incrementByAmount(amount));
        }
      };

    store.dispatch(incrementByAmount(-3));
    expect(-3 % 2).toBe(-1);
    store.dispatch(incrementIfOdd(2));
    expect(store.getState().counter.value).toBe(-1);
    store.dispatch(incrementIfOdd(1));
    expect(store.getState().counter.value).toBe(0);
    store.dispatch(incrementIfOdd(5));
    expect(store.getState().counter.value).toBe(0);
  });
});

import { combineSlices, configureStore, createReducer, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';

describe('api/combineSlices › slices', () => {
  it('keeps the later reducer for a duplicate key, while the type intersects both states', () => {
    const themeSlice = createSlice({ name: 'theme', initialState: { mode: 'light' }, reducers: {} });
    const legacyThemeReducer = createReducer('dark' as string, () => {});
    const rootReducer = combineSlices(themeSlice, { theme: legacyThemeReducer });
    const state = rootReducer(undefined, { type: 'app/init' });
    expectTypeOf(state.theme).toEqualTypeOf<{ mode: string } & string>();
    expect(state.theme).toBe('dark');
  });
});

describe("api/combineSlices › Removing a slice's state", () => {
  interface ReportsState {
    rows: { day: string; orders: number }[];
  }
  const sessionSlice = createSlice({
    name: 'session',
    initialState: { userName: null as string | null },
    reducers: {},
  });
  const reportsSlice = createSlice({
    name: 'reports',
    initialState: { rows: [] } as ReportsState | null,
    reducers: {
      rowsLoaded: (_state, action: PayloadAction<ReportsState['rows']>) => ({ rows: action.payload }),
    },
    selectors: {
      selectRowCount: (reports) => reports?.rows.length ?? 0,
    },
  });

  function setup() {
    const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<WithSlice<typeof reportsSlice>>();
    const store = configureStore({ reducer: rootReducer });
    const injected = reportsSlice.injectInto(rootReducer);
    return { rootReducer, store, injected };
  }

  it('sets the key to null on the next action after injecting a null reducer with overrideExisting, without logging', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rootReducer, store, injected } = setup();
    store.dispatch(injected.actions.rowsLoaded([{ day: '2024-05-01', orders: 31 }]));
    expect(injected.selectors.selectRowCount(store.getState())).toBe(1);

    rootReducer.inject({ reducerPath: 'reports', reducer: () => null }, { overrideExisting: true });
    expect(store.getState().reports).toEqual({ rows: [{ day: '2024-05-01', orders: 31 }] });
    store.dispatch({ type: 'admin/left' });
    expect(store.getState().reports).toBeNull();
    expect(injected.selectors.selectRowCount(store.getState())).toBe(0);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('rejects the null reducer in TypeScript when the declared state does not allow null', () => {
    const strictSlice = createSlice({ name: 'reports', initialState: { rows: [] } as ReportsState, reducers: {} });
    const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<WithSlice<typeof strictSlice>>();
    // @ts-expect-error the reducer's state must match the declared ReportsState
    rootReducer.inject({ reducerPath: 'reports', reducer: () => null }, { overrideExisting: true });
  });

  it('does not restore the initial state when the slice is injected again', () => {
    const { rootReducer, store } = setup();
    rootReducer.inject({ reducerPath: 'reports', reducer: () => null }, { overrideExisting: true });
    store.dispatch({ type: 'admin/left' });
    const again = reportsSlice.injectInto(rootReducer, { overrideExisting: true });
    store.dispatch({ type: 'admin/entered' });
    expect(store.getState().reports).toBeNull();
    store.dispatch(again.actions.rowsLoaded([{ day: '2024-05-02', orders: 12 }]));
    expect(again.selectors.selectRowCount(store.getState())).toBe(1);
  });
});

import { createDraftSafeSelector, createNextState, createSelector, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

const cacheSizeWarnings = (warn: { mock: { calls: unknown[][] } }) =>
  warn.mock.calls.map((call) => String(call[0])).filter((message) => message.includes('distinct values'));

describe('api/createSelector › options', () => {
  it('ignores a per-selector cacheSizeCheck: the warning still appears', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const selectPage = createSelector(
      [(state: { pageSize: number }) => state.pageSize, (_state: { pageSize: number }, page: number) => page],
      (pageSize, page) => ({ offset: pageSize * page }),
      { devModeChecks: { cacheSizeCheck: 'never' } },
    );
    const state = { pageSize: 20 };
    for (let page = 0; page < 1002; page++) selectPage(state, page);

    expect(cacheSizeWarnings(warn).length).toBeGreaterThan(0);
  });
});

describe('api/createSelector › Choosing a different memoizer', () => {
  type OrdersState = { orders: { byId: Record<number, { totalCents: number }> } };
  const state: OrdersState = { orders: { byId: {} } };
  const selectById = (s: OrdersState) => s.orders.byId;
  const selectOrderId = (_s: OrdersState, orderId: number) => orderId;
  const combine = (byId: OrdersState['orders']['byId'], orderId: number) => ({
    orderId,
    totalCents: byId[orderId]?.totalCents ?? 0,
  });

  it('keeps growing the arguments cache when maxSize is only in memoizeOptions', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const selectOrderSummary = createSelector([selectById, selectOrderId], combine, {
      memoizeOptions: { maxSize: 50 },
    });
    for (let orderId = 0; orderId < 1002; orderId++) selectOrderSummary(state, orderId);

    expect(cacheSizeWarnings(warn).some((message) => message.includes('dependenciesChecker'))).toBe(true);
  });

  it('bounds both caches when maxSize is in memoizeOptions and argsMemoizeOptions', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const selectOrderSummary = createSelector([selectById, selectOrderId], combine, {
      memoizeOptions: { maxSize: 50 },
      argsMemoizeOptions: { maxSize: 50 },
    });
    for (let orderId = 0; orderId < 1002; orderId++) selectOrderSummary(state, orderId);
    expect(cacheSizeWarnings(warn)).toEqual([]);

    // Recent results survive a generation change; old ones are dropped.
    const recent = selectOrderSummary(state, 1001);
    expect(selectOrderSummary(state, 1001)).toBe(recent);
    const before = selectOrderSummary.recomputations();
    selectOrderSummary(state, 0);
    expect(selectOrderSummary.recomputations()).toBe(before + 1);
  });
});

interface Task {
  id: string;
  done: boolean;
}
interface TasksState {
  items: Task[];
  allDone: boolean;
}

function makeTasksSlice(createSelectorFn: typeof createSelector) {
  const selectOpenTasks = createSelectorFn([(state: TasksState) => state.items], (items) =>
    items.filter((task) => !task.done),
  );
  return createSlice({
    name: 'tasks',
    initialState: {
      items: [
        { id: 'write-docs', done: false },
        { id: 'ship', done: false },
      ],
      allDone: false,
    } as TasksState,
    reducers: {
      taskCompleted(state, action: PayloadAction<string>) {
        const isOpen = selectOpenTasks(state).some((task) => task.id === action.payload);
        if (!isOpen) return;
        const task = state.items.find((item) => item.id === action.payload);
        if (task) task.done = true;
        state.allDone = selectOpenTasks(state).length === 0;
      },
    },
  });
}

describe('api/createSelector › Selecting from a draft inside a reducer', () => {
  it('sees the change on the second call with createDraftSafeSelector', () => {
    const slice = makeTasksSlice(createDraftSafeSelector);
    const afterFirst = slice.reducer(undefined, slice.actions.taskCompleted('write-docs'));
    const afterBoth = slice.reducer(afterFirst, slice.actions.taskCompleted('ship'));
    expect([afterFirst.allDone, afterBoth.allDone]).toEqual([false, true]);
  });

  it('returns the cached, stale list on the second call with createSelector', () => {
    const slice = makeTasksSlice(createSelector);
    const afterFirst = slice.reducer(undefined, slice.actions.taskCompleted('write-docs'));
    const afterBoth = slice.reducer(afterFirst, slice.actions.taskCompleted('ship'));
    expect(afterBoth.items.every((task) => task.done)).toBe(true);
    expect(afterBoth.allDone).toBe(false);
  });
});

describe('api/createSelector › Notes', () => {
  const selectOpenTasks = createDraftSafeSelector(
    [(state: { items: Task[]; version: number }) => state.items],
    (items) => items.filter((task) => !task.done),
  );
  const base: { items: Task[]; version: number } = Object.freeze({
    items: Object.freeze([Object.freeze({ id: 'ship', done: false })]) as Task[],
    version: 0,
  });

  it('throws when you write to a frozen object from the result', () => {
    expect(() =>
      createNextState(base, (draft) => {
        selectOpenTasks(draft)[0].done = true;
      }),
    ).toThrow(TypeError);
  });

  it('changes only a copy when the draft was modified first', () => {
    const next = createNextState(base, (draft) => {
      draft.items[0].id = 'ship-v2';
      selectOpenTasks(draft)[0].done = true;
    });
    expect(next.items[0]).toEqual({ id: 'ship-v2', done: false });
  });

  it('runs the input selectors on every call on a modified draft', () => {
    createNextState(base, (draft) => {
      draft.version = 1;
      selectOpenTasks.resetDependencyRecomputations();
      selectOpenTasks(draft);
      selectOpenTasks(draft);
      selectOpenTasks(draft);
      expect(selectOpenTasks.dependencyRecomputations()).toBe(3);
    });
  });
});

describe('api/createSelector › Return value', () => {
  it('gives input selectors the state type through withTypes', () => {
    type RootState = { cart: { lines: { productId: string; quantity: number }[] } };
    const createAppSelector = createSelector.withTypes<RootState>();
    const selectItemCount = createAppSelector([(state) => state.cart.lines], (lines) =>
      lines.reduce((sum, line) => sum + line.quantity, 0),
    );
    expectTypeOf(selectItemCount).parameter(0).toEqualTypeOf<RootState>();
    expect(selectItemCount({ cart: { lines: [{ productId: 'p1', quantity: 3 }] } })).toBe(3);
  });
});

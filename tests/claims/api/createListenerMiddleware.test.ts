import { configureStore, createListenerMiddleware, createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { describe, expect, expectTypeOf, it } from 'vitest';

const cartSlice = createSlice({
  name: 'cart',
  initialState: { quantities: {} as Record<string, number> },
  reducers: {
    itemAdded(state, action: PayloadAction<string>) {
      state.quantities[action.payload] = (state.quantities[action.payload] ?? 0) + 1;
    },
    itemRemoved(state, action: PayloadAction<string>) {
      delete state.quantities[action.payload];
    },
    checkoutClicked() {},
  },
});
const { itemAdded, itemRemoved, checkoutClicked } = cartSlice.actions;

function setupStore() {
  const listenerMiddleware = createListenerMiddleware();
  const store = configureStore({
    reducer: { cart: cartSlice.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listenerMiddleware.middleware),
  });
  const startAppListening = listenerMiddleware.startListening.withTypes<ReturnType<typeof store.getState>>();
  return { store, listenerMiddleware, startAppListening };
}

describe('api/createListenerMiddleware › predicate', () => {
  it('accepts a matcher as the predicate, with the same actions and action type', () => {
    const { store, listenerMiddleware, startAppListening } = setupStore();
    const isCartEdit = isAnyOf(itemAdded, itemRemoved);
    const seen: string[] = [];
    startAppListening({
      predicate: isCartEdit,
      effect: (action) => {
        expectTypeOf(action.payload).toEqualTypeOf<string>();
        seen.push(`${action.type} ${action.payload}`);
      },
    });
    store.dispatch(itemAdded('kettle'));
    store.dispatch(checkoutClicked());
    store.dispatch(itemRemoved('kettle'));
    expect(seen).toEqual(['cart/itemAdded kettle', 'cart/itemRemoved kettle']);
    listenerMiddleware.clearListeners();
  });
});

describe('api/createListenerMiddleware › Listener versions of saga helpers', () => {
  it('throttles with unsubscribe, delay and subscribe', async () => {
    const { store, listenerMiddleware, startAppListening } = setupStore();
    let runs = 0;
    let finished!: () => void;
    let windowClosed = new Promise<void>((resolve) => (finished = resolve));
    startAppListening({
      actionCreator: checkoutClicked,
      effect: async (_action, listenerApi) => {
        listenerApi.unsubscribe();
        runs += 1;
        await listenerApi.delay(20);
        listenerApi.subscribe();
        finished();
      },
    });
    store.dispatch(checkoutClicked());
    store.dispatch(checkoutClicked());
    store.dispatch(checkoutClicked());
    expect(runs).toBe(1);
    await windowClosed;
    windowClosed = new Promise<void>((resolve) => (finished = resolve));
    store.dispatch(checkoutClicked());
    expect(runs).toBe(2);
    await windowClosed;
    listenerMiddleware.clearListeners();
  });

  it('keeps only the latest run with cancelActiveListeners', async () => {
    const { store, listenerMiddleware, startAppListening } = setupStore();
    const completed: string[] = [];
    const settled: Promise<void>[] = [];
    startAppListening({
      actionCreator: itemAdded,
      effect: (action, listenerApi) => {
        listenerApi.cancelActiveListeners();
        const run = (async () => {
          await listenerApi.delay(10);
          completed.push(action.payload);
        })();
        settled.push(run.catch(() => {}));
        return run;
      },
    });
    store.dispatch(itemAdded('mug'));
    store.dispatch(itemAdded('kettle'));
    await Promise.all(settled);
    expect(completed).toEqual(['kettle']);
    listenerMiddleware.clearListeners();
  });
});

import { configureStore, isImmutableDefault } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';

interface InventoryState {
  stockBySku: Record<string, { sku: string; inStock: number }>;
  lastAction: string;
}

const initialInventory = (): InventoryState => ({
  stockBySku: { 'MUG-01': { sku: 'MUG-01', inStock: 12 } },
  lastAction: '',
});

/** A reducer written without Immer, with one mutating and one deleting bug. */
function inventoryReducer(state = initialInventory(), action: UnknownAction): InventoryState {
  if (action.type === 'inventory/itemSold') {
    state.stockBySku['MUG-01'].inStock -= 1;
    return { ...state };
  }
  if (action.type === 'inventory/itemDiscontinued') {
    delete state.stockBySku['MUG-01'];
    return { ...state };
  }
  if (action.type === 'inventory/restocked') {
    return { ...state, lastAction: 'restocked' };
  }
  return state;
}

const makeStore = () => configureStore({ reducer: { inventory: inventoryReducer } });

describe('api/immutabilityMiddleware › Catching a reducer that mutates', () => {
  it('throws with the path and the action as JSON', () => {
    const store = makeStore();
    expect(() => store.dispatch({ type: 'inventory/itemSold' })).toThrow(
      'A state mutation was detected inside a dispatch, in the path: inventory.stockBySku.MUG-01.inStock. ' +
        'Take a look at the reducer(s) handling the action {"type":"inventory/itemSold"}.',
    );
  });
});

describe('api/immutabilityMiddleware › What it detects', () => {
  it('reports a deleted key', () => {
    const store = makeStore();
    expect(() => store.dispatch({ type: 'inventory/itemDiscontinued' })).toThrow(
      'A state mutation was detected inside a dispatch, in the path: inventory.stockBySku.MUG-01.',
    );
  });
});

describe('api/immutabilityMiddleware › What happens to the action when it throws', () => {
  it('keeps the new state after an "inside a dispatch" error', () => {
    const store = makeStore();
    expect(() => store.dispatch({ type: 'inventory/itemSold' })).toThrow();
    expect(store.getState().inventory.stockBySku['MUG-01'].inStock).toBe(11);
  });

  it('stops the action after a "between dispatches" error, and does not report the mutation twice', () => {
    const store = makeStore();
    store.getState().inventory.stockBySku['MUG-01'].inStock = 0;

    expect(() => store.dispatch({ type: 'inventory/restocked' })).toThrow(
      "A state mutation was detected between dispatches, in the path 'inventory.stockBySku.MUG-01.inStock'.",
    );
    expect(store.getState().inventory.lastAction).toBe('');

    expect(() => store.dispatch({ type: 'inventory/restocked' })).not.toThrow();
    expect(store.getState().inventory.lastAction).toBe('restocked');
  });
});

describe('api/immutabilityMiddleware › isImmutable', () => {
  it('needs an annotated parameter when passed through getDefaultMiddleware', () => {
    const store = configureStore({
      reducer: { inventory: inventoryReducer },
      middleware: (getDefaultMiddleware) =>
        getDefaultMiddleware({
          immutableCheck: {
            isImmutable: (value: unknown) => isImmutableDefault(value) || ArrayBuffer.isView(value),
          },
        }),
    });
    expect(() => store.dispatch({ type: 'inventory/itemSold' })).toThrow('inventory.stockBySku.MUG-01.inStock');

    configureStore({
      reducer: { inventory: inventoryReducer },
      middleware: (getDefaultMiddleware) =>
        getDefaultMiddleware({
          // @ts-expect-error without the annotation the options object is not assignable to `true`
          immutableCheck: {
            // @ts-expect-error the parameter is implicitly `any`
            isImmutable: (value) => isImmutableDefault(value),
          },
        }),
    });
  });
});

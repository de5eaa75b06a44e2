import { configureStore, createSlice, prepareAutoBatched } from '@reduxjs/toolkit';
import type { AutoBatchOptions } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';

const pricesSlice = createSlice({
  name: 'prices',
  initialState: { updates: 0 },
  reducers: {
    priceUpdated: {
      reducer(state) {
        state.updates += 1;
      },
      prepare: prepareAutoBatched<{ productId: string; priceCents: number }>(),
    },
    pageOpened() {},
  },
});
const { priceUpdated, pageOpened } = pricesSlice.actions;

function makeStore(autoBatch: AutoBatchOptions) {
  const store = configureStore({
    reducer: pricesSlice.reducer,
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch }),
  });
  let notifications = 0;
  store.subscribe(() => {
    notifications += 1;
  });
  return { store, notifications: () => notifications };
}

describe('api/autoBatchEnhancer › queueNotification', () => {
  it('queues nothing new until notify has run', () => {
    const queued: Array<() => void> = [];
    const { store, notifications } = makeStore({
      type: 'callback',
      queueNotification: (notify) => {
        queued.push(notify);
      },
    });

    store.dispatch(priceUpdated({ productId: 'mug-01', priceCents: 1299 }));
    store.dispatch(priceUpdated({ productId: 'mug-01', priceCents: 1199 }));
    expect(queued).toHaveLength(1);
    expect(notifications()).toBe(0);

    // An unmarked action notifies at once; the marked one after it still waits for the same notify.
    store.dispatch(pageOpened());
    expect(notifications()).toBe(1);
    store.dispatch(priceUpdated({ productId: 'mug-01', priceCents: 1099 }));
    expect(queued).toHaveLength(1);
    expect(notifications()).toBe(1);

    queued[0]();
    expect(notifications()).toBe(2);
    expect(store.getState().updates).toBe(3);
  });

  it('makes notify a no-op when an unmarked action notified in the meantime', () => {
    const queued: Array<() => void> = [];
    const { store, notifications } = makeStore({
      type: 'callback',
      queueNotification: (notify) => {
        queued.push(notify);
      },
    });

    store.dispatch(priceUpdated({ productId: 'mug-01', priceCents: 1299 }));
    store.dispatch(pageOpened());
    expect(notifications()).toBe(1);
    queued[0]();
    expect(notifications()).toBe(1);
  });
});

describe('api/autoBatchEnhancer › Choosing when subscribers are notified', () => {
  it("lets one await after a batched dispatch flush the 'tick' notification", async () => {
    const { store, notifications } = makeStore({ type: 'tick' });

    store.dispatch(priceUpdated({ productId: 'mug-01', priceCents: 1299 }));
    store.dispatch(priceUpdated({ productId: 'mug-01', priceCents: 1199 }));
    expect(notifications()).toBe(0);
    await undefined;
    expect(notifications()).toBe(1);
  });
});

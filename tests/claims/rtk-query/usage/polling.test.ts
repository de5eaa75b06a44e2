import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery, setupListeners } from '@reduxjs/toolkit/query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface Order {
  id: string;
  status: string;
}

/** An API whose request takes `responseMs` and records when each request starts. */
function createOrdersApi(responseMs: number) {
  const starts: number[] = [];
  const api = createApi({
    reducerPath: 'ordersApi',
    baseQuery: fakeBaseQuery(),
    endpoints: (build) => ({
      getOrder: build.query<Order, string>({
        async queryFn(id) {
          starts.push(Date.now());
          await new Promise((resolve) => setTimeout(resolve, responseMs));
          return { data: { id, status: 'packed' } };
        },
      }),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  return { api, store, starts };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('rtk-query/usage/polling › Polling with `pollingInterval`', () => {
  it('counts the interval from the end of each request', async () => {
    const { api, store, starts } = createOrdersApi(1_000);
    const subscription = store.dispatch(
      api.endpoints.getOrder.initiate('42', { subscriptionOptions: { pollingInterval: 5_000 } }),
    );
    await vi.advanceTimersByTimeAsync(12_500);
    expect(starts).toEqual([0, 6_000, 12_000]);
    subscription.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage/polling › Changing or stopping the interval', () => {
  it('moves the next poll to the start of the current wait plus a longer interval', async () => {
    const { api, store, starts } = createOrdersApi(1_000);
    const subscription = store.dispatch(
      api.endpoints.getOrder.initiate('42', { subscriptionOptions: { pollingInterval: 5_000 } }),
    );
    // The first request ends at 1 000 ms; the wait for the next poll starts then.
    await vi.advanceTimersByTimeAsync(3_000);
    subscription.updateSubscriptionOptions({ pollingInterval: 10_000 });
    await vi.advanceTimersByTimeAsync(7_999);
    expect(starts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(starts).toEqual([0, 11_000]);
    subscription.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });

  it('reschedules a shorter interval from the moment of the change, if that is sooner', async () => {
    const { api, store, starts } = createOrdersApi(0);
    const subscription = store.dispatch(
      api.endpoints.getOrder.initiate('42', { subscriptionOptions: { pollingInterval: 10_000 } }),
    );
    await vi.advanceTimersByTimeAsync(2_000);
    subscription.updateSubscriptionOptions({ pollingInterval: 3_000 });
    await vi.advanceTimersByTimeAsync(3_100);
    expect(starts).toEqual([0, 5_000]);
    subscription.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage/polling › Pausing in background tabs with `skipPollingIfUnfocused`', () => {
  it('pauses only while the page is hidden: setupListeners does not listen to blur', async () => {
    const listeners = new Map<string, () => void>();
    const document = { visibilityState: 'visible' };
    vi.stubGlobal('window', {
      document,
      addEventListener: (type: string, handler: () => void) => listeners.set(type, handler),
      removeEventListener: (type: string) => listeners.delete(type),
    });
    const { api, store, starts } = createOrdersApi(0);
    const stopListening = setupListeners(store.dispatch);
    expect([...listeners.keys()].sort()).toEqual(['focus', 'offline', 'online', 'visibilitychange']);

    const subscription = store.dispatch(
      api.endpoints.getOrder.initiate('42', {
        subscriptionOptions: { pollingInterval: 5_000, skipPollingIfUnfocused: true },
      }),
    );
    await vi.advanceTimersByTimeAsync(5_100);
    expect(starts).toEqual([0, 5_000]);

    document.visibilityState = 'hidden';
    listeners.get('visibilitychange')!();
    expect(store.getState().ordersApi.config.focused).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(starts).toEqual([0, 5_000]);

    document.visibilityState = 'visible';
    listeners.get('visibilitychange')!();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(starts).toHaveLength(3);

    stopListening();
    subscription.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage/polling › Several components polling one entry', () => {
  it('polls once at the lowest non-zero interval, and stops when no subscriber polls', async () => {
    const { api, store, starts } = createOrdersApi(0);
    const fast = store.dispatch(
      api.endpoints.getOrder.initiate('42', { subscriptionOptions: { pollingInterval: 5_000 } }),
    );
    const slow = store.dispatch(
      api.endpoints.getOrder.initiate('42', { subscriptionOptions: { pollingInterval: 30_000 } }),
    );
    const reader = store.dispatch(api.endpoints.getOrder.initiate('42'));
    await vi.advanceTimersByTimeAsync(10_100);
    // One request per 5 s (timer batching can add a millisecond), not one per subscriber.
    expect(starts).toHaveLength(3);
    expect(starts[2]! - starts[1]!).toBeGreaterThanOrEqual(5_000);
    expect(starts[2]! - starts[1]!).toBeLessThan(5_010);

    fast.unsubscribe();
    slow.unsubscribe();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(starts).toHaveLength(3);
    reader.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

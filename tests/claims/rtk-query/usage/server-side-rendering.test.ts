import { createAction } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import { storeWithApi } from '../../support/api-store';

const apiStateHydrated = createAction<unknown>('app/apiStateHydrated');

function productsApiWith(requests: number[], refetchOnMountOrArgChange?: number) {
  return createApi({
    reducerPath: 'productsApi',
    baseQuery: fakeBaseQuery(),
    refetchOnMountOrArgChange,
    extractRehydrationInfo(action): any {
      if (apiStateHydrated.match(action)) return action.payload;
    },
    endpoints: (build) => ({
      getProduct: build.query<{ id: number; name: string }, number>({
        queryFn: (id) => {
          requests.push(id);
          return { data: { id, name: 'Desk lamp' } };
        },
      }),
    }),
  });
}

describe('rtk-query/usage/server-side-rendering › Waiting with `getRunningQueriesThunk`', () => {
  it('lists requests started by initiate, but not writes made with upsertQueryData', async () => {
    const api = productsApiWith([]);
    const store = storeWithApi(api);
    const upsert = store.dispatch(api.util.upsertQueryData('getProduct', 1, { id: 1, name: 'Lamp' }));
    expect(store.dispatch(api.util.getRunningQueriesThunk())).toHaveLength(0);
    await upsert;
    const request = store.dispatch(api.endpoints.getProduct.initiate(2));
    expect(store.dispatch(api.util.getRunningQueriesThunk())).toHaveLength(1);
    await request;
    request.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage/server-side-rendering › Refreshing statically generated data', () => {
  async function buildTimeState(requests: number[]) {
    const api = productsApiWith(requests, 900);
    const buildStore = storeWithApi(api);
    await buildStore.dispatch(api.endpoints.getProduct.initiate(1));
    const state = buildStore.getState().productsApi;
    buildStore.dispatch(api.util.resetApiState());
    return { api, state };
  }

  it('keeps the build time, so refetchOnMountOrArgChange refetches data older than the limit', async () => {
    const requests: number[] = [];
    const { api, state } = await buildTimeState(requests);
    const entry = state.queries['getProduct(1)']!;
    const aged = {
      ...state,
      queries: { 'getProduct(1)': { ...entry, fulfilledTimeStamp: entry.fulfilledTimeStamp! - 901_000 } },
    };
    const client = storeWithApi(api);
    client.dispatch(apiStateHydrated(aged));
    const subscription = client.dispatch(api.endpoints.getProduct.initiate(1));
    await subscription;
    expect(requests).toEqual([1, 1]);
    subscription.unsubscribe();
    client.dispatch(api.util.resetApiState());
  });

  it('uses hydrated data younger than the limit without a request', async () => {
    const requests: number[] = [];
    const { api, state } = await buildTimeState(requests);
    const client = storeWithApi(api);
    client.dispatch(apiStateHydrated(state));
    const subscription = client.dispatch(api.endpoints.getProduct.initiate(1));
    expect((await subscription).data).toEqual({ id: 1, name: 'Desk lamp' });
    expect(requests).toEqual([1]);
    subscription.unsubscribe();
    client.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage/server-side-rendering › Next.js App Router', () => {
  it('serves an entry seeded with upsertQueryEntries to the first subscriber without a request', async () => {
    const requests: number[] = [];
    const api = productsApiWith(requests);
    const store = storeWithApi(api);
    store.dispatch(
      api.util.upsertQueryEntries([{ endpointName: 'getProduct', arg: 3, value: { id: 3, name: 'Desk lamp' } }]),
    );
    const subscription = store.dispatch(api.endpoints.getProduct.initiate(3));
    expect((await subscription).data).toEqual({ id: 3, name: 'Desk lamp' });
    expect(requests).toEqual([]);
    subscription.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { storeWithApi } from '../../../support/api-store';

function makeActivityApi() {
  const started: string[] = [];
  let merges = 0;
  const api = createApi({
    // answers every `query` endpoint with a raw profile
    baseQuery: async () => ({ data: { fullName: 'Server Name' } }),
    tagTypes: ['Activity'],
    endpoints: (build) => ({
      getActivity: build.query<string[], void>({
        queryFn: () => ({ data: ['from the server'] }),
        merge: (cachedEvents, newEvents) => {
          merges += 1;
          cachedEvents.push(...newEvents);
        },
        onQueryStarted: () => {
          started.push('getActivity');
        },
        providesTags: ['Activity'],
      }),
      getProfile: build.query<{ name: string }, number>({
        query: (id) => `profiles/${id}`,
        transformResponse: (raw: { fullName: string }) => ({ name: raw.fullName }),
      }),
    }),
  });
  return { api, store: storeWithApi(api), started, merges: () => merges };
}

describe('rtk-query/api/created-api/api-slice-utils › upsertQueryData', () => {
  it('stores the first value as is, then merges later values on an endpoint with merge', async () => {
    const { api, store, merges } = makeActivityApi();
    const select = api.endpoints.getActivity.select();
    await store.dispatch(api.util.upsertQueryData('getActivity', undefined, ['signed in']));
    expect(select(store.getState()).data).toEqual(['signed in']);
    expect(merges()).toBe(0);
    await store.dispatch(api.util.upsertQueryData('getActivity', undefined, ['opened cart']));
    expect(select(store.getState()).data).toEqual(['signed in', 'opened cart']);
    expect(merges()).toBe(1);
    store.dispatch(api.util.resetApiState());
  });

  it('replaces the data on an endpoint without merge, and does not run transformResponse', async () => {
    const { api, store } = makeActivityApi();
    await store.dispatch(api.endpoints.getProfile.initiate(1, { subscribe: false }));
    expect(api.endpoints.getProfile.select(1)(store.getState()).data).toEqual({ name: 'Server Name' });
    await store.dispatch(api.util.upsertQueryData('getProfile', 1, { name: 'Ada' }));
    await store.dispatch(api.util.upsertQueryData('getProfile', 1, { name: 'Grace' }));
    expect(api.endpoints.getProfile.select(1)(store.getState()).data).toEqual({ name: 'Grace' });
    store.dispatch(api.util.resetApiState());
  });

  it('runs onQueryStarted and providesTags like a request', async () => {
    const { api, store, started } = makeActivityApi();
    await store.dispatch(api.util.upsertQueryData('getActivity', undefined, ['signed in']));
    expect(started).toEqual(['getActivity']);
    expect(api.util.selectInvalidatedBy(store.getState(), ['Activity'])).toEqual([
      { endpointName: 'getActivity', originalArgs: undefined, queryCacheKey: 'getActivity(undefined)' },
    ]);
    store.dispatch(api.util.resetApiState());
  });

  it('does not write a value that the endpoint schema rejects', async () => {
    const api = createApi({
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({
        getTag: build.query<{ label: string }, number>({
          queryFn: () => ({ data: { label: 'from the server' } }),
          responseSchema: z.object({ label: z.string().min(1) }),
          catchSchemaFailure: () => 'invalid',
        }),
      }),
    });
    const store = storeWithApi(api);
    const result = await store.dispatch(api.util.upsertQueryData('getTag', 1, { label: '' }));
    expect(result.isError).toBe(true);
    expect(api.endpoints.getTag.select(1)(store.getState()).data).toBeUndefined();
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/api/created-api/api-slice-utils › upsertQueryEntries', () => {
  it('merges into existing data on an endpoint with merge, without onQueryStarted', async () => {
    const { api, store, started } = makeActivityApi();
    await store.dispatch(api.util.upsertQueryData('getActivity', undefined, ['signed in']));
    store.dispatch(
      api.util.upsertQueryEntries([{ endpointName: 'getActivity', arg: undefined, value: ['checked out'] }]),
    );
    expect(api.endpoints.getActivity.select()(store.getState()).data).toEqual(['signed in', 'checked out']);
    expect(started).toEqual(['getActivity']);
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/api/created-api/api-slice-utils › upsertQueryEntries', () => {
  it("skips unknown endpoints and stores promises as-is, warning whenever NODE_ENV is not 'production'", () => {
    vi.stubEnv('NODE_ENV', 'test');
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api, store } = makeActivityApi();
    const pending = Promise.resolve(['later']);
    store.dispatch(
      api.util.upsertQueryEntries([
        { endpointName: 'getHistory' as 'getActivity', arg: undefined, value: ['ignored'] },
        { endpointName: 'getActivity', arg: undefined, value: pending as unknown as string[] },
      ]),
    );
    expect(warned.mock.calls.map(([message]) => message)).toEqual([
      'upsertQueryEntries: "getHistory" is not a query or infinite query endpoint. This entry will be skipped.',
      'upsertQueryEntries: the value for "getActivity" is a promise. upsertQueryEntries stores values as-is, so await the promise and upsert the result instead.',
    ]);
    expect(api.endpoints.getActivity.select()(store.getState()).data).toBe(pending);
    expect(Object.keys(store.getState().api.queries)).toEqual(['getActivity(undefined)']);
    warned.mockRestore();
    vi.unstubAllEnvs();
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/api/created-api/api-slice-utils › updateQueryData', () => {
  it('finds the entry of a query without an argument with undefined, and changes nothing for a missing entry', async () => {
    const { api, store } = makeActivityApi();
    await store.dispatch(api.endpoints.getActivity.initiate(undefined, { subscribe: false }));
    expect(Object.keys(store.getState().api.queries)).toEqual(['getActivity(undefined)']);

    const found = store.dispatch(
      api.util.updateQueryData('getActivity', undefined, (draft) => {
        draft.push('edited');
      }),
    );
    expect(found.patches).toHaveLength(1);

    const missed = store.dispatch(
      api.util.updateQueryData('getProfile', 99, (draft) => {
        draft.name = 'nobody';
      }),
    );
    expect(missed.patches).toEqual([]);
    expect(store.getState().api.queries['getProfile(99)']).toBeUndefined();
    store.dispatch(api.util.resetApiState());
  });
});

import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import { createFakeBackend, FAKE_BASE_URL, json } from '../../support/fake-backend';
import { storeWithApi } from '../../support/api-store';

function makeSearchApi(paramsSerializer?: (params: Record<string, unknown>) => string) {
  const backend = createFakeBackend({ 'GET /posts': () => json([]) });
  const api = createApi({
    baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch, paramsSerializer }),
    endpoints: (build) => ({
      searchPosts: build.query<unknown[], Record<string, unknown>>({
        query: (params) => ({ url: 'posts', params }),
      }),
    }),
  });
  return { api, store: storeWithApi(api), backend };
}

describe('rtk-query/api/fetchBaseQuery › paramsSerializer', () => {
  it('by default sends an array as one value with percent-encoded commas, null as text, and drops undefined', async () => {
    const { api, store, backend } = makeSearchApi();
    await store.dispatch(
      api.endpoints.searchPosts.initiate({ ids: [1, 2, 3], tag: null, author: undefined }, { subscribe: false }),
    );
    expect(backend.requests).toEqual(['GET /posts?ids=1%2C2%2C3&tag=null']);
    expect(new URL(`${FAKE_BASE_URL}/posts?ids=1%2C2%2C3`).searchParams.get('ids')).toBe('1,2,3');
    store.dispatch(api.util.resetApiState());
  });

  it('uses a custom serializer, such as one that repeats keys', async () => {
    const repeatKeys = (params: Record<string, unknown>) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(params)) {
        for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
      }
      return search.toString();
    };
    const { api, store, backend } = makeSearchApi(repeatKeys);
    await store.dispatch(api.endpoints.searchPosts.initiate({ ids: [1, 2, 3] }, { subscribe: false }));
    expect(backend.requests).toEqual(['GET /posts?ids=1&ids=2&ids=3']);
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/api/fetchBaseQuery › baseUrl', () => {
  it('appends a url that starts with ? to the base URL without adding a slash', async () => {
    const seen: string[] = [];
    const record = async (request: Request) => {
      seen.push(request.url);
      return json({});
    };
    const api = { signal: new AbortController().signal } as Parameters<ReturnType<typeof fetchBaseQuery>>[1];
    await fetchBaseQuery({ baseUrl: `${FAKE_BASE_URL}/search`, fetchFn: record as typeof fetch })('?q=redux', api, {});
    await fetchBaseQuery({ baseUrl: `${FAKE_BASE_URL}/search/`, fetchFn: record as typeof fetch })('?q=redux', api, {});
    expect(seen).toEqual([`${FAKE_BASE_URL}/search?q=redux`, `${FAKE_BASE_URL}/search/?q=redux`]);
  });
});

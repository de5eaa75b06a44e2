import { createApi, fakeBaseQuery, fetchBaseQuery, skipToken } from '@reduxjs/toolkit/query/react';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { createFakeBackend, FAKE_BASE_URL, json } from '../../support/fake-backend';
import { act, renderHookWithStore } from './hook-harness';
import { storeWithApi } from '../../support/api-store';

interface Post {
  id: number;
  title: string;
}

function postsApiWith(requests: number[]) {
  return createApi({
    reducerPath: 'postsApi',
    baseQuery: fakeBaseQuery(),
    endpoints: (build) => ({
      getPost: build.query<Post, number>({
        queryFn: (id) => {
          requests.push(id);
          return { data: { id, title: `Post ${id}` } };
        },
      }),
    }),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('rtk-query/usage/queries › Defining query endpoints', () => {
  it('puts five hooks on the endpoint object, useLazyQuerySubscription among them', () => {
    const api = postsApiWith([]);
    const endpoint = api.endpoints.getPost;
    for (const hook of [
      'useQuery',
      'useLazyQuery',
      'useQueryState',
      'useQuerySubscription',
      'useLazyQuerySubscription',
    ]) {
      expect(typeof (endpoint as unknown as Record<string, unknown>)[hook]).toBe('function');
    }
    expectTypeOf(endpoint.useLazyQuerySubscription).toBeFunction();
  });
});

describe('rtk-query/usage/queries › Reading data with `useQuery`', () => {
  it('sends nothing during the first render and starts the request in an effect after it', async () => {
    const requests: number[] = [];
    const api = postsApiWith(requests);
    const store = storeWithApi(api);
    const seenDuringRender: Array<{ requests: number; entry: unknown }> = [];
    const hook = await renderHookWithStore(
      store,
      (id: number) => {
        const result = api.endpoints.getPost.useQuery(id);
        seenDuringRender.push({
          requests: requests.length,
          entry: store.getState().postsApi.queries[`getPost(${id})`],
        });
        return result;
      },
      1,
    );

    expect(seenDuringRender[0]).toEqual({ requests: 0, entry: undefined });
    expect(requests).toEqual([1]);
    // Each act lets the request settle and renders its result; a busy machine may need many turns.
    await vi.waitFor(
      async () => {
        await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
        expect(hook.result.current.data).toEqual({ id: 1, title: 'Post 1' });
      },
      { timeout: 10_000, interval: 0 },
    );
    await hook.unmount();
    store.dispatch(api.util.resetApiState());
  });

  it('starts no request when the entry already has data or a request for it is running', async () => {
    const requests: number[] = [];
    const api = postsApiWith(requests);
    const store = storeWithApi(api);
    const running = store.dispatch(api.endpoints.getPost.initiate(2));
    const whileRunning = await renderHookWithStore(store, (id: number) => api.endpoints.getPost.useQuery(id), 2);
    await running;
    const afterData = await renderHookWithStore(store, (id: number) => api.endpoints.getPost.useQuery(id), 2);

    expect(requests).toEqual([2]);
    expect(afterData.result.current.data).toEqual({ id: 2, title: 'Post 2' });
    await whileRunning.unmount();
    await afterData.unmount();
    running.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage/queries › Skipping a query with `skip` or `skipToken`', () => {
  it('keeps the previous result in data, but not in currentData, once the query is skipped', async () => {
    const api = postsApiWith([]);
    const store = storeWithApi(api);
    const hook = await renderHookWithStore(
      store,
      (postId: number | undefined) => api.endpoints.getPost.useQuery(postId ?? skipToken),
      3 as number | undefined,
    );
    await vi.waitFor(() => expect(hook.result.current.currentData).toEqual({ id: 3, title: 'Post 3' }));

    await hook.rerender(undefined);
    const skipped = hook.result.current;
    expect(skipped.isUninitialized).toBe(true);
    expect(skipped.isSuccess).toBe(true);
    expect(skipped.data).toEqual({ id: 3, title: 'Post 3' });
    expect(skipped.currentData).toBeUndefined();

    await hook.unmount();
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage/queries › Passing hook options', () => {
  it('lets refetchOnMountOrArgChange: false on the hook override true on createApi', async () => {
    const requests: number[] = [];
    const api = createApi({
      reducerPath: 'postsApi',
      baseQuery: fakeBaseQuery(),
      refetchOnMountOrArgChange: true,
      endpoints: (build) => ({
        getPost: build.query<Post, number>({
          queryFn: (id) => {
            requests.push(id);
            return { data: { id, title: `Post ${id}` } };
          },
        }),
      }),
    });
    const store = storeWithApi(api);
    const first = store.dispatch(api.endpoints.getPost.initiate(1));
    await first;

    const withDefault = await renderHookWithStore(store, () => api.endpoints.getPost.useQuery(1), undefined);
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    await withDefault.unmount();

    const optedOut = await renderHookWithStore(
      store,
      () => api.endpoints.getPost.useQuery(1, { refetchOnMountOrArgChange: false }),
      undefined,
    );
    await vi.waitFor(() => expect(optedOut.result.current.isSuccess).toBe(true));
    expect(requests).toHaveLength(2);

    await optedOut.unmount();
    first.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage/queries › Splitting the hook: `useQueryState` and `useQuerySubscription`', () => {
  it('returns [trigger, lastArg, { reset }] from useLazyQuerySubscription', async () => {
    const requests: number[] = [];
    const api = postsApiWith(requests);
    const store = storeWithApi(api);
    const hook = await renderHookWithStore(store, () => api.endpoints.getPost.useLazyQuerySubscription(), undefined);
    const [trigger, lastArg, extra] = hook.result.current;
    expect(typeof trigger).toBe('function');
    expect(typeof extra.reset).toBe('function');
    expect(lastArg).not.toBe(5);

    await act(async () => {
      await trigger(5);
    });
    expect(hook.result.current[1]).toBe(5);
    expect(requests).toEqual([5]);

    await hook.unmount();
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage/queries › Fetching on demand with lazy queries', () => {
  it('gives the lazy result reset but no refetch; the trigger promise has refetch', async () => {
    const requests: number[] = [];
    const api = postsApiWith(requests);
    const store = storeWithApi(api);
    const hook = await renderHookWithStore(store, () => api.endpoints.getPost.useLazyQuery(), undefined);

    let promise: ReturnType<(typeof hook.result.current)[0]> | undefined;
    await act(async () => {
      promise = hook.result.current[0](1);
      await promise;
    });
    const [, result, info] = hook.result.current;
    expect(result.data).toEqual({ id: 1, title: 'Post 1' });
    expect(typeof result.reset).toBe('function');
    expect('refetch' in result).toBe(false);
    expect(info.lastArg).toBe(1);

    await act(async () => {
      await promise!.refetch();
    });
    expect(requests).toEqual([1, 1]);

    // @ts-expect-error the lazy query result has no refetch
    void result.refetch;
    expectTypeOf(promise!.refetch).toBeFunction();

    await hook.unmount();
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage/queries › Query endpoint options at a glance', () => {
  it('runs onQueryStarted for every request, and onCacheEntryAdded once per entry', async () => {
    const calls: string[] = [];
    const api = createApi({
      reducerPath: 'postsApi',
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({
        getPost: build.query<Post, number>({
          queryFn: (id) => ({ data: { id, title: `Post ${id}` } }),
          async onQueryStarted(id, { queryFulfilled, getCacheEntry, updateCachedData, requestId }) {
            expect(typeof getCacheEntry).toBe('function');
            expect(typeof updateCachedData).toBe('function');
            expect(typeof requestId).toBe('string');
            await queryFulfilled;
            calls.push(`started ${id}`);
          },
          async onCacheEntryAdded(id, { cacheDataLoaded }) {
            await cacheDataLoaded;
            calls.push(`added ${id}`);
          },
        }),
      }),
    });
    const store = storeWithApi(api);
    const request = store.dispatch(api.endpoints.getPost.initiate(1));
    await request;
    await request.refetch();
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls.filter((call) => call === 'started 1')).toHaveLength(2);
    expect(calls.filter((call) => call === 'added 1')).toHaveLength(1);

    request.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

const authorSchema = z.object({ id: z.number(), name: z.string(), email: z.email() });

function authorsSetup() {
  const backend = createFakeBackend({
    'GET /users/1': () => json({ id: 1, name: 'Ada', email: 'ada@example.com', passwordHash: 'x9f3' }),
    'GET /users/2': () => json({ id: 2, name: null, email: 'grace@example.com' }),
  });
  const api = createApi({
    reducerPath: 'authorsApi',
    baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
    endpoints: (build) => ({
      getAuthor: build.query({
        query: (id) => `/users/${id}`,
        argSchema: z.number().int().positive(),
        responseSchema: authorSchema,
      }),
    }),
  });
  return { backend, api, store: storeWithApi(api) };
}

describe('rtk-query/usage/queries › Inferring endpoint types from schemas', () => {
  it('infers the argument from argSchema and the result from responseSchema', () => {
    const { api } = authorsSetup();
    expectTypeOf<Parameters<typeof api.endpoints.getAuthor.initiate>[0]>().toEqualTypeOf<number>();
    expectTypeOf(api.endpoints.getAuthor.select(1)({} as never).data).toEqualTypeOf<
      { id: number; name: string; email: string } | undefined
    >();
  });

  it('caches the schema output, so keys a Zod object does not declare are dropped', async () => {
    const { api, store } = authorsSetup();
    const result = await store.dispatch(api.endpoints.getAuthor.initiate(1));
    expect(result.data).toEqual({ id: 1, name: 'Ada', email: 'ada@example.com' });
    store.dispatch(api.util.resetApiState());
  });
});

describe("rtk-query/usage/queries › Schemas must not change a value's type", () => {
  it('rejects a schema whose output type differs from its input type', () => {
    createApi({
      baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
      endpoints: (build) => ({
        getTitleLength: build.query<number, number>({
          query: (id) => `/posts/${id}`,
          // @ts-expect-error a string-to-number transform is not a StandardSchemaV1<number>
          responseSchema: z.string().transform((text) => text.length),
        }),
        getStartTimestamp: build.query({
          query: (id: number) => `/events/${id}`,
          rawResponseSchema: z.object({ startsAt: z.iso.datetime() }),
          transformResponse: (event) => Date.parse(event.startsAt),
        }),
      }),
    });
  });

  it('types the result from transformResponse when rawResponseSchema checks the raw value', () => {
    const api = createApi({
      baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
      endpoints: (build) => ({
        getEventStart: build.query({
          query: (id: number) => `/events/${id}`,
          rawResponseSchema: z.object({ id: z.number(), startsAt: z.iso.datetime() }),
          transformResponse: (event) => Date.parse(event.startsAt),
        }),
      }),
    });
    expectTypeOf(api.endpoints.getEventStart.select(1)({} as never).data).toEqualTypeOf<number | undefined>();
  });
});

describe('rtk-query/usage/queries › What happens when validation fails', () => {
  it('ends the request with a SerializedError named SchemaError, logs it, and provides no tags', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const provided: unknown[] = [];
    const backend = createFakeBackend({
      'GET /users/2': () => json({ id: 2, name: null, email: 'grace@example.com' }),
    });
    const api = createApi({
      reducerPath: 'authorsApi',
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
      tagTypes: ['Author'],
      endpoints: (build) => ({
        getAuthor: build.query({
          query: (id: number) => `/users/${id}`,
          responseSchema: authorSchema,
          providesTags: (result, error) => {
            provided.push(error);
            return ['Author'];
          },
        }),
      }),
    });
    const store = storeWithApi(api);
    const result = await store.dispatch(api.endpoints.getAuthor.initiate(2));
    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({
      name: 'SchemaError',
      message: 'Invalid input: expected string, received null',
    });
    expect(result.data).toBeUndefined();
    expect(provided).toEqual([]);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('An unhandled error occurred');
    store.dispatch(api.util.resetApiState());
  });

  it('sends no request when argSchema fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, store, backend } = authorsSetup();
    const result = await store.dispatch(api.endpoints.getAuthor.initiate(-1));
    expect(result.error).toMatchObject({ name: 'SchemaError' });
    expect(backend.requests).toEqual([]);
    store.dispatch(api.util.resetApiState());
  });

  it('keeps the earlier data when a refetch fails validation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let valid = true;
    const backend = createFakeBackend({ 'GET /tags': () => json(valid ? ['redux'] : [42]) });
    const api = createApi({
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
      endpoints: (build) => ({
        getTags: build.query({ query: () => '/tags', responseSchema: z.array(z.string()) }),
      }),
    });
    const store = storeWithApi(api);
    const request = store.dispatch(api.endpoints.getTags.initiate(undefined));
    await request;
    valid = false;
    await request.refetch();
    const entry = api.endpoints.getTags.select(undefined)(store.getState());
    expect(entry.isError).toBe(true);
    expect(entry.data).toEqual(['redux']);
    request.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });

  it('calls the endpoint onSchemaFailure, then the createApi one, with the failure info', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls: unknown[] = [];
    const backend = createFakeBackend({ 'GET /tags': () => json([42]) });
    const api = createApi({
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
      onSchemaFailure: (error, info) => calls.push(['createApi', error.schemaName, info]),
      endpoints: (build) => ({
        getTags: build.query({
          query: (_: void) => '/tags',
          responseSchema: z.array(z.string()),
          onSchemaFailure: (error) => calls.push(['endpoint', error.schemaName, error.value]),
        }),
      }),
    });
    const store = storeWithApi(api);
    await store.dispatch(api.endpoints.getTags.initiate());
    expect(calls).toEqual([
      ['endpoint', 'responseSchema', [42]],
      [
        'createApi',
        'responseSchema',
        { endpoint: 'getTags', arg: undefined, type: 'query', queryCacheKey: 'getTags(undefined)' },
      ],
    ]);
    store.dispatch(api.util.resetApiState());
  });

  it('turns the failure into a base query error with catchSchemaFailure, and then provides tags', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const provided: unknown[] = [];
    const backend = createFakeBackend({ 'GET /tags': () => json([42]) });
    const api = createApi({
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
      tagTypes: ['Tag'],
      catchSchemaFailure: (error, info) => ({
        status: 'CUSTOM_ERROR' as const,
        error: `${info.endpoint}: ${error.schemaName} rejected the data`,
        data: error.issues.map((issue) => issue.message),
      }),
      endpoints: (build) => ({
        getTags: build.query({
          query: (_: void) => '/tags',
          responseSchema: z.array(z.string()),
          providesTags: (result, error) => {
            provided.push(error);
            return ['Tag'];
          },
        }),
      }),
    });
    const store = storeWithApi(api);
    const result = await store.dispatch(api.endpoints.getTags.initiate());
    const expected = {
      status: 'CUSTOM_ERROR',
      error: 'getTags: responseSchema rejected the data',
      data: ['Invalid input: expected string, received number'],
    };
    expect(result.error).toEqual(expected);
    expect(provided).toEqual([expected]);
    expect(consoleError).not.toHaveBeenCalled();
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage/queries › Schema options of an endpoint', () => {
  it('skips the named schemas, and lets the endpoint value replace the createApi one', async () => {
    const backend = createFakeBackend({ 'GET /tags': () => json([42]) });
    const api = createApi({
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
      skipSchemaValidation: ['response'],
      endpoints: (build) => ({
        skipped: build.query({ query: (_: void) => '/tags', responseSchema: z.array(z.string()) }),
        checked: build.query({
          query: (_: void) => '/tags',
          responseSchema: z.array(z.string()),
          skipSchemaValidation: false,
        }),
      }),
    });
    const store = storeWithApi(api);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await store.dispatch(api.endpoints.skipped.initiate())).data).toEqual([42]);
    expect((await store.dispatch(api.endpoints.checked.initiate())).error).toMatchObject({ name: 'SchemaError' });
    store.dispatch(api.util.resetApiState());
  });

  it('checks rawResponseSchema before transformResponse and responseSchema after it', async () => {
    const backend = createFakeBackend({ 'GET /events/1': () => json({ id: 1, startsAt: '2030-01-01T00:00:00Z' }) });
    const seen: string[] = [];
    const api = createApi({
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
      endpoints: (build) => ({
        getEventStart: build.query<number, number, { id: number; startsAt: string }>({
          query: (id) => `/events/${id}`,
          rawResponseSchema: z.object({ id: z.number(), startsAt: z.iso.datetime() }).refine(() => {
            seen.push('raw');
            return true;
          }),
          transformResponse: (event) => {
            seen.push('transform');
            return Date.parse(event.startsAt);
          },
          responseSchema: z.number().refine(() => {
            seen.push('response');
            return true;
          }),
        }),
      }),
    });
    const store = storeWithApi(api);
    const result = await store.dispatch(api.endpoints.getEventStart.initiate(1));
    expect(result.data).toBe(Date.parse('2030-01-01T00:00:00Z'));
    expect(seen).toEqual(['raw', 'transform', 'response']);
    store.dispatch(api.util.resetApiState());
  });
});

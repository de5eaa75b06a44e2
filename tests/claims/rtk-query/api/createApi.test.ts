import {
  createApi,
  defaultSerializeQueryArgs,
  fakeBaseQuery,
  fetchBaseQuery,
  setupListeners,
  type StartQueryActionCreatorOptions,
} from '@reduxjs/toolkit/query';
import { configureStore } from '@reduxjs/toolkit';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { useDispatch } from 'react-redux';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { createFakeBackend, FAKE_BASE_URL, json } from '../../support/fake-backend';
import { storeWithApi } from '../../support/api-store';

describe('rtk-query/api/createApi › keepUnusedDataFor', () => {
  function makeCatalog(options: { refetchOnFocus?: boolean; refetchOnReconnect?: boolean } = {}) {
    const api = createApi({
      baseQuery: fakeBaseQuery(),
      tagTypes: ['Country'],
      keepUnusedDataFor: Infinity,
      ...options,
      endpoints: (build) => ({
        getCountries: build.query<string[], void>({
          queryFn: () => ({ data: ['PT', 'NO'] }),
          providesTags: ['Country'],
        }),
      }),
    });
    return { api, store: storeWithApi(api) };
  }

  it('with Infinity, still removes an unused entry when a tag it provides is invalidated', async () => {
    const { api, store } = makeCatalog();
    await store.dispatch(api.endpoints.getCountries.initiate(undefined, { subscribe: false }));
    expect(api.endpoints.getCountries.select()(store.getState()).data).toEqual(['PT', 'NO']);

    store.dispatch(api.util.invalidateTags(['Country']));

    await vi.waitFor(() => expect(store.getState().api.queries).toEqual({}));
  });

  it('with Infinity, removes an unused entry on focus or reconnect when the API-wide refetch flag is on', async () => {
    for (const [flags, event] of [
      [{ refetchOnFocus: true }, 'onFocus'],
      [{ refetchOnReconnect: true }, 'onOnline'],
    ] as const) {
      const { api, store } = makeCatalog(flags);
      await store.dispatch(api.endpoints.getCountries.initiate(undefined, { subscribe: false }));
      expect(Object.keys(store.getState().api.queries)).toEqual(['getCountries(undefined)']);

      store.dispatch(api.internalActions[event]());

      await vi.waitFor(() => expect(store.getState().api.queries).toEqual({}));
    }
  });

  it('with Infinity, keeps an unused entry when nothing else removes it', async () => {
    const { api, store } = makeCatalog();
    await store.dispatch(api.endpoints.getCountries.initiate(undefined, { subscribe: false }));
    store.dispatch(api.internalActions.onFocus());
    // A fixed wait is right here: the query has settled, and the wait only gives a wrong removal time to show up;
    // a slow machine cannot make it fail.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Object.keys(store.getState().api.queries)).toEqual(['getCountries(undefined)']);
    store.dispatch(api.util.resetApiState());
    expect(store.getState().api.queries).toEqual({});
  });
});

describe('rtk-query/api/createApi › refetchOnMountOrArgChange', () => {
  it('is called forceRefetch on initiate', () => {
    expectTypeOf<StartQueryActionCreatorOptions>()
      .toHaveProperty('forceRefetch')
      .toEqualTypeOf<boolean | number | undefined>();
    const api = createApi({
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({ getTime: build.query<number, void>({ queryFn: () => ({ data: 1 }) }) }),
    });
    // @ts-expect-error initiate has no refetchOnMountOrArgChange option: it is called forceRefetch there
    api.endpoints.getTime.initiate(undefined, { refetchOnMountOrArgChange: true });
  });

  it('applies to initiate only when the dispatch subscribes', async () => {
    let calls = 0;
    const api = createApi({
      baseQuery: fakeBaseQuery(),
      refetchOnMountOrArgChange: true,
      endpoints: (build) => ({
        getTime: build.query<number, void>({ queryFn: () => ({ data: ++calls }) }),
      }),
    });
    const store = storeWithApi(api);
    await store.dispatch(api.endpoints.getTime.initiate(undefined, { subscribe: false }));
    expect(calls).toBe(1);

    await store.dispatch(api.endpoints.getTime.initiate(undefined, { subscribe: false }));
    expect(calls).toBe(1);

    const subscription = store.dispatch(api.endpoints.getTime.initiate());
    await subscription;
    expect(calls).toBe(2);
    subscription.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/api/createApi › forceRefetch', () => {
  function makeApi() {
    const calls: Array<{ currentArg: unknown; previousArg: unknown; hadEntry: boolean }> = [];
    let resolveSlow: () => void = () => {};
    const api = createApi({
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({
        getFeed: build.query<string, string>({
          queryFn: async (topic) => {
            await new Promise<void>((resolve) => (resolveSlow = resolve));
            return { data: `feed for ${topic}` };
          },
          forceRefetch: ({ currentArg, previousArg, endpointState }) => {
            calls.push({ currentArg, previousArg, hadEntry: endpointState !== undefined });
            return false;
          },
        }),
      }),
    });
    return { api, store: storeWithApi(api), calls, finish: () => resolveSlow() };
  }

  it('is called for the first request of an argument, without an entry, and that request still runs', async () => {
    const { api, store, calls, finish } = makeApi();
    const request = store.dispatch(api.endpoints.getFeed.initiate('redux', { subscribe: false }));
    expect(calls).toEqual([{ currentArg: 'redux', previousArg: undefined, hadEntry: false }]);
    await vi.waitFor(() => expect(api.endpoints.getFeed.select('redux')(store.getState()).status).toBe('pending'));
    finish();
    expect((await request).data).toBe('feed for redux');
  });

  it('is not called while a request for the entry is pending, nor for a forced request', async () => {
    const { api, store, calls, finish } = makeApi();
    const first = store.dispatch(api.endpoints.getFeed.initiate('redux'));
    expect(calls).toHaveLength(1);
    store.dispatch(api.endpoints.getFeed.initiate('redux', { subscribe: false }));
    expect(calls).toHaveLength(1);
    await vi.waitFor(() => expect(api.endpoints.getFeed.select('redux')(store.getState()).status).toBe('pending'));
    finish();
    await first;

    const refetch = first.refetch();
    expect(calls).toHaveLength(1);
    await vi.waitFor(() => expect(api.endpoints.getFeed.select('redux')(store.getState()).status).toBe('pending'));
    finish();
    await refetch;

    store.dispatch(api.endpoints.getFeed.initiate('redux', { subscribe: false }));
    expect(calls).toEqual([
      { currentArg: 'redux', previousArg: undefined, hadEntry: false },
      { currentArg: 'redux', previousArg: 'redux', hadEntry: true },
    ]);
    first.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/api/createApi › onCacheEntryAdded', () => {
  it('runs for query entries created without a subscription', async () => {
    const added: string[] = [];
    const api = createApi({
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({
        getProduct: build.query<string, string>({
          queryFn: (id) => ({ data: `product ${id}` }),
          onCacheEntryAdded: (id) => {
            added.push(id);
          },
        }),
      }),
    });
    const store = storeWithApi(api);
    store.dispatch(api.util.prefetch('getProduct', 'prefetched'));
    await store.dispatch(api.endpoints.getProduct.initiate('unsubscribed', { subscribe: false }));
    await store.dispatch(api.util.upsertQueryData('getProduct', 'upserted', 'product upserted'));
    store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'getProduct', arg: 'entries', value: 'x' }]));

    await vi.waitFor(() => expect(added).toEqual(['prefetched', 'unsubscribed', 'upserted', 'entries']));
    store.dispatch(api.util.resetApiState());
  });

  it('runs for each tracked mutation call, and not for track: false', async () => {
    const added: number[] = [];
    const api = createApi({
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({
        rateProduct: build.mutation<number, number>({
          queryFn: (stars) => ({ data: stars }),
          onCacheEntryAdded: (stars) => {
            added.push(stars);
          },
        }),
      }),
    });
    const store = storeWithApi(api);
    await store.dispatch(api.endpoints.rateProduct.initiate(4));
    await store.dispatch(api.endpoints.rateProduct.initiate(5));
    await store.dispatch(api.endpoints.rateProduct.initiate(1, { track: false }));
    expect(added).toEqual([4, 5]);
  });
});

describe('rtk-query/api/createApi › defaultSerializeQueryArgs', () => {
  it('gives a query without an argument the key getProducts(undefined)', async () => {
    const api = createApi({
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({
        getProducts: build.query<string[], void>({ queryFn: () => ({ data: ['lamp'] }) }),
      }),
    });
    const store = storeWithApi(api);
    await store.dispatch(api.endpoints.getProducts.initiate(undefined, { subscribe: false }));
    expect(Object.keys(store.getState().api.queries)).toEqual(['getProducts(undefined)']);
    expect(
      defaultSerializeQueryArgs({
        queryArgs: undefined,
        endpointName: 'getProducts',
        endpointDefinition: api.endpoints.getProducts as any,
      }),
    ).toBe('getProducts(undefined)');
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/api/createApi › Schema validation', () => {
  const product = z.object({ id: z.number(), name: z.string() });

  it('rejects, in the types, a schema that changes the type of the value', () => {
    createApi({
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL }),
      endpoints: (build) => ({
        explicit: build.query<{ priceCents: number }, void>({
          query: () => 'price',
          // @ts-expect-error the schema's input (a string) is not the result type (a number)
          responseSchema: z.object({ priceCents: z.string().transform(Number) }),
        }),
        inferred: build.query({
          query: () => 'price',
          // @ts-expect-error also when the types are inferred from the schema
          responseSchema: z.object({ priceCents: z.string().transform(Number) }),
        }),
        withDefault: build.query<{ name: string }, void>({
          query: () => 'name',
          // @ts-expect-error a default makes the input type `string | undefined`
          responseSchema: z.object({ name: z.string().default('unnamed') }),
        }),
      }),
    });
  });

  it("replaces the value with the schema's output at runtime", async () => {
    const backend = createFakeBackend({
      'GET /products/1': () => json({ id: 1, name: 'Desk lamp', internalNote: 'restock' }),
    });
    const api = createApi({
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
      endpoints: (build) => ({
        getProduct: build.query({ query: (id: number) => `products/${id}`, responseSchema: product }),
      }),
    });
    const store = storeWithApi(api);
    const { data } = await store.dispatch(api.endpoints.getProduct.initiate(1, { subscribe: false }));
    expect(data).toEqual({ id: 1, name: 'Desk lamp' });
    store.dispatch(api.util.resetApiState());
  });

  it("passes argSchema's output to queryFn and keys the entry by the original argument", async () => {
    const received: unknown[] = [];
    const api = createApi({
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({
        getProduct: build.query<string, { id: number }>({
          argSchema: z.object({ id: z.number() }),
          queryFn: (arg) => {
            received.push(arg);
            return { data: `product ${arg.id}` };
          },
        }),
      }),
    });
    const store = storeWithApi(api);
    const argWithExtra = { id: 7, source: 'search' };
    await store.dispatch(api.endpoints.getProduct.initiate(argWithExtra, { subscribe: false }));
    expect(received).toEqual([{ id: 7 }]);
    expect(Object.keys(store.getState().api.queries)).toEqual(['getProduct({"id":7,"source":"search"})']);
    store.dispatch(api.util.resetApiState());
  });

  it('validates each page of an infinite query', async () => {
    const page = z.object({ items: z.array(z.string()), next: z.number().nullable() });
    const backend = createFakeBackend({
      'GET /reviews': (request) => {
        const pageNumber = Number(new URL(request.url).searchParams.get('page'));
        return pageNumber === 1 ? json({ items: ['great'], next: 2 }) : json({ items: 'broken', next: null });
      },
    });
    const api = createApi({
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
      endpoints: (build) => ({
        getReviews: build.infiniteQuery<z.infer<typeof page>, void, number>({
          query: ({ pageParam }) => ({ url: 'reviews', params: { page: pageParam } }),
          infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: (last) => last.next },
          responseSchema: page,
          catchSchemaFailure: (error) => ({ status: 'CUSTOM_ERROR', error: error.schemaName }),
        }),
      }),
    });
    const store = storeWithApi(api);
    const first = await store.dispatch(api.endpoints.getReviews.initiate(undefined, { subscribe: false }));
    expect(first.data?.pages).toEqual([{ items: ['great'], next: 2 }]);
    const second = await store.dispatch(
      api.endpoints.getReviews.initiate(undefined, { subscribe: false, direction: 'forward' }),
    );
    expect(second.error).toEqual({ status: 'CUSTOM_ERROR', error: 'responseSchema' });
    store.dispatch(api.util.resetApiState());
  });

  it('validates upsertQueryData values, but not upsertQueryEntries values', async () => {
    const api = createApi({
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({
        getProduct: build.query<z.infer<typeof product>, number>({
          queryFn: (id) => ({ data: { id, name: 'from the server' } }),
          responseSchema: product,
          catchSchemaFailure: (error) => error.schemaName,
        }),
      }),
    });
    const store = storeWithApi(api);
    const invalid = { id: 1, name: 42 } as unknown as z.infer<typeof product>;

    const upserted = await store.dispatch(api.util.upsertQueryData('getProduct', 1, invalid));
    expect(upserted.status).toBe('rejected');
    expect(upserted.error).toBe('responseSchema');

    store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'getProduct', arg: 2, value: invalid }]));
    expect(api.endpoints.getProduct.select(2)(store.getState())).toMatchObject({
      status: 'fulfilled',
      data: { id: 1, name: 42 },
    });
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/api/createApi › Notes', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  function makeTaggedApi() {
    const api = createApi({
      baseQuery: fakeBaseQuery(),
      tagTypes: ['Product'],
      endpoints: (build) => ({
        getCart: build.query<string[], void>({
          queryFn: () => ({ data: [] }),
          providesTags: () => [{ type: 'Cart' as 'Product' }],
        }),
      }),
    });
    return { api, store: storeWithApi(api) };
  }

  it("logs an unknown tag type only when NODE_ENV is exactly 'development'", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const nodeEnv of ['test', 'development']) {
      vi.stubEnv('NODE_ENV', nodeEnv);
      const { api, store } = makeTaggedApi();
      await store.dispatch(api.endpoints.getCart.initiate(undefined, { subscribe: false }));
      store.dispatch(api.util.resetApiState());
    }
    expect(logged.mock.calls).toEqual([["Tag type 'Cart' was used, but not specified in `tagTypes`!"]]);
    logged.mockRestore();
  });

  it("checks the maxPages rules only when NODE_ENV is exactly 'development'", () => {
    const defineFeed = () =>
      createApi({
        baseQuery: fakeBaseQuery(),
        endpoints: (build) => ({
          getFeed: build.infiniteQuery<string[], void, number>({
            queryFn: () => ({ data: [] }),
            infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: () => undefined, maxPages: 0 },
          }),
        }),
      });
    vi.stubEnv('NODE_ENV', 'test');
    expect(defineFeed).not.toThrow();
    vi.stubEnv('NODE_ENV', 'development');
    expect(defineFeed).toThrow("maxPages for endpoint 'getFeed' must be a number greater than 0");
  });

  it("warns about updateCachedData without data whenever NODE_ENV is not 'production'", async () => {
    vi.stubEnv('NODE_ENV', 'test');
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = createApi({
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({
        getStock: build.query<Record<string, number>, void>({
          queryFn: () => ({ data: { lamp: 3 } }),
          onCacheEntryAdded: (_arg, { updateCachedData }) => {
            updateCachedData((draft) => {
              draft.lamp = 0;
            });
          },
        }),
      }),
    });
    const store = storeWithApi(api);
    const result = await store.dispatch(api.endpoints.getStock.initiate(undefined, { subscribe: false }));
    expect(result.data).toEqual({ lamp: 3 });
    expect(warned).toHaveBeenCalledTimes(1);
    expect(warned.mock.calls[0]![0]).toMatch(/^`updateCachedData` was called in `onCacheEntryAdded`/);
    warned.mockRestore();
    store.dispatch(api.util.resetApiState());
  });

  it("checks reactHooksModule's hooks whenever NODE_ENV is not 'production'", () => {
    const withOneHook = () => reactHooksModule({ hooks: { useDispatch } as never });
    vi.stubEnv('NODE_ENV', 'test');
    expect(withOneHook).toThrow('When using custom hooks for context, all 3 hooks need to be provided');
    vi.stubEnv('NODE_ENV', 'production');
    expect(withOneHook).not.toThrow();
  });

  it("throws fakeBaseQuery's full message unless NODE_ENV is 'production'", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const errorsBy: Record<string, unknown> = {};
    for (const nodeEnv of ['test', 'production']) {
      vi.stubEnv('NODE_ENV', nodeEnv);
      const api = createApi({
        baseQuery: fakeBaseQuery(),
        endpoints: (build) => ({ getCart: build.query<string[], void>({ query: () => 'cart' }) }),
      });
      const store = storeWithApi(api);
      errorsBy[nodeEnv] = (await store.dispatch(api.endpoints.getCart.initiate(undefined, { subscribe: false }))).error;
    }
    expect(errorsBy.test).toMatchObject({
      message: 'When using `fakeBaseQuery`, all queries & mutations must use the `queryFn` definition syntax.',
    });
    expect(errorsBy.production).toMatchObject({ message: expect.stringMatching(/^Minified Redux Toolkit error #33/) });
    logged.mockRestore();
  });

  it("runs the 'development' checks under 'test' in the CommonJS development build", async () => {
    vi.stubEnv('NODE_ENV', 'test');
    const require = createRequire(import.meta.url);
    const packageDir = dirname(require.resolve('@reduxjs/toolkit/package.json'));
    const cjsQuery = require(join(packageDir, 'dist/query/cjs/index.js')) as typeof import('@reduxjs/toolkit/query');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = cjsQuery.createApi({
      baseQuery: cjsQuery.fakeBaseQuery(),
      tagTypes: ['Product'],
      endpoints: (build) => ({
        getCart: build.query<string[], void>({
          queryFn: () => ({ data: [] }),
          providesTags: () => [{ type: 'Cart' as 'Product' }],
        }),
      }),
    });
    const store = storeWithApi(api);
    await store.dispatch(api.endpoints.getCart.initiate(undefined, { subscribe: false }));
    expect(logged.mock.calls).toEqual([["Tag type 'Cart' was used, but not specified in `tagTypes`!"]]);
    logged.mockRestore();
    store.dispatch(api.util.resetApiState());
  });

  it("loads the ES module build for a plain require on this Node, so 'development' checks stay silent under 'test'", () => {
    // Node 20.19+ and 22.12+ can require() ES modules, and then match the package's module-sync condition.
    expect(process.features.require_module).toBe(true);
    const script = `
      const query = require.resolve('@reduxjs/toolkit/query');
      const { createApi, fakeBaseQuery } = require('@reduxjs/toolkit/query');
      const { configureStore } = require('@reduxjs/toolkit');
      const logged = [];
      console.error = (message) => logged.push(message);
      const api = createApi({
        baseQuery: fakeBaseQuery(),
        tagTypes: ['Product'],
        endpoints: (build) => ({
          getCart: build.query({ queryFn: () => ({ data: [] }), providesTags: () => [{ type: 'Cart' }] }),
        }),
      });
      const store = configureStore({
        reducer: { api: api.reducer },
        middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
      });
      store.dispatch(api.endpoints.getCart.initiate(undefined, { subscribe: false })).then(() => {
        store.dispatch(api.util.resetApiState());
        process.stdout.write(JSON.stringify({ build: query.split('/dist/')[1], logged }));
      });
    `;
    const run = (...nodeFlags: string[]) =>
      JSON.parse(
        execFileSync(process.execPath, [...nodeFlags, '-e', script], {
          cwd: process.cwd(),
          env: { PATH: process.env.PATH, NODE_ENV: 'test' },
          encoding: 'utf8',
        }),
      );
    expect(run()).toEqual({ build: 'query/rtk-query.modern.mjs', logged: [] });
    // Where require cannot load ES modules, the CommonJS development build runs the check under 'test'.
    expect(run('--no-experimental-require-module')).toEqual({
      build: 'query/cjs/index.js',
      logged: ["Tag type 'Cart' was used, but not specified in `tagTypes`!"],
    });
  });

  it("logs a missing reducer whenever NODE_ENV is not 'production'", () => {
    vi.stubEnv('NODE_ENV', 'test');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = makeTaggedApi();
    api.endpoints.getCart.select()({} as never);
    expect(logged.mock.calls).toEqual([
      ['Error: No data found at `state.api`. Did you forget to add the reducer to the store?'],
    ]);
    logged.mockRestore();
  });

  it("throws for a missing middleware whenever NODE_ENV is not 'production'", () => {
    vi.stubEnv('NODE_ENV', 'test');
    const { api } = makeTaggedApi();
    const store = configureStore({ reducer: { api: api.reducer } });
    expect(() => store.dispatch(api.endpoints.getCart.initiate())).toThrow(
      'Middleware for RTK-Query API at reducerPath "api" has not been added to the store',
    );
  });
});

describe('rtk-query/api/createApi › `refetchOnFocus`', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refetches when the window gets focus and when the document becomes visible again', async () => {
    const listeners = new Map<string, () => void>();
    const document = { visibilityState: 'visible' };
    vi.stubGlobal('window', {
      document,
      addEventListener: (type: string, handler: () => void) => listeners.set(type, handler),
      removeEventListener: (type: string) => listeners.delete(type),
    });
    let requests = 0;
    const api = createApi({
      baseQuery: fakeBaseQuery(),
      refetchOnFocus: true,
      endpoints: (build) => ({
        getCart: build.query<number, void>({ queryFn: () => ({ data: ++requests }) }),
      }),
    });
    const store = storeWithApi(api);
    const stopListening = setupListeners(store.dispatch);
    const cart = store.dispatch(api.endpoints.getCart.initiate());
    await cart;

    listeners.get('focus')!();
    await vi.waitFor(() => expect(requests).toBe(2));
    // let the focus refetch finish before checking that hiding the document starts nothing
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));

    document.visibilityState = 'hidden';
    listeners.get('visibilitychange')!();
    // A fixed wait is right here: it only gives a wrong refetch time to show up; a slow machine cannot make it fail.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toBe(2);
    document.visibilityState = 'visible';
    listeners.get('visibilitychange')!();
    await vi.waitFor(() => expect(requests).toBe(3));

    stopListening();
    cart.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { storeWithApi } from '../../support/api-store';

interface StoryPage {
  stories: { id: number; headline: string }[];
  page: number;
  totalPages: number;
}

const newsApi = createApi({ reducerPath: 'newsApi', baseQuery: fakeBaseQuery(), endpoints: () => ({}) });

function injectTimeline(maxPages: number, withPrevious: boolean) {
  return newsApi.injectEndpoints({
    overrideExisting: true,
    endpoints: (build) => ({
      getTimeline: build.infiniteQuery<StoryPage, void, number>({
        infiniteQueryOptions: {
          initialPageParam: 1,
          maxPages,
          getNextPageParam: (lastPage) => (lastPage.page < lastPage.totalPages ? lastPage.page + 1 : undefined),
          ...(withPrevious && {
            getPreviousPageParam: (firstPage: StoryPage) => (firstPage.page > 1 ? firstPage.page - 1 : undefined),
          }),
        },
        queryFn: ({ pageParam }) => ({ data: { stories: [], page: pageParam, totalPages: 9 } }),
      }),
    }),
  });
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('rtk-query/usage/infinite-queries › Limiting memory with `maxPages`', () => {
  it('throws in development when maxPages is set without getPreviousPageParam', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(() => injectTimeline(5, false)).toThrow(
      "getPreviousPageParam for endpoint 'getTimeline' must be a function if maxPages is used",
    );
    expect(() => injectTimeline(5, true)).not.toThrow();
  });

  it('throws in development when maxPages is below 1', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(() => injectTimeline(0, true)).toThrow(
      "maxPages for endpoint 'getTimeline' must be a number greater than 0",
    );
  });

  it('skips the check in the ES module build when NODE_ENV is test or production', () => {
    vi.stubEnv('NODE_ENV', 'test');
    expect(() => injectTimeline(5, false)).not.toThrow();
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => injectTimeline(0, false)).not.toThrow();
  });

  it("runs the check under 'test' in the CommonJS build, and skips it under 'production'", () => {
    const require = createRequire(import.meta.url);
    const cjsDir = join(dirname(require.resolve('@reduxjs/toolkit/package.json')), 'dist/query/cjs');
    const loadCjsBuild = (nodeEnv: string) => {
      vi.stubEnv('NODE_ENV', nodeEnv);
      delete require.cache[join(cjsDir, 'index.js')];
      return require(join(cjsDir, 'index.js')) as typeof import('@reduxjs/toolkit/query');
    };
    const defineTimeline = (query: typeof import('@reduxjs/toolkit/query')) => () =>
      query.createApi({
        baseQuery: query.fakeBaseQuery(),
        endpoints: (build) => ({
          getTimeline: build.infiniteQuery<StoryPage, void, number>({
            infiniteQueryOptions: { initialPageParam: 1, maxPages: 5, getNextPageParam: () => undefined },
            queryFn: ({ pageParam }) => ({ data: { stories: [], page: pageParam, totalPages: 9 } }),
          }),
        }),
      });

    const testBuild = loadCjsBuild('test');
    expect(testBuild).toBe(require(join(cjsDir, 'rtk-query.development.cjs')));
    expect(defineTimeline(testBuild)).toThrow(
      "getPreviousPageParam for endpoint 'getTimeline' must be a function if maxPages is used",
    );
    const productionBuild = loadCjsBuild('production');
    expect(productionBuild).toBe(require(join(cjsDir, 'rtk-query.production.min.cjs')));
    expect(defineTimeline(productionBuild)).not.toThrow();
  });

  it("loads the ES module build through Node's require when require(esm) is available", () => {
    const require = createRequire(import.meta.url);
    const requireLoadsEsm = (process.features as { require_module?: boolean }).require_module === true;
    expect(require.resolve('@reduxjs/toolkit/query')).toMatch(
      requireLoadsEsm ? /dist\/query\/rtk-query\.modern\.mjs$/ : /dist\/query\/cjs\/index\.js$/,
    );
  });

  it('does not require getPreviousPageParam with maxPages in the types', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const api = injectTimeline(5, false);
    expectTypeOf(api.endpoints.getTimeline.initiate).toBeFunction();
  });
});

describe('rtk-query/usage/infinite-queries › Page params are stored in the cache', () => {
  it('freezes stored page params, so mutating one in getNextPageParam throws a TypeError', async () => {
    const api = createApi({
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({
        getProducts: build.infiniteQuery<number[], string, { page: number; size: number }>({
          infiniteQueryOptions: {
            initialPageParam: { page: 1, size: 2 },
            getNextPageParam: (lastPage, allPages, lastPageParam) => {
              lastPageParam.page += 1;
              return lastPageParam;
            },
          },
          queryFn: ({ pageParam }) => ({ data: [pageParam.page] }),
        }),
      }),
    });
    const store = storeWithApi(api);
    store.dispatch(
      api.util.upsertQueryEntries([
        { endpointName: 'getProducts', arg: 'shoes', value: { pages: [[1]], pageParams: [{ page: 1, size: 2 }] } },
      ]),
    );
    const entry = store.getState().api.queries['getProducts("shoes")']!;
    expect(Object.isFrozen((entry.data as { pageParams: object[] }).pageParams[0])).toBe(true);
    expect(() => api.endpoints.getProducts.select('shoes')(store.getState())).toThrow(TypeError);
    store.dispatch(api.util.resetApiState());
  });

  it('calls getNextPageParam and getPreviousPageParam to compute hasNextPage and hasPreviousPage', async () => {
    const calls: string[] = [];
    const api = createApi({
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({
        getNumbers: build.infiniteQuery<number[], void, number>({
          infiniteQueryOptions: {
            initialPageParam: 1,
            getNextPageParam: (lastPage, allPages, lastPageParam) => {
              calls.push('next');
              return lastPageParam + 1;
            },
            getPreviousPageParam: () => {
              calls.push('previous');
              return undefined;
            },
          },
          queryFn: ({ pageParam }) => ({ data: [pageParam] }),
        }),
      }),
    });
    const store = storeWithApi(api);
    const request = store.dispatch(api.endpoints.getNumbers.initiate());
    await request;
    calls.length = 0;
    const result = api.endpoints.getNumbers.select()(store.getState());
    expect(result.hasNextPage).toBe(true);
    expect(result.hasPreviousPage).toBe(false);
    expect(calls.sort()).toEqual(['next', 'previous']);
    request.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage/infinite-queries › Validating pages with schemas', () => {
  const storyPageSchema = z.object({
    stories: z.array(z.object({ id: z.number(), headline: z.string() })),
    page: z.number(),
    totalPages: z.number(),
  });

  function storiesApi(seen: unknown[], pages: Record<number, unknown>) {
    return createApi({
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({
        getCheckedStories: build.infiniteQuery({
          infiniteQueryOptions: {
            initialPageParam: 1,
            getNextPageParam: (lastPage) => (lastPage.page < lastPage.totalPages ? lastPage.page + 1 : undefined),
          },
          queryFn: (arg) => {
            seen.push(arg);
            return { data: pages[arg.pageParam] as StoryPage };
          },
          argSchema: z.object({ queryArg: z.string(), pageParam: z.number() }),
          responseSchema: storyPageSchema,
        }),
      }),
    });
  }

  it('infers the query argument and the page param from the schemas', () => {
    const api = storiesApi([], {});
    expectTypeOf<Parameters<typeof api.endpoints.getCheckedStories.initiate>[0]>().toEqualTypeOf<string>();
    type Data = NonNullable<ReturnType<ReturnType<typeof api.endpoints.getCheckedStories.select>>['data']>;
    expectTypeOf<Data['pageParams']>().toEqualTypeOf<number[]>();
    expectTypeOf<Data['pages'][number]>().toEqualTypeOf<z.infer<typeof storyPageSchema>>();
  });

  it('checks { queryArg, pageParam } and each page response, once per page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: unknown[] = [];
    const api = storiesApi(seen, {
      1: { stories: [{ id: 1, headline: 'One' }], page: 1, totalPages: 2 },
      2: { stories: [{ id: 2, headline: 2 }], page: 2, totalPages: 2 },
    });
    const store = storeWithApi(api);
    const request = store.dispatch(api.endpoints.getCheckedStories.initiate('science'));
    await request;
    const next = await store.dispatch(api.endpoints.getCheckedStories.initiate('science', { direction: 'forward' }));
    expect(seen).toEqual([
      { queryArg: 'science', pageParam: 1 },
      { queryArg: 'science', pageParam: 2 },
    ]);
    expect(next.error).toMatchObject({ name: 'SchemaError' });
    expect(api.endpoints.getCheckedStories.select('science')(store.getState()).data?.pages).toHaveLength(1);
    request.unsubscribe();
    store.dispatch(api.util.resetApiState());
    vi.restoreAllMocks();
  });

  it('fails an argSchema written for the query argument alone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = createApi({
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({
        getStories: build.infiniteQuery<StoryPage, string, number>({
          infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: () => undefined },
          queryFn: ({ pageParam }) => ({ data: { stories: [], page: pageParam, totalPages: 1 } }),
          // @ts-expect-error argSchema must describe { queryArg, pageParam }, not the query argument
          argSchema: z.string(),
        }),
      }),
    });
    const store = storeWithApi(api);
    const result = await store.dispatch(api.endpoints.getStories.initiate('science'));
    expect(result.error).toMatchObject({ name: 'SchemaError' });
    store.dispatch(api.util.resetApiState());
    vi.restoreAllMocks();
  });
});

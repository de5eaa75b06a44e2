import { createApi as createCoreApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { buildCreateApi, coreModule, createApi, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';

type ApiOptions = Parameters<typeof createApi>[0];

const definition: ApiOptions = {
  baseQuery: fakeBaseQuery(),
  endpoints: (build) => ({
    getReviews: build.query<number[], number>({ queryFn: () => ({ data: [5, 4] }) }),
  }),
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('rtk-query/usage/customizing-create-api › How the exported `createApi` functions are built', () => {
  it('adds hooks only with the React entry point', () => {
    const reactApi = createApi({
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({ getReviews: build.query<number[], number>({ queryFn: () => ({ data: [5] }) }) }),
    });
    const coreApi = createCoreApi({
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({ getReviews: build.query<number[], number>({ queryFn: () => ({ data: [5] }) }) }),
    });
    expect(typeof reactApi.useGetReviewsQuery).toBe('function');
    expect('useGetReviewsQuery' in coreApi).toBe(false);
    expectTypeOf(reactApi.endpoints.getReviews.useQuery).toBeFunction();
    // @ts-expect-error an API from @reduxjs/toolkit/query has no hooks
    void coreApi.useGetReviewsQuery;
  });

  it('needs coreModule() before reactHooksModule(): the hooks module extends endpoint objects the core creates', () => {
    const createReversedApi = buildCreateApi(reactHooksModule(), coreModule());
    expect(() => createReversedApi(definition)).toThrow(TypeError);
    const createOrderedApi = buildCreateApi(coreModule(), reactHooksModule());
    expect(() => createOrderedApi(definition)).not.toThrow();
  });
});

describe('rtk-query/usage/customizing-create-api › Using hooks bound to a custom context', () => {
  it('throws outside production when one of the three hooks is missing', () => {
    // reactHooksModule reads NODE_ENV each time it is called.
    vi.stubEnv('NODE_ENV', 'development');
    expect(() => reactHooksModule({ hooks: { useDispatch, useSelector } as never })).toThrow(
      /^When using custom hooks for context, all 3 hooks need to be provided/,
    );
  });

  it('picks up top-level hooks with a warning in development, and ignores them in production', () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubEnv('NODE_ENV', 'development');
    expect(() => reactHooksModule({ useDispatch, useSelector, useStore } as never)).not.toThrow();
    expect(String(warned.mock.calls[0]![0])).toContain('provided under a `hooks` key');

    warned.mockClear();
    vi.stubEnv('NODE_ENV', 'production');
    // Even an incomplete set of top-level hooks passes: production never reads them.
    expect(() => reactHooksModule({ useDispatch } as never)).not.toThrow();
    expect(warned).not.toHaveBeenCalled();
  });
});

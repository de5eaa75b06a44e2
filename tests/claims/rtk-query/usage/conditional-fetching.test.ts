import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery, skipToken, type SkipToken } from '@reduxjs/toolkit/query/react';
import { describe, expect, expectTypeOf, it } from 'vitest';

interface Customer {
  id: number;
  name: string;
  accountId: string;
}

const accountsApi = createApi({
  reducerPath: 'accountsApi',
  baseQuery: fakeBaseQuery(),
  endpoints: (build) => ({
    getCustomer: build.query<Customer, number>({
      queryFn: (id) => ({ data: { id, name: 'Ada', accountId: 'acc-1' } }),
    }),
    getInvoicePages: build.infiniteQuery<string[], string, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: () => undefined },
      queryFn: ({ pageParam }) => ({ data: [`invoice-${pageParam}`] }),
    }),
  }),
});

describe('rtk-query/usage/conditional-fetching › Skipping with `skipToken`', () => {
  it('accepts skipToken in place of the argument in every query hook, and not undefined', () => {
    const { getCustomer, getInvoicePages } = accountsApi.endpoints;
    expectTypeOf<Parameters<typeof getCustomer.useQuery>[0]>().toEqualTypeOf<number | SkipToken>();
    expectTypeOf<Parameters<typeof getCustomer.useQueryState>[0]>().toEqualTypeOf<number | SkipToken>();
    expectTypeOf<Parameters<typeof getCustomer.useQuerySubscription>[0]>().toEqualTypeOf<number | SkipToken>();
    expectTypeOf<Parameters<typeof getInvoicePages.useInfiniteQuery>[0]>().toEqualTypeOf<string | SkipToken>();
    expectTypeOf<Parameters<typeof getInvoicePages.useInfiniteQueryState>[0]>().toEqualTypeOf<string | SkipToken>();
    expectTypeOf<Parameters<typeof getInvoicePages.useInfiniteQuerySubscription>[0]>().toEqualTypeOf<
      string | SkipToken
    >();

    const customerId = undefined as number | undefined;
    expectTypeOf(customerId ?? skipToken).toExtend<Parameters<typeof getCustomer.useQuery>[0]>();
    expectTypeOf(customerId).not.toExtend<Parameters<typeof getCustomer.useQuery>[0]>();
  });
});

describe('rtk-query/usage/conditional-fetching › Using `skipToken` with selectors', () => {
  it('returns the uninitialized state for skipToken even when the argument is cached', async () => {
    const store = configureStore({
      reducer: { [accountsApi.reducerPath]: accountsApi.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(accountsApi.middleware),
    });
    await store.dispatch(accountsApi.endpoints.getCustomer.initiate(1, { subscribe: false }));
    const state = store.getState();
    expect(accountsApi.endpoints.getCustomer.select(1)(state).data?.name).toBe('Ada');

    const skipped = accountsApi.endpoints.getCustomer.select(skipToken)(state);
    expect(skipped).toMatchObject({ status: 'uninitialized', isUninitialized: true, isLoading: false });
    expect(skipped.data).toBeUndefined();
    store.dispatch(accountsApi.util.resetApiState());
  });
});

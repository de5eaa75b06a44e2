import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery, skipToken, type SkipToken } from '@reduxjs/toolkit/query/react';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { act, renderHookWithStore } from './hook-harness';

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

describe('rtk-query/usage/conditional-fetching › Dependent queries', () => {
  it('starts the second request only after the render in which the first result arrives', async () => {
    const events: string[] = [];
    const api = createApi({
      reducerPath: 'accountsApi',
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({
        getCustomer: build.query<Customer, number>({
          queryFn: (id) => {
            events.push(`request getCustomer(${id})`);
            return { data: { id, name: 'Ada', accountId: 'acc-1' } };
          },
        }),
        getInvoices: build.query<string[], string>({
          queryFn: (accountId) => {
            events.push(`request getInvoices(${accountId})`);
            return { data: [`${accountId}-invoice-1`] };
          },
        }),
      }),
    });
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    });
    const hook = await renderHookWithStore(
      store,
      (customerId: number) => {
        const { currentData: customer } = api.endpoints.getCustomer.useQuery(customerId);
        const invoices = api.endpoints.getInvoices.useQuery(customer?.accountId ?? skipToken);
        events.push(`render with ${customer ? customer.accountId : 'no customer'}`);
        return invoices;
      },
      7,
    );

    // Each act lets the pending requests settle and renders their results; a busy machine may need many turns.
    await vi.waitFor(
      async () => {
        await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
        expect(hook.result.current.data).toEqual(['acc-1-invoice-1']);
      },
      { timeout: 10_000, interval: 0 },
    );
    const firstRenderWithAccount = events.indexOf('render with acc-1');
    expect(events.slice(0, 2)).toEqual(['render with no customer', 'request getCustomer(7)']);
    expect(firstRenderWithAccount).toBeGreaterThan(1);
    expect(events.indexOf('request getInvoices(acc-1)')).toBe(firstRenderWithAccount + 1);
    await hook.unmount();
    store.dispatch(api.util.resetApiState());
  });
});

import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery, fetchBaseQuery, setupListeners } from '@reduxjs/toolkit/query/react';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createFakeBackend, FAKE_BASE_URL, json } from '../../support/fake-backend';
import { storeWithApi } from '../../support/api-store';

interface User {
  id: number;
  name: string;
}

/** Registers the API's listeners through setupListeners and returns a function that fires a focus event. */
function focusEvents(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) {
  let fireFocus = () => {};
  const stop = setupListeners(dispatch, (dispatch, { onFocus }) => {
    fireFocus = () => dispatch(onFocus());
    return () => {};
  });
  return { fireFocus: () => fireFocus(), stop };
}

function usersApi(options: { refetchOnFocus?: boolean }, requests: string[]) {
  return createApi({
    reducerPath: 'usersApi',
    baseQuery: fakeBaseQuery(),
    ...options,
    endpoints: (build) => ({
      getUsers: build.query<User[], void>({
        queryFn: () => {
          requests.push('getUsers');
          return { data: [{ id: 1, name: 'Ada' }] };
        },
      }),
    }),
  });
}

describe('rtk-query/usage/cache-behavior › Refetching on focus and reconnect', () => {
  it('removes an unused entry on focus when refetchOnFocus is set on createApi', async () => {
    const requests: string[] = [];
    const api = usersApi({ refetchOnFocus: true }, requests);
    const store = storeWithApi(api);
    const { fireFocus, stop } = focusEvents(store.dispatch);
    const request = store.dispatch(api.endpoints.getUsers.initiate());
    await request;
    request.unsubscribe();
    expect(api.endpoints.getUsers.select()(store.getState()).isSuccess).toBe(true);

    fireFocus();
    expect(api.endpoints.getUsers.select()(store.getState()).isUninitialized).toBe(true);
    expect(requests).toEqual(['getUsers']);
    stop();
    store.dispatch(api.util.resetApiState());
  });

  it('keeps an unused entry on focus when only a subscriber set refetchOnFocus', async () => {
    const requests: string[] = [];
    const api = usersApi({}, requests);
    const store = storeWithApi(api);
    const { fireFocus, stop } = focusEvents(store.dispatch);
    const request = store.dispatch(
      api.endpoints.getUsers.initiate(undefined, { subscriptionOptions: { refetchOnFocus: true } }),
    );
    await request;
    request.unsubscribe();

    fireFocus();
    expect(api.endpoints.getUsers.select()(store.getState()).data).toEqual([{ id: 1, name: 'Ada' }]);
    expect(requests).toEqual(['getUsers']);
    stop();
    store.dispatch(api.util.resetApiState());
  });

  it('accepts refetchOnFocus and refetchOnReconnect on the lazy query hooks', () => {
    const api = usersApi({}, []);
    type LazyOptions = NonNullable<Parameters<typeof api.endpoints.getUsers.useLazyQuery>[0]>;
    expectTypeOf<LazyOptions['refetchOnFocus']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<LazyOptions['refetchOnReconnect']>().toEqualTypeOf<boolean | undefined>();
    type LazySubscriptionOptions = NonNullable<Parameters<typeof api.endpoints.getUsers.useLazyQuerySubscription>[0]>;
    expectTypeOf<LazySubscriptionOptions['refetchOnFocus']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<LazySubscriptionOptions['refetchOnReconnect']>().toEqualTypeOf<boolean | undefined>();
  });
});

describe('rtk-query/usage/cache-behavior › Keeping unused data with `keepUnusedDataFor`', () => {
  function hangingUsersApi(signals: AbortSignal[]) {
    const fetchFn = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      signals.push(request.signal);
      return new Promise<Response>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      );
    };
    return createApi({
      reducerPath: 'usersApi',
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn }),
      keepUnusedDataFor: 0,
      endpoints: (build) => ({
        getUser: build.query<User, number>({ query: (id) => `/users/${id}` }),
      }),
    });
  }

  it('aborts the running fetch when the removal timer removes the entry', async () => {
    const signals: AbortSignal[] = [];
    const api = hangingUsersApi(signals);
    const store = storeWithApi(api);
    const request = store.dispatch(api.endpoints.getUser.initiate(5));
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    request.unsubscribe();
    await vi.waitFor(() => expect(signals[0]!.aborted).toBe(true));
    await vi.waitFor(() => expect(api.endpoints.getUser.select(5)(store.getState()).isUninitialized).toBe(true));
  });

  it('aborts every running fetch on resetApiState', async () => {
    const signals: AbortSignal[] = [];
    const api = hangingUsersApi(signals);
    const store = storeWithApi(api);
    store.dispatch(api.endpoints.getUser.initiate(1));
    store.dispatch(api.endpoints.getUser.initiate(2));
    await vi.waitFor(() => expect(signals).toHaveLength(2));
    store.dispatch(api.util.resetApiState());
    expect(signals.map((signal) => signal.aborted)).toEqual([true, true]);
  });
});

describe('rtk-query/usage/cache-behavior › Trade-off: each entry keeps its own copy', () => {
  it('stores the same user separately in the list entry and the detail entry', async () => {
    const backend = createFakeBackend({
      'GET /users': () => json([{ id: 5, name: 'Ada' }]),
      'GET /users/5': () => json({ id: 5, name: 'Ada' }),
    });
    const api = createApi({
      reducerPath: 'usersApi',
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
      endpoints: (build) => ({
        getUsers: build.query<User[], void>({ query: () => '/users' }),
        getUser: build.query<User, number>({ query: (id) => `/users/${id}` }),
      }),
    });
    const store = storeWithApi(api);
    const list = store.dispatch(api.endpoints.getUsers.initiate());
    const detail = store.dispatch(api.endpoints.getUser.initiate(5));
    await Promise.all([list, detail]);

    store.dispatch(
      api.util.updateQueryData('getUsers', undefined, (users) => {
        users[0]!.name = 'Ada Lovelace';
      }),
    );
    expect(api.endpoints.getUsers.select()(store.getState()).data).toEqual([{ id: 5, name: 'Ada Lovelace' }]);
    expect(api.endpoints.getUser.select(5)(store.getState()).data).toEqual({ id: 5, name: 'Ada' });

    list.unsubscribe();
    detail.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });

  it('refetches every subscribed entry that provides the tag, and removes the one nobody uses', async () => {
    const backend = createFakeBackend({
      'GET /users': () => json([{ id: 5, name: 'Ada' }]),
      'GET /users/5': () => json({ id: 5, name: 'Ada' }),
    });
    const api = createApi({
      reducerPath: 'usersApi',
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
      tagTypes: ['User'],
      endpoints: (build) => ({
        getUsers: build.query<User[], void>({
          query: () => '/users',
          providesTags: (users = []) => users.map(({ id }) => ({ type: 'User' as const, id })),
        }),
        getUser: build.query<User, number>({
          query: (id) => `/users/${id}`,
          providesTags: (_user, _error, id) => [{ type: 'User', id }],
        }),
      }),
    });
    const store = storeWithApi(api);
    const list = store.dispatch(api.endpoints.getUsers.initiate());
    const detail = store.dispatch(api.endpoints.getUser.initiate(5));
    await Promise.all([list, detail]);
    detail.unsubscribe();

    store.dispatch(api.util.invalidateTags([{ type: 'User', id: 5 }]));
    await vi.waitFor(() => expect(backend.requests).toEqual(['GET /users', 'GET /users/5', 'GET /users']));
    expect(api.endpoints.getUser.select(5)(store.getState()).isUninitialized).toBe(true);

    list.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

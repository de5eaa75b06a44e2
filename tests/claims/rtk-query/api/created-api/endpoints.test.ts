import { createApi, fakeBaseQuery, fetchBaseQuery, setupListeners } from '@reduxjs/toolkit/query';
import { createElement, useEffect, useMemo, type ReactNode } from 'react';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend, FAKE_BASE_URL, json } from '../../../support/fake-backend';
import { renderHook } from '../render-hook';
import { storeWithApi } from '../../../support/api-store';

function makePostsApi(keepUnusedDataFor = 60) {
  const started: number[] = [];
  const api = createApi({
    baseQuery: fakeBaseQuery(),
    keepUnusedDataFor,
    endpoints: (build) => ({
      getPost: build.query<{ id: number; title: string }, number>({
        queryFn: async (id) => {
          started.push(id);
          await new Promise((resolve) => setTimeout(resolve, 5));
          return { data: { id, title: `Post ${id} (request ${started.length})` } };
        },
      }),
    }),
  });
  return { api, store: storeWithApi(api), started };
}

describe('rtk-query/api/created-api/endpoints › Starting a query', () => {
  it('starts no request while one for the entry is running, even when forced, and waits for it', async () => {
    // with 0, an entry goes as soon as its last subscription does, which makes subscriptions observable
    const { api, store, started } = makePostsApi(0);
    const first = store.dispatch(api.endpoints.getPost.initiate(1));
    const forced = store.dispatch(api.endpoints.getPost.initiate(1, { forceRefetch: true }));
    const [firstResult, forcedResult] = await Promise.all([first, forced]);
    expect(started).toEqual([1]);
    expect(forcedResult.data).toEqual(firstResult.data);

    // both dispatches subscribed: the entry outlives the first unsubscribe
    first.unsubscribe();
    // A fixed wait is right here: it gives the removal timer (keepUnusedDataFor: 0) time to run if the entry were
    // wrongly released; a slow machine cannot make the entry go away.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.endpoints.getPost.select(1)(store.getState()).data).toBeDefined();
    forced.unsubscribe();
    await vi.waitFor(() => expect(store.getState().api.queries).toEqual({}));
  });

  it('starts a forced request once the entry has data and nothing is running', async () => {
    const { api, store, started } = makePostsApi();
    await store.dispatch(api.endpoints.getPost.initiate(1, { subscribe: false }));
    await store.dispatch(api.endpoints.getPost.initiate(1, { subscribe: false }));
    expect(started).toEqual([1]);
    const forced = await store.dispatch(api.endpoints.getPost.initiate(1, { subscribe: false, forceRefetch: true }));
    expect(started).toEqual([1, 1]);
    expect(forced.data?.title).toBe('Post 1 (request 2)');
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/api/created-api/endpoints › Using initiate and select in a React component', () => {
  it('reads uninitialized state on the first render, then the data, and releases the entry on unmount', async () => {
    const { api, store } = makePostsApi(0);
    const useAppDispatch = useDispatch.withTypes<typeof store.dispatch>();
    const renders: Array<{ status: string; title: string | undefined }> = [];
    function usePostTitle(postId: number) {
      const dispatch = useAppDispatch();
      useEffect(() => {
        const request = dispatch(api.endpoints.getPost.initiate(postId));
        return () => request.unsubscribe();
      }, [dispatch, postId]);
      const selectPost = useMemo(() => api.endpoints.getPost.select(postId), [postId]);
      const { status, data } = useSelector(selectPost);
      renders.push({ status, title: data?.title });
      return data?.title;
    }
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
    const rendered = await renderHook(() => usePostTitle(3), { wrapper });
    expect(renders[0]).toEqual({ status: 'uninitialized', title: undefined });
    await vi.waitFor(() => expect(rendered.result.current).toBe('Post 3 (request 1)'));
    // A fixed wait is right here: the request has settled and rendered, and the wait only gives a wrong removal or
    // extra entry time to show up; a slow machine cannot make it fail.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Object.keys(store.getState().api.queries)).toEqual(['getPost(3)']);
    await rendered.unmount();
    await vi.waitFor(() => expect(store.getState().api.queries).toEqual({}));
  });
});

describe('rtk-query/api/created-api/endpoints › `subscriptionOptions`', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('skips polls with skipPollingIfUnfocused only while the document is hidden, not on blur', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const listeners = new Map<string, () => void>();
    const document = { visibilityState: 'visible' };
    vi.stubGlobal('window', {
      document,
      addEventListener: (type: string, handler: () => void) => listeners.set(type, handler),
      removeEventListener: (type: string) => listeners.delete(type),
    });
    const starts: number[] = [];
    const api = createApi({
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({
        getPosts: build.query<string[], void>({
          queryFn: () => {
            starts.push(Date.now());
            return { data: ['Hello'] };
          },
        }),
      }),
    });
    const store = storeWithApi(api);
    const stopListening = setupListeners(store.dispatch);
    // No `blur` listener: a visible window that loses focus keeps polling.
    expect([...listeners.keys()].sort()).toEqual(['focus', 'offline', 'online', 'visibilitychange']);

    const polling = store.dispatch(
      api.endpoints.getPosts.initiate(undefined, {
        subscriptionOptions: { pollingInterval: 1_000, skipPollingIfUnfocused: true },
      }),
    );
    await vi.advanceTimersByTimeAsync(1_050);
    expect(starts).toHaveLength(2);

    document.visibilityState = 'hidden';
    listeners.get('visibilitychange')!();
    expect(store.getState().api.config.focused).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(starts).toHaveLength(2);

    document.visibilityState = 'visible';
    listeners.get('visibilitychange')!();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(starts).toHaveLength(3);

    stopListening();
    polling.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/api/created-api/endpoints › Mutation results', () => {
  it('abort cancels the fetch through its signal, settles with AbortError and invalidates nothing', async () => {
    const backend = createFakeBackend({ 'GET /posts': () => json([{ id: 1, title: 'Hello' }]) });
    const signals: AbortSignal[] = [];
    const fetchFn = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.method !== 'PATCH') return backend.fetch(input, init);
      signals.push(request.signal);
      return new Promise<Response>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      );
    };
    const api = createApi({
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn }),
      tagTypes: ['Post'],
      endpoints: (build) => ({
        getPosts: build.query<{ id: number; title: string }[], void>({ query: () => 'posts', providesTags: ['Post'] }),
        updatePost: build.mutation<{ id: number; title: string }, { id: number; title: string }>({
          query: ({ id, ...changes }) => ({ url: `posts/${id}`, method: 'PATCH', body: changes }),
          invalidatesTags: ['Post'],
        }),
      }),
    });
    const store = storeWithApi(api);
    const posts = store.dispatch(api.endpoints.getPosts.initiate());
    await posts;

    const request = store.dispatch(api.endpoints.updatePost.initiate({ id: 1, title: 'Renamed' }));
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    request.abort();
    const result = await request;

    expect(signals[0]!.aborted).toBe(true);
    expect(result).toEqual({ error: { name: 'AbortError', message: 'Aborted' } });
    // A fixed wait is right here: the aborted call has settled, and the wait only gives a wrong refetch time to show up;
    // a slow machine cannot make it fail.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(backend.requests).toEqual(['GET /posts']);

    posts.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

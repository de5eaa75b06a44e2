import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { createElement, useEffect, useMemo, type ReactNode } from 'react';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '../render-hook';
import { storeFor } from '../store';

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
  return { api, store: storeFor(api), started };
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
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Object.keys(store.getState().api.queries)).toEqual(['getPost(3)']);
    await rendered.unmount();
    await vi.waitFor(() => expect(store.getState().api.queries).toEqual({}));
  });
});

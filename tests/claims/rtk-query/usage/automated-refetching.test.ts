import { configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { describe, expect, it, vi } from 'vitest';

interface Post {
  id: number | string;
  title: string;
}

function makeStore<ReducerPath extends string, State>(api: {
  reducerPath: ReducerPath;
  reducer: Reducer<State>;
  middleware: Middleware<{}, any, any>;
}) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer } as Record<ReducerPath, Reducer<State>>,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

describe('rtk-query/usage/automated-refetching › A separate tag type for lists', () => {
  it('refetches the list, and no detail query, when the list tag type is invalidated', async () => {
    const requests: string[] = [];
    const api = createApi({
      baseQuery: fakeBaseQuery(),
      tagTypes: ['Post', 'PostList'],
      endpoints: (build) => ({
        getPosts: build.query<Post[], void>({
          queryFn: () => {
            requests.push('getPosts');
            return { data: [{ id: 1, title: 'One' }] };
          },
          providesTags: (posts = []) => ['PostList', ...posts.map(({ id }) => ({ type: 'Post' as const, id }))],
        }),
        getPost: build.query<Post, number>({
          queryFn: (id) => {
            requests.push(`getPost(${id})`);
            return { data: { id, title: 'One' } };
          },
          providesTags: (post, error, id) => [{ type: 'Post', id }],
        }),
      }),
    });
    const store = makeStore(api);
    const list = store.dispatch(api.endpoints.getPosts.initiate());
    const detail = store.dispatch(api.endpoints.getPost.initiate(1));
    await Promise.all([list, detail]);

    store.dispatch(api.util.invalidateTags(['PostList']));
    await vi.waitFor(() => expect(requests).toEqual(['getPosts', 'getPost(1)', 'getPosts']));

    store.dispatch(api.util.invalidateTags([{ type: 'Post', id: 1 }]));
    await vi.waitFor(() => expect(requests).toHaveLength(5));
    expect(requests.slice(3).sort()).toEqual(['getPost(1)', 'getPosts']);

    list.unsubscribe();
    detail.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage/automated-refetching › Tracking lists with the `LIST` id', () => {
  it("refetches an item whose own id is 'LIST' when the list tag is invalidated", async () => {
    const requests: string[] = [];
    const api = createApi({
      baseQuery: fakeBaseQuery(),
      tagTypes: ['Post'],
      endpoints: (build) => ({
        getPostBySlug: build.query<Post, string>({
          queryFn: (slug) => {
            requests.push(slug);
            return { data: { id: slug, title: slug } };
          },
          providesTags: (post, error, slug) => [{ type: 'Post', id: slug }],
        }),
      }),
    });
    const store = makeStore(api);
    const unlucky = store.dispatch(api.endpoints.getPostBySlug.initiate('LIST'));
    await unlucky;
    store.dispatch(api.util.invalidateTags([{ type: 'Post', id: 'LIST' }]));
    await vi.waitFor(() => expect(requests).toEqual(['LIST', 'LIST']));
    unlucky.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage/automated-refetching › Helpers for the list pattern', () => {
  it('lets a later mutation refetch a failed list whose providesTags still returned the list tag', async () => {
    let fail = true;
    const requests: number[] = [];
    const api = createApi({
      baseQuery: fakeBaseQuery<string>(),
      tagTypes: ['Post'],
      endpoints: (build) => ({
        getPostsByAuthor: build.query<Post[], number>({
          queryFn: (authorId) => {
            requests.push(authorId);
            return fail ? { error: 'offline' } : { data: [{ id: 1, title: 'One' }] };
          },
          providesTags: (posts) => [
            { type: 'Post', id: 'LIST' },
            ...(posts ?? []).map(({ id }) => ({ type: 'Post' as const, id })),
          ],
        }),
        importPosts: build.mutation<null, void>({
          queryFn: () => ({ data: null }),
          invalidatesTags: () => [{ type: 'Post', id: 'LIST' }],
        }),
      }),
    });
    const store = makeStore(api);
    const list = store.dispatch(api.endpoints.getPostsByAuthor.initiate(7));
    expect((await list).isError).toBe(true);
    fail = false;
    await store.dispatch(api.endpoints.importPosts.initiate());
    await vi.waitFor(() => expect(api.endpoints.getPostsByAuthor.select(7)(store.getState()).isSuccess).toBe(true));
    expect(requests).toEqual([7, 7]);
    list.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

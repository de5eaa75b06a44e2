import { createApi, fakeBaseQuery, fetchBaseQuery } from '@reduxjs/toolkit/query';
import { describe, expect, it, vi } from 'vitest';
import { createFakeBackend, FAKE_BASE_URL, json } from '../../support/fake-backend';
import { storeWithApi } from '../../support/api-store';

interface Post {
  id: number | string;
  title: string;
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
    const store = storeWithApi(api);
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
    const store = storeWithApi(api);
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
    const store = storeWithApi(api);
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

describe('rtk-query/usage/automated-refetching › When invalidation happens', () => {
  function setup() {
    const requests: string[] = [];
    const hungSaves: AbortSignal[] = [];
    const backend = createFakeBackend({
      'GET /posts': () => {
        requests.push('getPosts');
        return json([{ id: 1, title: 'One' }]);
      },
      'GET /posts/1': () => {
        requests.push('getPost(1)');
        return json({ id: 1, title: 'One' });
      },
      'POST /posts': () => json({ id: 2, title: 'Two' }),
    });
    /** A save sent with the x-hang header never answers; only aborting it ends it. */
    const fetchFn = (input: RequestInfo | URL, init?: RequestInit) => {
      if (!(input instanceof Request) || input.headers.get('x-hang') !== 'yes') return backend.fetch(input, init);
      const { signal } = input;
      hungSaves.push(signal);
      return new Promise<Response>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    };
    const api = createApi({
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn }),
      tagTypes: ['Post'],
      endpoints: (build) => ({
        getPosts: build.query<Post[], void>({ query: () => '/posts', providesTags: ['Post'] }),
        getPost: build.query<Post, number>({ query: (id) => `/posts/${id}`, providesTags: ['Post'] }),
        addPost: build.mutation<Post, { title: string; hang?: boolean; throwInTransform?: boolean }>({
          query: ({ title, hang }) => ({
            url: '/posts',
            method: 'POST',
            body: { title },
            headers: hang ? { 'x-hang': 'yes' } : {},
          }),
          transformResponse: (post: Post, _meta, { throwInTransform }) => {
            if (throwInTransform) throw new Error('Unexpected response');
            return post;
          },
          invalidatesTags: ['Post'],
        }),
      }),
    });
    const store = storeWithApi(api);
    return { api, store, requests, hungSaves };
  }

  it('refetches subscribed entries and removes unsubscribed ones after a successful mutation', async () => {
    const { api, store, requests } = setup();
    const list = store.dispatch(api.endpoints.getPosts.initiate());
    await list;
    const detail = store.dispatch(api.endpoints.getPost.initiate(1));
    await detail;
    detail.unsubscribe();

    await store.dispatch(api.endpoints.addPost.initiate({ title: 'Two' }));
    await vi.waitFor(() => expect(requests).toEqual(['getPosts', 'getPost(1)', 'getPosts']));
    expect(api.endpoints.getPost.select(1)(store.getState()).isUninitialized).toBe(true);

    list.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });

  it('invalidates nothing when transformResponse throws or the mutation is aborted', async () => {
    const { api, store, requests, hungSaves } = setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const list = store.dispatch(api.endpoints.getPosts.initiate());
    await list;

    const thrown = await store.dispatch(api.endpoints.addPost.initiate({ title: 'Two', throwInTransform: true }));
    expect(thrown).toMatchObject({ error: { message: 'Unexpected response' } });

    const saving = store.dispatch(api.endpoints.addPost.initiate({ title: 'Three', hang: true }));
    await vi.waitFor(() => expect(hungSaves).toHaveLength(1));
    saving.abort();
    expect(await saving).toEqual({ error: { name: 'AbortError', message: 'Aborted' } });
    expect(hungSaves[0]!.aborted).toBe(true);

    // a later request proves the middleware has processed both rejections
    await store.dispatch(api.endpoints.getPost.initiate(1, { subscribe: false }));
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    expect(requests).toEqual(['getPosts', 'getPost(1)']);

    vi.mocked(console.error).mockRestore();
    list.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

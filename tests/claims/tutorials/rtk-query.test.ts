import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery, setupListeners } from '@reduxjs/toolkit/query';
import { createApi as createReactApi } from '@reduxjs/toolkit/query/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend, FAKE_BASE_URL, json } from '../support/fake-backend';

interface Post {
  id: number;
  title: string;
  body: string;
  likes: number;
}

/** The tutorial's API slice after Step 9, against a fake json-server. */
function setup() {
  const posts: Post[] = [
    { id: 1, title: 'Welcome to the blog', body: 'First.', likes: 3 },
    { id: 2, title: 'Caching explained', body: 'Second.', likes: 1 },
  ];
  let unreachableNext = false;
  let hangNext = false;
  const backend = createFakeBackend({
    'GET /posts': () => json(posts),
    'GET /posts/1': () => json(posts[0]),
    'GET /posts/2': () => json(posts[1]),
    'POST /posts': async (request) => {
      const post = { ...((await request.json()) as Omit<Post, 'id'>), id: posts.length + 1 };
      posts.push(post);
      return json(post, 201);
    },
    'PATCH /posts/2': async (request) => {
      Object.assign(posts[1]!, await request.json());
      return json(posts[1]);
    },
    'DELETE /posts/2': () => {
      posts.splice(1, 1);
      return json({});
    },
  });
  const apiSlice = createApi({
    reducerPath: 'api',
    baseQuery: fetchBaseQuery({
      baseUrl: FAKE_BASE_URL,
      fetchFn: (input, init) => {
        if (hangNext) {
          hangNext = false;
          const { signal } = new Request(input, init);
          return new Promise<Response>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
        }
        if (!unreachableNext) return backend.fetch(input, init);
        unreachableNext = false;
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    }),
    tagTypes: ['Post'],
    endpoints: (builder) => ({
      getPosts: builder.query<Post[], void>({
        query: () => '/posts',
        providesTags: (result = []) => [
          { type: 'Post', id: 'LIST' },
          ...result.map((post) => ({ type: 'Post' as const, id: post.id })),
        ],
      }),
      getPost: builder.query<Post, number>({
        query: (postId) => `/posts/${postId}`,
        providesTags: (_result, _error, postId) => [{ type: 'Post', id: postId }],
      }),
      addPost: builder.mutation<Post, Pick<Post, 'title' | 'body'>>({
        query: (newPost) => ({ url: '/posts', method: 'POST', body: { ...newPost, likes: 0 } }),
        invalidatesTags: [{ type: 'Post', id: 'LIST' }],
      }),
      likePost: builder.mutation<Post, Pick<Post, 'id' | 'likes'>>({
        query: ({ id, likes }) => ({ url: `/posts/${id}`, method: 'PATCH', body: { likes } }),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'Post', id }],
      }),
    }),
  });
  const store = configureStore({
    reducer: { [apiSlice.reducerPath]: apiSlice.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(apiSlice.middleware),
  });
  const settled = () => Promise.all(store.dispatch(apiSlice.util.getRunningQueriesThunk()));
  const count = (request: string) => backend.requests.filter((seen) => seen === request).length;
  cleanups.push(() => store.dispatch(apiSlice.util.resetApiState()));
  /** The next request fails the way fetch does when the server cannot be reached. */
  const failNextAsUnreachable = () => {
    unreachableNext = true;
  };
  /** The next request never answers; only aborting it ends it. */
  const hangNextRequest = () => {
    hangNext = true;
  };
  return { apiSlice, store, backend, settled, count, failNextAsUnreachable, hangNextRequest };
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('tutorials/rtk-query › Step 3: Add the API slice to the store', () => {
  it("throws on every render of a query hook without the middleware, whenever NODE_ENV is not 'production'", () => {
    const backend = createFakeBackend({ 'GET /posts': () => json([]) });
    const apiSlice = createReactApi({
      reducerPath: 'api',
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
      endpoints: (builder) => ({
        getPosts: builder.query<Post[], void>({ query: () => '/posts' }),
      }),
    });
    // The middleware is forgotten.
    const store = configureStore({ reducer: { [apiSlice.reducerPath]: apiSlice.reducer } });
    function PostsList() {
      const { data: posts = [] } = apiSlice.useGetPostsQuery();
      return createElement('p', null, `${posts.length} posts`);
    }
    const render = () => renderToString(createElement(Provider, { store, children: createElement(PostsList) }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = 'Middleware for RTK-Query API at reducerPath "api" has not been added to the store';
    for (const nodeEnv of ['test', 'development']) {
      vi.stubEnv('NODE_ENV', nodeEnv);
      expect(render).toThrow(message);
      expect(render).toThrow(message);
    }
    vi.stubEnv('NODE_ENV', 'production');
    expect(render()).toBe('<p>0 posts</p>');
    expect(backend.requests).toEqual([]);
  });
});

describe('tutorials/rtk-query › Step 8: Refetch the list automatically with tags', () => {
  it('refetches a query that a component uses when a mutation that invalidates its tag succeeds', async () => {
    const { apiSlice, store, settled, count } = setup();
    const list = store.dispatch(apiSlice.endpoints.getPosts.initiate());
    await list;
    await store.dispatch(apiSlice.endpoints.addPost.initiate({ title: 'New', body: 'Hello' })).unwrap();
    await vi.waitFor(() => expect(count('GET /posts')).toBe(2));
    await settled();
    expect(apiSlice.endpoints.getPosts.select()(store.getState()).data).toHaveLength(3);
    list.unsubscribe();
  });

  it('also invalidates the tags when the mutation fails with an error response from the server', async () => {
    const { apiSlice, store, backend, settled, count } = setup();
    const list = store.dispatch(apiSlice.endpoints.getPosts.initiate());
    await list;
    backend.failNext(500);
    const result = await store.dispatch(apiSlice.endpoints.addPost.initiate({ title: 'New', body: 'Hello' }));
    expect(result.error).toMatchObject({ status: 500 });
    await vi.waitFor(() => expect(count('GET /posts')).toBe(2));
    await settled();
    list.unsubscribe();
  });

  it('also invalidates the tags when the server cannot be reached (FETCH_ERROR)', async () => {
    const { apiSlice, store, settled, count, failNextAsUnreachable } = setup();
    const list = store.dispatch(apiSlice.endpoints.getPosts.initiate());
    await list;
    failNextAsUnreachable();
    const result = await store.dispatch(apiSlice.endpoints.addPost.initiate({ title: 'New', body: 'Hello' }));
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(count('POST /posts')).toBe(0);
    await vi.waitFor(() => expect(count('GET /posts')).toBe(2));
    await settled();
    list.unsubscribe();
  });

  it('does not invalidate when an exception is thrown in transformResponse', async () => {
    const { apiSlice, store, settled, count } = setup();
    const withThrowingTransform = apiSlice.injectEndpoints({
      endpoints: (builder) => ({
        addPostStrict: builder.mutation<{ id: number }, Pick<Post, 'title' | 'body'>>({
          query: (newPost) => ({ url: '/posts', method: 'POST', body: newPost }),
          transformResponse: () => {
            throw new Error('Unexpected response shape');
          },
          invalidatesTags: [{ type: 'Post', id: 'LIST' }],
        }),
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const list = store.dispatch(apiSlice.endpoints.getPosts.initiate());
    await list;
    const result = await store.dispatch(
      withThrowingTransform.endpoints.addPostStrict.initiate({ title: 'New', body: 'Hello' }),
    );
    expect(result.error).toMatchObject({ message: 'Unexpected response shape' });
    await settled();
    expect(count('POST /posts')).toBe(1);
    expect(count('GET /posts')).toBe(1);
    list.unsubscribe();
  });

  it('does not invalidate when the mutation is aborted', async () => {
    const { apiSlice, store, settled, count, hangNextRequest } = setup();
    const list = store.dispatch(apiSlice.endpoints.getPosts.initiate());
    await list;
    hangNextRequest();
    const saving = store.dispatch(apiSlice.endpoints.addPost.initiate({ title: 'New', body: 'Hello' }));
    saving.abort();
    const result = await saving;
    expect(result.error).toEqual({ name: 'AbortError', message: 'Aborted' });
    // a later request proves the middleware has processed the rejection
    await store.dispatch(apiSlice.endpoints.getPost.initiate(1, { subscribe: false }));
    await settled();
    expect(count('GET /posts')).toBe(1);
    list.unsubscribe();
  });

  it('removes an invalidated cache entry that no component uses, instead of refetching it', async () => {
    const { apiSlice, store, count } = setup();
    const details = store.dispatch(apiSlice.endpoints.getPost.initiate(2));
    await details;
    details.unsubscribe();
    expect(apiSlice.endpoints.getPost.select(2)(store.getState()).data).toBeDefined();

    await store.dispatch(apiSlice.endpoints.likePost.initiate({ id: 2, likes: 2 })).unwrap();
    expect(apiSlice.endpoints.getPost.select(2)(store.getState()).data).toBeUndefined();
    expect(count('GET /posts/2')).toBe(1);
  });
});

describe('tutorials/rtk-query › Step 9: Update one post and invalidate only what changed', () => {
  it('refetches getPost for the liked post and the list, and not another post', async () => {
    const { apiSlice, store, settled, count } = setup();
    const subscriptions = [
      store.dispatch(apiSlice.endpoints.getPosts.initiate()),
      store.dispatch(apiSlice.endpoints.getPost.initiate(1)),
      store.dispatch(apiSlice.endpoints.getPost.initiate(2)),
    ];
    await settled();
    await store.dispatch(apiSlice.endpoints.likePost.initiate({ id: 2, likes: 2 })).unwrap();
    await vi.waitFor(() => expect([count('GET /posts'), count('GET /posts/2')]).toEqual([2, 2]));
    await settled();
    expect(count('GET /posts/1')).toBe(1);
    expect(apiSlice.endpoints.getPost.select(2)(store.getState()).data?.likes).toBe(2);
    for (const subscription of subscriptions) subscription.unsubscribe();
  });
});

describe('tutorials/rtk-query › Step 10: Refetch when you come back to the page', () => {
  /** A browser window as far as setupListeners uses one: events, and the document's visibility. */
  function stubWindow() {
    const fakeWindow = Object.assign(new EventTarget(), { document: { visibilityState: 'visible' } });
    vi.stubGlobal('window', fakeWindow);
    return fakeWindow;
  }

  it('refetches a query that opted in with refetchOnFocus when the window gets focus, after setupListeners', async () => {
    const fakeWindow = stubWindow();
    const { apiSlice, store, settled, count } = setup();
    const unsubscribe = setupListeners(store.dispatch);
    cleanups.push(unsubscribe);
    const list = store.dispatch(
      apiSlice.endpoints.getPosts.initiate(undefined, { subscriptionOptions: { refetchOnFocus: true } }),
    );
    const details = store.dispatch(apiSlice.endpoints.getPost.initiate(1));
    await settled();

    fakeWindow.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(count('GET /posts')).toBe(2));
    await settled();
    expect(count('GET /posts/1')).toBe(1);

    // Coming back to a tab fires both events; the second finds the request in flight and sends no other.
    fakeWindow.document.visibilityState = 'visible';
    fakeWindow.dispatchEvent(new Event('visibilitychange'));
    fakeWindow.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(count('GET /posts')).toBe(3));
    await settled();
    expect(count('GET /posts')).toBe(3);
    list.unsubscribe();
    details.unsubscribe();
  });

  it('refetches a query that opted in with refetchOnReconnect when the browser is back online', async () => {
    const fakeWindow = stubWindow();
    const { apiSlice, store, settled, count } = setup();
    cleanups.push(setupListeners(store.dispatch));
    const list = store.dispatch(
      apiSlice.endpoints.getPosts.initiate(undefined, { subscriptionOptions: { refetchOnReconnect: true } }),
    );
    await settled();
    fakeWindow.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(count('GET /posts')).toBe(2));
    await settled();
    list.unsubscribe();
  });

  it('does nothing on focus without setupListeners', async () => {
    const fakeWindow = stubWindow();
    const { apiSlice, store, settled, count } = setup();
    const list = store.dispatch(
      apiSlice.endpoints.getPosts.initiate(undefined, { subscriptionOptions: { refetchOnFocus: true } }),
    );
    await settled();
    fakeWindow.dispatchEvent(new Event('focus'));
    await settled();
    expect(count('GET /posts')).toBe(1);
    list.unsubscribe();
  });
});

describe('tutorials/rtk-query › Step 11: Add an endpoint from another file', () => {
  it('adds the endpoint to the same API slice, sharing its cache, tags and middleware', async () => {
    const { apiSlice, store, settled, count } = setup();
    const deletePostApi = apiSlice.injectEndpoints({
      endpoints: (builder) => ({
        deletePost: builder.mutation<void, number>({
          query: (postId) => ({ url: `/posts/${postId}`, method: 'DELETE' }),
          invalidatesTags: [{ type: 'Post', id: 'LIST' }],
        }),
      }),
    });
    expect(deletePostApi).toBe(apiSlice);
    expect(Object.keys(apiSlice.endpoints)).toContain('deletePost');

    const list = store.dispatch(apiSlice.endpoints.getPosts.initiate());
    await settled();
    await store.dispatch(deletePostApi.endpoints.deletePost.initiate(2)).unwrap();
    await vi.waitFor(() => expect(count('GET /posts')).toBe(2));
    await settled();
    expect(
      apiSlice.endpoints.getPosts
        .select()(store.getState())
        .data?.map((post) => post.id),
    ).toEqual([1]);
    list.unsubscribe();
  });
});

import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query';
import { describe, expect, it, vi } from 'vitest';
import { createFakeBackend, FAKE_BASE_URL, json } from '../../support/fake-backend';

interface Post {
  id: number;
  title: string;
  body: string;
}

type NewPost = Omit<Post, 'id'>;

function setup() {
  const received: Array<{ contentType: string | null; body: string }> = [];
  const backend = createFakeBackend({
    'GET /posts': () => json([{ id: 1, title: 'First', body: '' }]),
    'POST /posts': async (request) => {
      const body = await request.text();
      received.push({ contentType: request.headers.get('content-type'), body });
      return json({ id: 2, ...(JSON.parse(body) as NewPost) }, 201);
    },
  });
  const apiSlice = createApi({
    reducerPath: 'api',
    baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
    tagTypes: ['Post'],
    endpoints: (build) => ({
      getPosts: build.query<Post[], void>({ query: () => 'posts', providesTags: ['Post'] }),
      addPost: build.mutation<Post, NewPost>({
        query: (newPost) => ({ url: 'posts', method: 'POST', body: newPost }),
        invalidatesTags: ['Post'],
      }),
    }),
  });
  const store = configureStore({
    reducer: { [apiSlice.reducerPath]: apiSlice.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(apiSlice.middleware),
  });
  return { backend, received, apiSlice, store };
}

describe('rtk-query/usage/migrating-to-rtk-query › Step 1: Create an API slice', () => {
  it('serializes a plain-object body as JSON with its content type, parses the response, and turns non-2xx into errors', async () => {
    const { backend, received, apiSlice, store } = setup();
    const saved = await store.dispatch(apiSlice.endpoints.addPost.initiate({ title: 'Hello', body: 'World' }));
    expect(received).toEqual([{ contentType: 'application/json', body: '{"title":"Hello","body":"World"}' }]);
    expect(saved.data).toEqual({ id: 2, title: 'Hello', body: 'World' });

    backend.failNext(500, { message: 'Database offline' });
    const failed = await store.dispatch(apiSlice.endpoints.addPost.initiate({ title: 'Again', body: '' }));
    expect(failed.error).toEqual({ status: 500, data: { message: 'Database offline' } });
  });
});

describe('rtk-query/usage/migrating-to-rtk-query › Step 4: Move writes to mutations', () => {
  it('refetches the list after a save, and after a save the server rejected', async () => {
    const { backend, apiSlice, store } = setup();
    const list = store.dispatch(apiSlice.endpoints.getPosts.initiate());
    await list;

    await store.dispatch(apiSlice.endpoints.addPost.initiate({ title: 'Hello', body: '' }, { track: false }));
    await vi.waitFor(() => expect(backend.requests).toEqual(['GET /posts', 'POST /posts', 'GET /posts']));

    backend.failNext(500);
    await store.dispatch(apiSlice.endpoints.addPost.initiate({ title: 'Again', body: '' }, { track: false }));
    await vi.waitFor(() => expect(backend.requests.slice(3)).toEqual(['POST /posts', 'GET /posts']));

    list.unsubscribe();
    store.dispatch(apiSlice.util.resetApiState());
  });
});

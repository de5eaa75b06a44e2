import { configureStore, Tuple, type SerializedError } from '@reduxjs/toolkit';
import { createApi as createReactApi, skipToken } from '@reduxjs/toolkit/query/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import {
  createApi,
  fakeBaseQuery,
  fetchBaseQuery,
  type ApiRootState,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { createFakeBackend, FAKE_BASE_URL, json } from '../support/fake-backend';
import { renderHook } from './api/render-hook';
import { storeWithApi } from '../support/api-store';

interface User {
  id: string;
  name: string;
}

describe('rtk-query/usage-with-typescript › Typing queryFn endpoints', () => {
  it('rejects a query endpoint on a fakeBaseQuery slice, which fails at runtime if forced through', async () => {
    const api = createApi({
      baseQuery: fakeBaseQuery<{ reason: string }>(),
      endpoints: (build) => ({
        getDraft: build.query<string, string>({
          // @ts-expect-error fakeBaseQuery slices accept only queryFn endpoints
          query: (id) => `drafts/${id}`,
        }),
      }),
    });
    const store = storeWithApi(api);
    const silence = console.error;
    console.error = () => {};
    const result = await store.dispatch(api.endpoints.getDraft.initiate('a', { subscribe: false }));
    console.error = silence;
    expect(result.error).toMatchObject({
      message: 'When using `fakeBaseQuery`, all queries & mutations must use the `queryFn` definition syntax.',
    });
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage-with-typescript › Returning errors from queryFn with fetchBaseQuery', () => {
  it('accepts CUSTOM_ERROR and base query errors, and rejects other shapes', async () => {
    const backend = createFakeBackend({ 'GET /me/drafts': () => json({ message: 'Forbidden' }, 403) });
    const api = createApi({
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
      endpoints: (build) => ({
        signedOut: build.query<string[], void>({
          queryFn: () => ({ error: { status: 'CUSTOM_ERROR', error: 'Sign in first' } }),
        }),
        passedThrough: build.query<string[], void>({
          queryFn: async (_arg, _api, _extraOptions, baseQuery) => {
            const result = await baseQuery('me/drafts');
            return result.error ? { error: result.error } : { data: result.data as string[] };
          },
        }),
        // @ts-expect-error a plain string is not a FetchBaseQueryError
        wrongShape: build.query<string[], void>({ queryFn: () => ({ error: 'Sign in first' }) }),
      }),
    });
    const store = storeWithApi(api);
    const signedOut = await store.dispatch(api.endpoints.signedOut.initiate(undefined, { subscribe: false }));
    expectTypeOf(signedOut.error).toEqualTypeOf<FetchBaseQueryError | SerializedError | undefined>();
    expect(signedOut.error).toEqual({ status: 'CUSTOM_ERROR', error: 'Sign in first' });
    const passed = await store.dispatch(api.endpoints.passedThrough.initiate(undefined, { subscribe: false }));
    expect(passed.error).toEqual({ status: 403, data: { message: 'Forbidden' } });
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage-with-typescript › Schemas that check the declared types', () => {
  const userSchema = z.object({ id: z.string(), name: z.string() });

  function makeUsersApi(withCatch: boolean) {
    const backend = createFakeBackend({
      'GET /users/ada': () => json({ id: 'ada', name: 'Ada', passwordHash: 'x' }),
      'GET /users/bob': () => json({ id: 'bob', name: null }),
    });
    const api = createApi({
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
      endpoints: (build) => ({
        getUser: build.query<User, string>({
          query: (userId) => `users/${userId}`,
          responseSchema: userSchema,
          catchSchemaFailure: withCatch
            ? (error) => ({ status: 'CUSTOM_ERROR', error: `${error.schemaName}: ${error.message}` })
            : undefined,
        }),
      }),
    });
    return { api, store: storeWithApi(api) };
  }

  it('rejects a schema that lacks a property of the declared result type', () => {
    createApi({
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL }),
      endpoints: (build) => ({
        getUser: build.query<User, string>({
          query: (userId) => `users/${userId}`,
          // @ts-expect-error the schema's type has no `name`
          responseSchema: z.object({ id: z.string() }),
        }),
      }),
    });
  });

  it("requires catchSchemaFailure to return the base query's error type", () => {
    createApi({
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL }),
      endpoints: (build) => ({
        getUser: build.query<User, string>({
          query: (userId) => `users/${userId}`,
          responseSchema: userSchema,
          // @ts-expect-error a string is not a FetchBaseQueryError
          catchSchemaFailure: (error) => error.message,
        }),
      }),
    });
  });

  it("stores the schema's output, and turns a failure into the converted error", async () => {
    const { api, store } = makeUsersApi(true);
    const ada = await store.dispatch(api.endpoints.getUser.initiate('ada', { subscribe: false }));
    expect(ada.data).toEqual({ id: 'ada', name: 'Ada' });
    const bob = await store.dispatch(api.endpoints.getUser.initiate('bob', { subscribe: false }));
    expect(bob.error).toEqual({
      status: 'CUSTOM_ERROR',
      error: 'responseSchema: Invalid input: expected string, received null',
    });
    store.dispatch(api.util.resetApiState());
  });

  it('without catchSchemaFailure, ends with an unhandled SerializedError', async () => {
    const { api, store } = makeUsersApi(false);
    const silence = console.error;
    console.error = () => {};
    const bob = await store.dispatch(api.endpoints.getUser.initiate('bob', { subscribe: false }));
    console.error = silence;
    expect(bob.error).toMatchObject({ name: 'SchemaError', message: 'Invalid input: expected string, received null' });
    expect(bob.error).not.toHaveProperty('status');
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage-with-typescript › Inferring endpoint types from schemas', () => {
  const postSchema = z.object({ id: z.number(), title: z.string() });
  const pageSchema = z.object({ posts: z.array(postSchema), nextCursor: z.string().nullable() });
  type Page = z.infer<typeof pageSchema>;

  const api = createApi({
    baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL }),
    endpoints: (build) => ({
      getAuthorPosts: build.query({
        argSchema: z.object({ authorId: z.string(), cursor: z.string().optional() }),
        query: ({ authorId, cursor }) => ({ url: `authors/${authorId}/posts`, params: { cursor } }),
        responseSchema: pageSchema,
      }),
      getAuthorPostTitles: build.query({
        query: (authorId: string) => `authors/${authorId}/posts`,
        rawResponseSchema: pageSchema,
        transformResponse: (page) => page.posts.map((post) => post.title),
      }),
      createPost: build.mutation({
        argSchema: postSchema.omit({ id: true }),
        query: (post) => ({ url: 'posts', method: 'POST', body: post }),
        responseSchema: postSchema,
      }),
    }),
  });

  it('infers QueryArg from argSchema and ResultType from responseSchema', () => {
    expectTypeOf<typeof api.endpoints.getAuthorPosts.Types.QueryArg>().toEqualTypeOf<{
      authorId: string;
      cursor?: string | undefined;
    }>();
    expectTypeOf<typeof api.endpoints.getAuthorPosts.Types.ResultType>().toEqualTypeOf<Page>();
    expectTypeOf<typeof api.endpoints.createPost.Types.QueryArg>().toEqualTypeOf<{ title: string }>();
    expectTypeOf<typeof api.endpoints.createPost.Types.ResultType>().toEqualTypeOf<{ id: number; title: string }>();
    // @ts-expect-error the inferred argument requires authorId
    api.endpoints.getAuthorPosts.initiate({ cursor: 'abc' });
  });

  it('infers QueryArg from an annotation, RawResultType from rawResponseSchema and ResultType from transformResponse', () => {
    expectTypeOf<typeof api.endpoints.getAuthorPostTitles.Types.QueryArg>().toEqualTypeOf<string>();
    expectTypeOf<typeof api.endpoints.getAuthorPostTitles.Types.RawResultType>().toEqualTypeOf<Page>();
    expectTypeOf<typeof api.endpoints.getAuthorPostTitles.Types.ResultType>().toEqualTypeOf<string[]>();
  });
});

describe("rtk-query/usage-with-typescript › A schema must not change a value's type", () => {
  it('rejects transform and default schemas, with written or inferred types', () => {
    createApi({
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL }),
      endpoints: (build) => ({
        written: build.query<{ priceCents: number }, string>({
          query: (sku) => `prices/${sku}`,
          // @ts-expect-error the input type is a string, the result type a number
          responseSchema: z.object({ priceCents: z.string().transform((price) => Number(price) * 100) }),
        }),
        inferred: build.query({
          query: (sku: string) => `prices/${sku}`,
          // @ts-expect-error also when the result type would come from the schema
          responseSchema: z.object({ priceCents: z.string().transform((price) => Number(price) * 100) }),
        }),
        withDefault: build.query<{ currency: string }, string>({
          query: (sku) => `prices/${sku}`,
          // @ts-expect-error the input type allows a missing currency
          responseSchema: z.object({ currency: z.string().default('EUR') }),
        }),
      }),
    });
  });

  it('validates the raw shape and converts it in transformResponse', async () => {
    const rawPriceSchema = z.object({ sku: z.string(), price: z.string().regex(/^\d+\.\d{2}$/) });
    const backend = createFakeBackend({
      'GET /prices/lamp': () => json({ sku: 'lamp', price: '12.50' }),
      'GET /prices/desk': () => json({ sku: 'desk', price: 'free' }),
    });
    const api = createApi({
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
      endpoints: (build) => ({
        getPrice: build.query<{ sku: string; priceCents: number }, string, z.infer<typeof rawPriceSchema>>({
          query: (sku) => `prices/${sku}`,
          rawResponseSchema: rawPriceSchema,
          transformResponse: (raw) => ({ sku: raw.sku, priceCents: Math.round(Number(raw.price) * 100) }),
          responseSchema: z.object({ sku: z.string(), priceCents: z.number().int() }),
          catchSchemaFailure: (error) => ({ status: 'CUSTOM_ERROR', error: error.schemaName }),
        }),
      }),
    });
    const store = storeWithApi(api);
    const lamp = await store.dispatch(api.endpoints.getPrice.initiate('lamp', { subscribe: false }));
    expect(lamp.data).toEqual({ sku: 'lamp', priceCents: 1250 });
    const desk = await store.dispatch(api.endpoints.getPrice.initiate('desk', { subscribe: false }));
    expect(desk.error).toEqual({ status: 'CUSTOM_ERROR', error: 'rawResponseSchema' });
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage-with-typescript › Schemas for errors and meta', () => {
  interface AxiosQueryError {
    status: number | undefined;
    message: string;
  }
  const axiosLike: BaseQueryFn<string, unknown, AxiosQueryError, {}, { requestUrl: string }> = async (url) => ({
    error: { status: 503, message: 'Service unavailable' },
    meta: { requestUrl: `https://comments.example.test${url}` },
  });

  it("types the error and meta schemas with the base query's types", async () => {
    const api = createApi({
      baseQuery: axiosLike,
      endpoints: (build) => ({
        getCommentCount: build.query<number, number>({
          query: (postId) => `/posts/${postId}/comments/count`,
          errorResponseSchema: z.object({ status: z.union([z.number(), z.undefined()]), message: z.string() }),
          metaSchema: z.object({ requestUrl: z.string() }),
        }),
        optionalStatus: build.query<number, number>({
          query: (postId) => `/posts/${postId}/comments/count`,
          // @ts-expect-error an optional property does not match the required `status: number | undefined`
          errorResponseSchema: z.object({ status: z.number().optional(), message: z.string() }),
        }),
      }),
    });
    const store = storeWithApi(api);
    const result = await store.dispatch(api.endpoints.getCommentCount.initiate(1, { subscribe: false }));
    expect(result.error).toEqual({ status: 503, message: 'Service unavailable' });
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage-with-typescript › Typing dispatch and getState', () => {
  it('gives queryFn an unknown state, and lifecycle callbacks only the API slice state and a thunk dispatch', () => {
    expectTypeOf<BaseQueryApi['getState']>().returns.toEqualTypeOf<unknown>();
    fetchBaseQuery({
      prepareHeaders: (headers, api) => {
        expectTypeOf(api.getState()).toEqualTypeOf<unknown>();
        // @ts-expect-error prepareHeaders gets no dispatch
        api.dispatch;
        return headers;
      },
    });
    const blogApi = createApi({
      reducerPath: 'blogApi',
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL }),
      endpoints: (build) => ({
        getPost: build.query<{ id: number; title: string }, number>({ query: (id) => `posts/${id}` }),
      }),
    });
    blogApi.injectEndpoints({
      endpoints: (build) => ({
        renamePost: build.mutation<{ id: number; title: string }, { id: number; title: string }>({
          query: ({ id, title }) => ({ url: `posts/${id}`, method: 'PATCH', body: { title } }),
          onQueryStarted: ({ id, title }, { dispatch, getState }) => {
            expectTypeOf(getState()).toEqualTypeOf<ApiRootState<any, any, 'blogApi'>>();
            // @ts-expect-error other slices are not in the lifecycle state type
            getState().auth;
            expectTypeOf(blogApi.endpoints.getPost.select(id)(getState()).data).toEqualTypeOf<
              { id: number; title: string } | undefined
            >();
            const patch = dispatch(
              blogApi.util.updateQueryData('getPost', id, (draft) => {
                draft.title = title;
              }),
            );
            expectTypeOf(patch.undo).toEqualTypeOf<() => void>();
            expectTypeOf(dispatch(blogApi.util.invalidateTags([]))).toHaveProperty('type');
          },
        }),
      }),
    });
  });
});

describe('rtk-query/usage-with-typescript › What you declare and what is inferred', () => {
  it('types thunk dispatches through the thunk middleware of getDefaultMiddleware, not through the API middleware', () => {
    const blogApi = createApi({
      reducerPath: 'blogApi',
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({
        getPost: build.query<{ id: number; title: string }, number>({
          queryFn: (id) => ({ data: { id, title: 'Hi' } }),
        }),
      }),
    });
    const store = configureStore({
      reducer: { [blogApi.reducerPath]: blogApi.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(blogApi.middleware),
    });
    const storeWithApiMiddlewareOnly = configureStore({
      reducer: { [blogApi.reducerPath]: blogApi.reducer },
      middleware: () => new Tuple(blogApi.middleware),
    });
    const thunk = blogApi.endpoints.getPost.initiate(1);
    // the API middleware adds no thunk signature to dispatch
    const dispatchWithoutThunks = (): unknown =>
      storeWithApiMiddlewareOnly.dispatch(
        // @ts-expect-error only plain actions are accepted without the thunk middleware
        thunk,
      );
    expect(dispatchWithoutThunks).toThrow();
    const request = store.dispatch(thunk);
    expectTypeOf(request.unwrap).returns.resolves.toEqualTypeOf<{ id: number; title: string }>();
    request.unsubscribe();
    store.dispatch(blogApi.util.resetApiState());
  });
});

describe('rtk-query/usage-with-typescript › Skipping a query with `skipToken`', () => {
  it('keeps the last author in data after the argument becomes skipToken, while currentData is undefined', async () => {
    const blogApi = createReactApi({
      reducerPath: 'blogApi',
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({
        getUser: build.query<User, string>({ queryFn: (id) => ({ data: { id, name: `User ${id}` } }) }),
      }),
    });
    const store = configureStore({
      reducer: { [blogApi.reducerPath]: blogApi.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(blogApi.middleware),
    });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
    const useSelected = (authorId: string | undefined) => blogApi.useGetUserQuery(authorId ?? skipToken);
    const { result, rerender, unmount } = await renderHook<ReturnType<typeof useSelected>, string | undefined>(
      useSelected,
      { wrapper, initialProps: 'ada' },
    );
    await vi.waitFor(() => expect(result.current.currentData).toEqual({ id: 'ada', name: 'User ada' }));
    await rerender(undefined);
    expect(result.current.isUninitialized).toBe(true);
    expect(result.current.currentData).toBeUndefined();
    expect(result.current.data).toEqual({ id: 'ada', name: 'User ada' });
    await unmount();
    store.dispatch(blogApi.util.resetApiState());
  });
});

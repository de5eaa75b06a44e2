import { configureStore, isRejectedWithValue, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery, fetchBaseQuery } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createFakeBackend, FAKE_BASE_URL, json } from '../../support/fake-backend';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('rtk-query/usage/error-handling › Aborted requests and failed schema checks', () => {
  it('ends aborts and uncaught schema failures with a SerializedError that isRejectedWithValue ignores', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = createApi({
      baseQuery: fakeBaseQuery<{ message: string }>(),
      endpoints: (build) => ({
        placeOrder: build.mutation<number, void>({
          queryFn: () => new Promise((resolve) => setTimeout(() => resolve({ data: 1 }), 50)),
        }),
        getStock: build.query<number, void>({
          queryFn: () => ({ data: 'many' as unknown as number }),
          responseSchema: z.number(),
        }),
        getPrice: build.query<number, void>({
          queryFn: () => ({ data: 'free' as unknown as number }),
          responseSchema: z.number(),
          catchSchemaFailure: (error) => ({ message: error.message }),
        }),
      }),
    });
    const withValue: Record<string, boolean> = {};
    const recorder: Middleware = () => (next) => (action) => {
      const { meta } = action as UnknownAction & { meta?: { requestStatus?: string; arg?: { endpointName: string } } };
      if (meta?.requestStatus === 'rejected' && meta.arg) {
        withValue[meta.arg.endpointName] = isRejectedWithValue(action);
      }
      return next(action);
    };
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware, recorder),
    });

    const order = store.dispatch(api.endpoints.placeOrder.initiate());
    order.abort();
    expect((await order).error).toEqual({ name: 'AbortError', message: 'Aborted' });

    const stock = await store.dispatch(api.endpoints.getStock.initiate());
    expect(stock.error).toMatchObject({
      name: 'SchemaError',
      message: 'Invalid input: expected number, received string',
    });

    const price = await store.dispatch(api.endpoints.getPrice.initiate());
    expect(price.error).toEqual({ message: 'Invalid input: expected number, received string' });

    expect(withValue).toEqual({ placeOrder: false, getStock: false, getPrice: true });
    store.dispatch(api.util.resetApiState());
  });
});

describe('rtk-query/usage/error-handling › Reading errors outside components', () => {
  it("reads isError and error with the endpoint's select, and an uninitialized result before any request", async () => {
    const backend = createFakeBackend({ 'GET /products/404': () => json({ message: 'No product with id 404' }, 404) });
    const api = createApi({
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
      endpoints: (build) => ({
        getProduct: build.query<{ id: number }, number>({ query: (id) => `/products/${id}` }),
      }),
    });
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    });

    const before = api.endpoints.getProduct.select(404)(store.getState());
    expect(before.isUninitialized).toBe(true);
    expect(before.error).toBeUndefined();
    expect(backend.requests).toEqual([]);

    const request = store.dispatch(api.endpoints.getProduct.initiate(404));
    await request;
    const entry = api.endpoints.getProduct.select(404)(store.getState());
    expect(entry.isError).toBe(true);
    expect(entry.error).toEqual({ status: 404, data: { message: 'No product with id 404' } });

    request.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });
});

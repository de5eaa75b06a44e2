import { configureStore, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { act, createElement as h, Fragment, useRef } from 'react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider, useSelector, useStore } from 'react-redux';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeElement, installFakeDom } from '../support/fake-dom';
import { createFakeBackend, FAKE_BASE_URL, json } from '../support/fake-backend';

interface Product {
  id: string;
  name: string;
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: { lines: [] as string[] },
  reducers: {
    productAdded(state, action: PayloadAction<string>) {
      state.lines.push(action.payload);
    },
  },
});

const productDraftSlice = createSlice({
  name: 'productDraft',
  initialState: null as Product | null,
  reducers: {
    draftStarted: (_draft, action: PayloadAction<Product>) => action.payload,
    nameEdited(draft, action: PayloadAction<string>) {
      if (draft) draft.name = action.payload;
    },
  },
});

function setup() {
  const backend = createFakeBackend({
    'GET /products': () => json([{ id: 'p2', name: 'Kettle' }]),
  });
  const productsApi = createApi({
    reducerPath: 'productsApi',
    baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
    endpoints: (build) => ({
      getProducts: build.query<Product[], string>({ query: (search) => ({ url: '/products', params: { search } }) }),
    }),
  });
  const makeStore = () =>
    configureStore({
      reducer: {
        cart: cartSlice.reducer,
        productDraft: productDraftSlice.reducer,
        [productsApi.reducerPath]: productsApi.reducer,
      },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(productsApi.middleware),
    });
  type AppStore = ReturnType<typeof makeStore>;
  type RootState = ReturnType<AppStore['getState']>;

  const createdStores: AppStore[] = [];
  function StoreProvider({ children }: { children: ReactNode }) {
    const storeRef = useRef<AppStore | null>(null);
    if (storeRef.current === null) {
      storeRef.current = makeStore();
      createdStores.push(storeRef.current);
    }
    return h(Provider, { store: storeRef.current, children });
  }

  function DraftInitializer({ product }: { product: Product }) {
    const store = useStore<RootState>();
    const started = useRef(false);
    if (!started.current) {
      store.dispatch(productDraftSlice.actions.draftStarted(product));
      started.current = true;
    }
    return null;
  }

  function ProductsCacheInitializer({ search, products }: { search: string; products: Product[] }) {
    const store = useStore<RootState>();
    const seeded = useRef(false);
    if (!seeded.current) {
      store.dispatch(
        productsApi.util.upsertQueryEntries([{ endpointName: 'getProducts', arg: search, value: products }]),
      );
      seeded.current = true;
    }
    return null;
  }

  return { backend, productsApi, makeStore, StoreProvider, DraftInitializer, ProductsCacheInitializer, createdStores };
}

function DraftName({ label, seen }: { label: string; seen?: string[] }) {
  const name = useSelector((state: { productDraft: Product | null }) => state.productDraft?.name ?? '(none)');
  seen?.push(`${label}:${name}`);
  return h('p', null, `${label}:${name}`);
}

describe('usage/nextjs › Providing the store with a StoreProvider', () => {
  it('creates a new store for each server render, so state does not leak between requests', () => {
    const { StoreProvider, createdStores } = setup();
    function AddOnRender() {
      const store = useStore();
      const added = useRef(false);
      if (!added.current) {
        store.dispatch(cartSlice.actions.productAdded('teapot'));
        added.current = true;
      }
      return null;
    }
    function CartCount() {
      return h('p', null, `lines:${useSelector((state: { cart: { lines: string[] } }) => state.cart.lines.length)}`);
    }
    expect(
      renderToString(h(StoreProvider, { children: [h(AddOnRender, { key: 'a' }), h(CartCount, { key: 'c' })] })),
    ).toBe('<p>lines:1</p>');
    expect(renderToString(h(StoreProvider, { children: h(CartCount) }))).toBe('<p>lines:0</p>');
    expect(createdStores).toHaveLength(2);
    expect(createdStores[0]).not.toBe(createdStores[1]);
  });
});

describe('usage/nextjs › Initializing route state during the first render', () => {
  it('puts the data in the server HTML for components rendered after the initializer, not before', () => {
    const { StoreProvider, DraftInitializer } = setup();
    const html = renderToString(
      h(StoreProvider, {
        children: [
          h(DraftName, { key: 'before', label: 'before' }),
          h(DraftInitializer, { key: 'init', product: { id: 'p1', name: 'Teapot' } }),
          h(DraftName, { key: 'after', label: 'after' }),
        ],
      }),
    );
    expect(html).toBe('<p>before:(none)</p><p>after:Teapot</p>');
  });
});

describe('usage/nextjs › Using RTK Query with the App Router', () => {
  it('does not start a query during a server render: the HTML shows the loading state', async () => {
    const { StoreProvider, backend, productsApi } = setup();
    function ProductList() {
      const { data, isLoading } = productsApi.useGetProductsQuery('');
      return h('p', null, isLoading ? 'loading' : (data ?? []).map((product) => product.name).join(','));
    }
    expect(renderToString(h(StoreProvider, { children: h(ProductList) }))).toBe('<p>loading</p>');
    await Promise.resolve();
    expect(backend.requests).toEqual([]);
  });
});

describe('usage/nextjs › Putting query data in the first HTML', () => {
  it('renders seeded data on the server without a request', async () => {
    const { StoreProvider, ProductsCacheInitializer, backend, productsApi } = setup();
    function ProductList() {
      const { data, isLoading } = productsApi.useGetProductsQuery('');
      return h('p', null, isLoading ? 'loading' : (data ?? []).map((product) => product.name).join(','));
    }
    const html = renderToString(
      h(StoreProvider, {
        children: [
          h(ProductsCacheInitializer, { key: 'seed', search: '', products: [{ id: 'p1', name: 'Teapot' }] }),
          h(ProductList, { key: 'list' }),
        ],
      }),
    );
    expect(html).toBe('<p>Teapot</p>');
    await Promise.resolve();
    expect(backend.requests).toEqual([]);
  });
});

// The tests below mount components in the browser renderer, with just enough of a DOM for components that render nothing.
let createRoot: typeof import('react-dom/client').createRoot;

beforeAll(async () => {
  installFakeDom(true);
  ({ createRoot } = await import('react-dom/client'));
});

function mount() {
  const container = fakeElement();
  return createRoot(container as unknown as Element);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('usage/nextjs › Initializing route state during the first render', () => {
  function SilentDraftName({ label, seen }: { label: string; seen: string[] }) {
    DraftName({ label, seen });
    return null;
  }

  it('dispatches once per instance: re-renders keep later edits', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { StoreProvider, DraftInitializer, createdStores } = setup();
    const seen: string[] = [];
    const root = mount();
    const tree = () =>
      h(StoreProvider, {
        children: [
          h(DraftInitializer, { key: 'init', product: { id: 'p1', name: 'Teapot' } }),
          h(SilentDraftName, { key: 'name', label: 'field', seen }),
        ],
      });
    await act(async () => root.render(tree()));
    expect(seen).toEqual(['field:Teapot']);
    const store = createdStores[0]!;
    await act(async () => {
      store.dispatch(productDraftSlice.actions.nameEdited('Blue teapot'));
    });
    await act(async () => root.render(tree()));
    expect(store.getState().productDraft?.name).toBe('Blue teapot');
    await act(async () => root.unmount());
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
  });

  it('warns when a keyed remount replaces the product while the old form is still mounted', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { StoreProvider, createdStores } = setup();
    // React reports this warning once per rendering component name, so this test uses its own initializer
    function KeyedDraftInitializer({ product }: { product: Product }) {
      const store = useStore();
      const started = useRef(false);
      if (!started.current) {
        store.dispatch(productDraftSlice.actions.draftStarted(product));
        started.current = true;
      }
      return null;
    }
    const seen: string[] = [];
    const root = mount();
    const page = (product: Product) =>
      h(StoreProvider, {
        children: h(Fragment, { key: product.id }, [
          h(KeyedDraftInitializer, { key: 'init', product }),
          h(SilentDraftName, { key: 'name', label: 'field', seen }),
        ]),
      });
    await act(async () => root.render(page({ id: 'p1', name: 'Teapot' })));
    expect(errors).not.toHaveBeenCalled();
    await act(async () => root.render(page({ id: 'p2', name: 'Kettle' })));
    expect(createdStores[0]!.getState().productDraft?.name).toBe('Kettle');
    expect(seen.at(-1)).toBe('field:Kettle');
    expect(String(errors.mock.calls[0]?.[0])).toContain('Cannot update a component');
    await act(async () => root.unmount());
  });

  it('does not warn with a store per product, created with the data, because the old form reads the old store', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { makeStore } = setup();
    function DraftStoreProvider({ product, children }: { product: Product; children: ReactNode }) {
      const storeRef = useRef<ReturnType<typeof makeStore> | null>(null);
      if (storeRef.current === null) {
        storeRef.current = makeStore();
        storeRef.current.dispatch(productDraftSlice.actions.draftStarted(product));
      }
      return h(Provider, { store: storeRef.current, children });
    }
    const seen: string[] = [];
    const root = mount();
    const page = (product: Product) =>
      h(DraftStoreProvider, { key: product.id, product, children: h(SilentDraftName, { label: 'field', seen }) });
    await act(async () => root.render(page({ id: 'p1', name: 'Teapot' })));
    await act(async () => root.render(page({ id: 'p2', name: 'Kettle' })));
    expect(seen).toEqual(['field:Teapot', 'field:Kettle']);
    await act(async () => root.unmount());
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
  });

  it('makes React warn when a component that is already mounted reads the same state', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { StoreProvider } = setup();
    // React reports this warning once per rendering component name, so this test uses its own initializer
    function HeaderConflictInitializer({ product }: { product: Product }) {
      const store = useStore();
      const started = useRef(false);
      if (!started.current) {
        store.dispatch(productDraftSlice.actions.draftStarted(product));
        started.current = true;
      }
      return null;
    }
    const seen: string[] = [];
    const root = mount();
    const header = h(SilentDraftName, { key: 'header', label: 'header', seen });
    await act(async () => root.render(h(StoreProvider, { children: [header] })));
    expect(errors).not.toHaveBeenCalled();
    // a client-side navigation mounts the route, with its initializer, next to the mounted header
    await act(async () =>
      root.render(
        h(StoreProvider, {
          children: [header, h(HeaderConflictInitializer, { key: 'init', product: { id: 'p1', name: 'Teapot' } })],
        }),
      ),
    );
    expect(errors).toHaveBeenCalled();
    expect(String(errors.mock.calls[0]?.[0])).toContain('Cannot update a component');
    expect(String(errors.mock.calls[0]?.[0])).toContain('while rendering a different component');
    await act(async () => root.unmount());
  });
});

describe('usage/nextjs › Putting query data in the first HTML', () => {
  it('lets the hook use the seeded entry after hydration without a request, unless refetchOnMountOrArgChange is set; without seeding it fetches', async () => {
    const { StoreProvider, ProductsCacheInitializer, backend, productsApi, createdStores } = setup();
    const firstResults: { isSuccess: boolean; names: string }[] = [];
    function ProductList() {
      const { data, isSuccess } = productsApi.useGetProductsQuery('');
      firstResults.push({ isSuccess, names: (data ?? []).map((product) => product.name).join(',') });
      return null;
    }
    const root = mount();
    await act(async () =>
      root.render(
        h(StoreProvider, {
          children: [
            h(ProductsCacheInitializer, { key: 'seed', search: '', products: [{ id: 'p1', name: 'Teapot' }] }),
            h(ProductList, { key: 'list' }),
          ],
        }),
      ),
    );
    expect(firstResults[0]).toEqual({ isSuccess: true, names: 'Teapot' });
    expect(backend.requests).toEqual([]);
    await act(async () => root.unmount());
    createdStores[0]!.dispatch(productsApi.util.resetApiState());

    const forced = setup();
    function ForcedList() {
      forced.productsApi.useGetProductsQuery('', { refetchOnMountOrArgChange: true });
      return null;
    }
    const forcedRoot = mount();
    await act(async () =>
      forcedRoot.render(
        h(forced.StoreProvider, {
          children: [
            h(forced.ProductsCacheInitializer, { key: 'seed', search: '', products: [{ id: 'p1', name: 'Teapot' }] }),
            h(ForcedList, { key: 'list' }),
          ],
        }),
      ),
    );
    await vi.waitFor(() => expect(forced.backend.requests).toEqual(['GET /products?search=']));
    await act(async () => forcedRoot.unmount());
    forced.createdStores[0]!.dispatch(forced.productsApi.util.resetApiState());

    const unseeded = setup();
    function UnseededList() {
      unseeded.productsApi.useGetProductsQuery('');
      return null;
    }
    const secondRoot = mount();
    await act(async () => secondRoot.render(h(unseeded.StoreProvider, { children: h(UnseededList) })));
    await vi.waitFor(() => expect(unseeded.backend.requests).toEqual(['GET /products?search=']));
    await act(async () => secondRoot.unmount());
    unseeded.createdStores[0]!.dispatch(unseeded.productsApi.util.resetApiState());
  });
});

import type { SymbolKind } from '../../src/symbols/types';

/** How the symbol index names the options or fields of one surface (see SURFACES). */
export interface SurfaceOwner {
  /** The API they belong to, as a reader names it. */
  readonly owner: string;
  readonly kind: Extract<SymbolKind, 'option' | 'field'>;
  /** Prefix of the ids: `createApi` gives `createApi.keepUnusedDataFor`, `useQuery()` gives `useQuery().data`. */
  readonly idPrefix: string;
  /**
   * The heading (text, matched case-insensitively) of the page section that
   * documents this surface; candidates inside it win over same-named ones
   * elsewhere on the page, e.g. `keepUnusedDataFor` under "Options" (createApi)
   * and under "Endpoint definitions" (an endpoint).
   */
  readonly section?: RegExp;
}

const option = (owner: string, section?: RegExp): SurfaceOwner => ({ owner, kind: 'option', idPrefix: owner, section });
const field = (owner: string, idPrefix: string, section?: RegExp): SurfaceOwner => ({
  owner,
  kind: 'field',
  idPrefix,
  section,
});

/** Keyed by `Surface.name`; a unit test checks every surface has an owner. */
export const SURFACE_OWNERS: Readonly<Record<string, SurfaceOwner>> = {
  'configureStore options': option('configureStore', /^options$/i),
  'createSlice options': option('createSlice', /^options$/i),
  'createSlice result': field('createSlice', 'createSlice()', /^return value$/i),
  'createAsyncThunk options': option('createAsyncThunk', /^options$/i),
  'createAsyncThunk thunkAPI': field('createAsyncThunk', 'thunkAPI', /thunkAPI/),
  'createAsyncThunk result': field('createAsyncThunk', 'createAsyncThunk()', /^return value$/i),
  'createEntityAdapter options': option('createEntityAdapter', /^options$/i),
  'createEntityAdapter result': field('createEntityAdapter', 'createEntityAdapter()'),
  'createListenerMiddleware options': option('createListenerMiddleware', /^options$/i),
  'createListenerMiddleware result': field('createListenerMiddleware', 'createListenerMiddleware()', /^return value$/i),
  'listener effect API': field('createListenerMiddleware', 'listenerApi', /^the listener api$/i),
  'createApi options': option('createApi', /^options$/i),
  'query endpoint definition': option('endpoint', /^endpoint definitions$/i),
  'mutation endpoint definition': option('endpoint', /^endpoint definitions$/i),
  'infinite query endpoint definition': option('endpoint', /^endpoint definitions$/i),
  infiniteQueryOptions: option('infiniteQueryOptions', /infinite quer/i),
  'fetchBaseQuery arguments': option('fetchBaseQuery', /^options$/i),
  'fetchBaseQuery per-request options': option('FetchArgs', /^per-request arguments$/i),
  'generated API object': field('createApi', 'api', /^the parts of an api slice$/i),
  'api.util': field('createApi', 'api.util'),
  'query initiate options': option('initiate', /^`?initiate`?$/i),
  'query initiate result': field('initiate', 'initiate(query)', /^query results$/i),
  'mutation initiate result': field('initiate', 'initiate(mutation)', /^mutation results$/i),
  'infinite query initiate result': field('initiate', 'initiate(infiniteQuery)', /^query results$/i),
  'useQuery options': option('useQuery', /^query hook options$/i),
  'useQuery result': field('useQuery', 'useQuery()', /^(query hook results|`?useQuery`?)$/i),
  'useQuerySubscription result': field('useQuerySubscription', 'useQuerySubscription()', /useQuerySubscription/),
  'useLazyQuery options': option('useLazyQuery', /useLazyQuery|query hook options/i),
  'useLazyQuery result': field('useLazyQuery', 'useLazyQuery()', /useLazyQuery|lazy query result/i),
  'useLazyQuery last promise info': field('useLazyQuery', 'useLazyQuery().lastPromiseInfo', /lazy query result/i),
  'useMutation options': option('useMutation', /useMutation/),
  'useMutation result': field('useMutation', 'useMutation()', /useMutation/),
  'useInfiniteQuery options': option('useInfiniteQuery', /infinite query hook options/i),
  'useInfiniteQuery result': field('useInfiniteQuery', 'useInfiniteQuery()', /infinite query hook results/i),
};

/** A toolkit entry point whose runtime exports the reference must document. */
export interface EntryPoint {
  readonly name: string;
  /** Declaration file, relative to the toolkit package. */
  readonly declarations: string;
  /** Docs folders whose pages own this entry point's exports. */
  readonly ownerFolders: readonly string[];
}

export const ENTRY_POINTS: readonly EntryPoint[] = [
  { name: '@reduxjs/toolkit', declarations: 'dist/index.d.ts', ownerFolders: ['api/'] },
  { name: '@reduxjs/toolkit/react', declarations: 'dist/react/index.d.ts', ownerFolders: ['api/'] },
  { name: '@reduxjs/toolkit/query', declarations: 'dist/query/index.d.ts', ownerFolders: ['rtk-query/api/'] },
  {
    name: '@reduxjs/toolkit/query/react',
    declarations: 'dist/query/react/index.d.ts',
    ownerFolders: ['rtk-query/api/'],
  },
];

/** Exports that are deliberately not documented, each with the reason. */
export const UNDOCUMENTED_EXPORTS: Readonly<Record<string, string>> = {
  __DO_NOT_USE__ActionTypes: "Redux core's private action types, re-exported; the name says not to use it",
  _NEVER: 'internal placeholder value used by the types',
};

/** The options or fields of one main API, and the page that must name each. */
export interface Surface {
  readonly name: string;
  /** A type expression over the preamble's imports. */
  readonly type: string;
  readonly page: string;
  /** Properties that are not part of the public surface, with the reason. */
  readonly ignore?: Readonly<Record<string, string>>;
  /** Inherited properties (for example from the DOM's RequestInit) that are still part of the surface. */
  readonly include?: readonly string[];
}

export const SURFACE_PREAMBLE = `
import type * as RTK from '@reduxjs/toolkit'
import type * as Q from '@reduxjs/toolkit/query/react'
type BQ = ReturnType<typeof Q.fetchBaseQuery>
type Post = { id: number; title: string }
type PostApi = Q.Api<BQ, {}, 'api', 'Post', typeof Q.coreModuleName | typeof Q.reactHooksModuleName>
type GetPost = Q.QueryDefinition<number, BQ, 'Post', Post>
type AddPost = Q.MutationDefinition<number, BQ, 'Post', Post>
type ListPosts = Q.InfiniteQueryDefinition<number, number, BQ, 'Post', Post[]>
`;

const DEFINITION_INTERNALS = {
  type: 'internal discriminator (DefinitionType) set by build.query/mutation/infiniteQuery',
  Types: 'type-only helper property for inference, never set at run time',
};

const api = 'rtk-query/api/createApi.md';
const hooks = 'rtk-query/api/created-api/hooks.md';

export const SURFACES: readonly Surface[] = [
  { name: 'configureStore options', type: 'RTK.ConfigureStoreOptions', page: 'api/configureStore.md' },
  { name: 'createSlice options', type: 'RTK.CreateSliceOptions', page: 'api/createSlice.md' },
  { name: 'createSlice result', type: 'RTK.Slice', page: 'api/createSlice.md' },
  { name: 'createAsyncThunk options', type: 'RTK.AsyncThunkOptions', page: 'api/createAsyncThunk.md' },
  {
    name: 'createAsyncThunk thunkAPI',
    type: 'RTK.GetThunkAPI<{ state: unknown; extra: unknown; rejectValue: string }>',
    page: 'api/createAsyncThunk.md',
  },
  { name: 'createAsyncThunk result', type: 'RTK.AsyncThunk<Post, number, {}>', page: 'api/createAsyncThunk.md' },
  {
    name: 'createEntityAdapter options',
    type: 'Parameters<typeof RTK.createEntityAdapter<Post, number>>[0] & {}',
    page: 'api/createEntityAdapter.md',
  },
  { name: 'createEntityAdapter result', type: 'RTK.EntityAdapter<Post, number>', page: 'api/createEntityAdapter.md' },
  {
    name: 'createListenerMiddleware options',
    type: 'RTK.CreateListenerMiddlewareOptions',
    page: 'api/createListenerMiddleware.md',
  },
  {
    name: 'createListenerMiddleware result',
    type: 'RTK.ListenerMiddlewareInstance',
    page: 'api/createListenerMiddleware.md',
  },
  {
    name: 'listener effect API',
    type: 'RTK.ListenerEffectAPI<unknown, RTK.ThunkDispatch<unknown, unknown, RTK.UnknownAction>>',
    page: 'api/createListenerMiddleware.md',
  },
  { name: 'createApi options', type: 'Q.CreateApiOptions<BQ, {}, "api", "Post">', page: api },
  {
    name: 'query endpoint definition',
    type: 'Q.QueryDefinition<number, BQ, "Post", Post>',
    page: api,
    ignore: DEFINITION_INTERNALS,
  },
  {
    name: 'mutation endpoint definition',
    type: 'Q.MutationDefinition<number, BQ, "Post", Post>',
    page: api,
    ignore: DEFINITION_INTERNALS,
  },
  {
    name: 'infinite query endpoint definition',
    type: 'Q.InfiniteQueryDefinition<number, number, BQ, "Post", Post[]>',
    page: api,
    ignore: DEFINITION_INTERNALS,
  },
  { name: 'infiniteQueryOptions', type: 'Q.InfiniteQueryConfigOptions<Post[], number, number>', page: api },
  { name: 'fetchBaseQuery arguments', type: 'Q.FetchBaseQueryArgs', page: 'rtk-query/api/fetchBaseQuery.md' },
  {
    name: 'fetchBaseQuery per-request options',
    type: 'Q.FetchArgs',
    page: 'rtk-query/api/fetchBaseQuery.md',
    include: ['method'],
  },
  { name: 'generated API object', type: 'PostApi', page: 'rtk-query/api/created-api/overview.md' },
  { name: 'api.util', type: "PostApi['util']", page: 'rtk-query/api/created-api/api-slice-utils.md' },
  {
    name: 'query initiate options',
    type: 'Q.StartQueryActionCreatorOptions',
    page: 'rtk-query/api/created-api/endpoints.md',
  },
  {
    name: 'query initiate result',
    type: 'Q.QueryActionCreatorResult<GetPost>',
    page: 'rtk-query/api/created-api/endpoints.md',
  },
  {
    name: 'mutation initiate result',
    type: 'Q.MutationActionCreatorResult<AddPost>',
    page: 'rtk-query/api/created-api/endpoints.md',
  },
  {
    name: 'infinite query initiate result',
    type: 'Q.InfiniteQueryActionCreatorResult<ListPosts>',
    page: 'rtk-query/api/created-api/endpoints.md',
  },
  { name: 'useQuery options', type: 'NonNullable<Parameters<Q.TypedUseQuery<Post, number, BQ>>[1]>', page: hooks },
  { name: 'useQuery result', type: 'Q.TypedUseQueryHookResult<Post, number, BQ>', page: hooks },
  { name: 'useQuerySubscription result', type: 'Q.TypedUseQuerySubscriptionResult<Post, number, BQ>', page: hooks },
  {
    name: 'useLazyQuery options',
    type: 'NonNullable<Parameters<Q.TypedUseLazyQuery<Post, number, BQ>>[0]>',
    page: hooks,
  },
  { name: 'useLazyQuery result', type: 'Q.TypedUseLazyQueryStateResult<Post, number, BQ>', page: hooks },
  { name: 'useLazyQuery last promise info', type: 'ReturnType<Q.TypedUseLazyQuery<Post, number, BQ>>[2]', page: hooks },
  {
    name: 'useMutation options',
    type: 'NonNullable<Parameters<Q.TypedUseMutation<Post, number, BQ>>[0]>',
    page: hooks,
  },
  { name: 'useMutation result', type: 'Q.TypedUseMutationResult<Post, number, BQ>', page: hooks },
  {
    name: 'useInfiniteQuery options',
    type: 'NonNullable<Parameters<Q.TypedUseInfiniteQuery<Post[], number, number, BQ>>[1]>',
    page: hooks,
  },
  {
    name: 'useInfiniteQuery result',
    type: 'Q.TypedUseInfiniteQueryHookResult<Post[], number, number, BQ>',
    page: hooks,
  },
];

/** The names a surface must document: its properties and included inherited ones, minus ignored and `__` internals. */
export function surfaceOptionNames(
  surface: Pick<Surface, 'ignore' | 'include'>,
  properties: readonly string[],
): string[] {
  const ignored = surface.ignore ?? {};
  return [...new Set([...properties, ...(surface.include ?? [])])]
    .filter((name) => !(name in ignored) && !name.startsWith('__'))
    .sort((a, b) => a.localeCompare(b));
}

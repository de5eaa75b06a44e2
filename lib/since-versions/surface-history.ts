/** An export whose presence in a version means the API behind a surface exists there. */
export interface Anchor {
  readonly entryPoint: string;
  readonly name: string;
}

/** Another way to write a surface's type, for versions where today's expression does not compile. */
export interface Alternative {
  /** Used only for versions before this one (exclusive). */
  readonly before: string;
  readonly type: string;
  /**
   * The expression uses a generic arity that the pinned toolkit no longer
   * has, so it cannot be compared with today's expression there.
   */
  readonly oldArity?: true;
}

export interface SurfaceHistory {
  readonly anchor: Anchor;
  readonly alternatives?: readonly Alternative[];
}

const core = (name: string): Anchor => ({ entryPoint: '@reduxjs/toolkit', name });
const query = (name: string): Anchor => ({ entryPoint: '@reduxjs/toolkit/query', name });
const queryReact = (name: string): Anchor => ({ entryPoint: '@reduxjs/toolkit/query/react', name });

/**
 * Extra declarations the alternatives use, appended to the surfaces' preamble.
 * Before the `Typed*` hook types and `coreModuleName` were exported, the same
 * types are reached through the API object `createApi` returns. The hooks are
 * generic in their selected result, so their results come from a call (which
 * applies the default, as for a reader) rather than from `ReturnType`.
 */
export const ALTERNATIVE_PREAMBLE = `
type LegacyApi = ReturnType<typeof Q.createApi<BQ, { getPost: GetPost; addPost: AddPost }, 'api', 'Post'>>
type LegacyGetPost = LegacyApi['endpoints']['getPost']
type LegacyAddPost = LegacyApi['endpoints']['addPost']
type LegacyListPosts = ReturnType<typeof Q.createApi<BQ, { listPosts: ListPosts }, 'api', 'Post'>>['endpoints']['listPosts']
declare const legacyGetPost: LegacyGetPost
declare const legacyAddPost: LegacyAddPost
declare const legacyListPosts: LegacyListPosts
const legacyQuery = legacyGetPost.useQuery(1)
const legacyQuerySubscription = legacyGetPost.useQuerySubscription(1)
const legacyLazyQuery = legacyGetPost.useLazyQuery()
const legacyMutation = legacyAddPost.useMutation()
const legacyInfiniteQuery = legacyListPosts.useInfiniteQuery(1)
`;

const thunkApiConfig = '{ state: unknown; extra: unknown; rejectValue: string }';

/**
 * For each surface in `SURFACES`: the export that shows its API exists (a
 * version without it simply has no such surface), and alternatives for older
 * versions. Today's expressions use names that appeared later than the APIs
 * they describe; an alternative reaches the same type through names that
 * existed then. A version where the anchor exists but no expression compiles
 * leaves the surface unread there (see foldFirstVersions for what that leaves undated).
 */
export const SURFACE_HISTORY: Readonly<Record<string, SurfaceHistory>> = {
  'configureStore options': { anchor: core('configureStore') },
  'createSlice options': { anchor: core('createSlice') },
  'createSlice result': { anchor: core('createSlice') },
  'createAsyncThunk options': {
    anchor: core('createAsyncThunk'),
    alternatives: [
      // Options were a third parameter of an unexported type; before 1.3.5 there was none (so no names).
      {
        before: '1.6.0',
        type: 'Parameters<typeof RTK.createAsyncThunk<Post, number, {}>> extends [unknown, unknown, (infer Options)?, ...unknown[]] ? NonNullable<Options> : never',
      },
    ],
  },
  'createAsyncThunk thunkAPI': {
    anchor: core('createAsyncThunk'),
    alternatives: [
      // The payload creator's second parameter.
      {
        before: '2.2.4',
        type: `Parameters<Parameters<typeof RTK.createAsyncThunk<Post, number, ${thunkApiConfig}>>[1]>[1]`,
      },
    ],
  },
  'createAsyncThunk result': {
    anchor: core('createAsyncThunk'),
    alternatives: [{ before: '1.4.0', type: 'ReturnType<typeof RTK.createAsyncThunk<Post, number, {}>>' }],
  },
  'createEntityAdapter options': {
    anchor: core('createEntityAdapter'),
    alternatives: [
      // 1.x adapters had one type parameter (the id type came in 2.0).
      { before: '2.0.0', type: 'Parameters<typeof RTK.createEntityAdapter<Post>>[0] & {}', oldArity: true },
    ],
  },
  'createEntityAdapter result': {
    anchor: core('createEntityAdapter'),
    alternatives: [{ before: '2.0.0', type: 'RTK.EntityAdapter<Post>', oldArity: true }],
  },
  'createListenerMiddleware options': { anchor: core('createListenerMiddleware') },
  'createListenerMiddleware result': { anchor: core('createListenerMiddleware') },
  'listener effect API': {
    anchor: core('createListenerMiddleware'),
    alternatives: [
      // Redux 4 named it AnyAction.
      { before: '2.0.0', type: 'RTK.ListenerEffectAPI<unknown, RTK.ThunkDispatch<unknown, unknown, RTK.AnyAction>>' },
    ],
  },
  'createApi options': { anchor: query('createApi') },
  'query endpoint definition': { anchor: query('createApi') },
  'mutation endpoint definition': { anchor: query('createApi') },
  'infinite query endpoint definition': { anchor: query('InfiniteQueryDefinition') },
  infiniteQueryOptions: {
    anchor: query('InfiniteQueryDefinition'),
    alternatives: [
      // The query argument type parameter came later.
      { before: '2.8.0', type: 'Q.InfiniteQueryConfigOptions<Post[], number>', oldArity: true },
    ],
  },
  'fetchBaseQuery arguments': {
    anchor: query('fetchBaseQuery'),
    alternatives: [{ before: '2.2.6', type: 'NonNullable<Parameters<typeof Q.fetchBaseQuery>[0]>' }],
  },
  'fetchBaseQuery per-request options': { anchor: query('fetchBaseQuery') },
  'generated API object': {
    anchor: queryReact('createApi'),
    alternatives: [
      // Up to 1.9.6, with no endpoints the React module's part of the type (usePrefetch) collapsed to never;
      // with endpoints it is there. Their generated hook names are left out.
      { before: '1.9.7', type: 'Omit<LegacyApi, `use${string}Query` | `use${string}Mutation`>' },
    ],
  },
  'api.util': {
    anchor: query('createApi'),
    alternatives: [{ before: '1.9.6', type: "ReturnType<typeof Q.createApi<BQ, {}, 'api', 'Post'>>['util']" }],
  },
  'query initiate options': {
    anchor: query('createApi'),
    alternatives: [{ before: '2.2.7', type: "NonNullable<Parameters<LegacyGetPost['initiate']>[1]>" }],
  },
  'query initiate result': {
    anchor: query('createApi'),
    alternatives: [
      // initiate returns a thunk; the thunk returns the result.
      { before: '1.9.6', type: "ReturnType<ReturnType<LegacyGetPost['initiate']>>" },
    ],
  },
  'mutation initiate result': {
    anchor: query('createApi'),
    alternatives: [{ before: '1.9.6', type: "ReturnType<ReturnType<LegacyAddPost['initiate']>>" }],
  },
  'infinite query initiate result': { anchor: query('InfiniteQueryDefinition') },
  'useQuery options': {
    anchor: queryReact('createApi'),
    alternatives: [{ before: '2.2.0', type: "NonNullable<Parameters<LegacyGetPost['useQuery']>[1]>" }],
  },
  'useQuery result': {
    anchor: queryReact('createApi'),
    alternatives: [{ before: '1.8.4', type: 'typeof legacyQuery' }],
  },
  'useQuerySubscription result': {
    anchor: queryReact('createApi'),
    alternatives: [{ before: '1.8.4', type: 'typeof legacyQuerySubscription' }],
  },
  'useLazyQuery options': {
    anchor: queryReact('createApi'),
    alternatives: [{ before: '2.2.0', type: "NonNullable<Parameters<LegacyGetPost['useLazyQuery']>[0]>" }],
  },
  'useLazyQuery result': {
    anchor: queryReact('createApi'),
    alternatives: [{ before: '2.4.0', type: '(typeof legacyLazyQuery)[1]' }],
  },
  'useLazyQuery last promise info': {
    anchor: queryReact('createApi'),
    alternatives: [{ before: '2.2.0', type: '(typeof legacyLazyQuery)[2]' }],
  },
  'useMutation options': {
    anchor: queryReact('createApi'),
    alternatives: [{ before: '2.2.0', type: "NonNullable<Parameters<LegacyAddPost['useMutation']>[0]>" }],
  },
  'useMutation result': {
    anchor: queryReact('createApi'),
    alternatives: [{ before: '1.8.4', type: '(typeof legacyMutation)[1]' }],
  },
  'useInfiniteQuery options': {
    anchor: queryReact('InfiniteQueryDefinition'),
    alternatives: [{ before: '2.6.1', type: "NonNullable<Parameters<LegacyListPosts['useInfiniteQuery']>[1]>" }],
  },
  'useInfiniteQuery result': {
    anchor: queryReact('InfiniteQueryDefinition'),
    alternatives: [{ before: '2.6.1', type: 'typeof legacyInfiniteQuery' }],
  },
};

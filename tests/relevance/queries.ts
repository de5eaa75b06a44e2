/** A query and where it must lead: a page, and where it matters the section (heading id). */
export interface RelevanceCase {
  readonly query: string;
  readonly page: string;
  readonly anchor?: string;
  /** What kind of query this is, for the report. */
  readonly kind: 'identifier' | 'split' | 'lowercase' | 'typo' | 'partial' | 'concept' | 'symbol';
  /**
   * Other results that answer the query just as directly: sections whose
   * heading is literally what was typed. Kept rare and exact (`url#anchor`).
   */
  readonly alternatives?: readonly string[];
}

export const RELEVANCE_CASES: readonly RelevanceCase[] = [
  { query: 'createSlice', page: '/api/createSlice', kind: 'identifier' },
  { query: 'createslice', page: '/api/createSlice', kind: 'lowercase' },
  { query: 'create slice', page: '/api/createSlice', kind: 'split' },
  { query: 'CreateSlice', page: '/api/createSlice', kind: 'identifier' },
  { query: 'useQuery', page: '/rtk-query/api/created-api/hooks', kind: 'identifier' },
  { query: 'use query', page: '/rtk-query/api/created-api/hooks', kind: 'split' },
  { query: 'usequery', page: '/rtk-query/api/created-api/hooks', kind: 'lowercase' },
  { query: 'creatAsyncThunk', page: '/api/createAsyncThunk', kind: 'typo' },

  // Identifiers of APIs and options: the API reference, at the option's own section where it has one.
  { query: 'keepUnusedDataFor', page: '/rtk-query/api/createApi', anchor: 'keepunuseddatafor', kind: 'identifier' },
  // An exact API name is an API result first: its owning section in the reference.
  {
    query: 'skipToken',
    page: '/rtk-query/api/created-api/endpoints',
    anchor: 'skipping-a-selector-with-skiptoken',
    kind: 'symbol',
  },
  { query: 'unwrap', page: '/rtk-query/api/created-api/endpoints', anchor: 'query-results', kind: 'symbol' },
  { query: 'fetchBaseQuery', page: '/rtk-query/api/fetchBaseQuery', kind: 'identifier' },
  { query: 'configureStore', page: '/api/configureStore', kind: 'identifier' },
  { query: 'createEntityAdapter', page: '/api/createEntityAdapter', kind: 'identifier' },
  { query: 'createListenerMiddleware', page: '/api/createListenerMiddleware', kind: 'identifier' },
  { query: 'providesTags', page: '/rtk-query/api/createApi', anchor: 'providestags', kind: 'identifier' },
  { query: 'invalidatesTags', page: '/rtk-query/api/createApi', anchor: 'invalidatestags', kind: 'identifier' },
  {
    query: 'updateQueryData',
    page: '/rtk-query/api/created-api/api-slice-utils',
    anchor: 'updatequerydata',
    kind: 'identifier',
  },
  { query: 'combineSlices', page: '/api/combineSlices', kind: 'identifier' },
  { query: 'getDefaultMiddleware', page: '/api/getDefaultMiddleware', kind: 'identifier' },
  { query: 'prepareAutoBatched', page: '/api/autoBatchEnhancer', kind: 'identifier' },
  { query: 'isAnyOf', page: '/api/matching-utilities', anchor: 'isanyof', kind: 'identifier' },
  { query: 'nanoid', page: '/api/other-exports', anchor: 'nanoid', kind: 'identifier' },

  { query: 'KEEPUNUSEDDATAFOR', page: '/rtk-query/api/createApi', anchor: 'keepunuseddatafor', kind: 'symbol' },
  {
    query: 'api.util.updateQueryData',
    page: '/rtk-query/api/created-api/api-slice-utils',
    anchor: 'updatequerydata',
    kind: 'symbol',
  },
  { query: 'createSlice()', page: '/api/createSlice', kind: 'symbol' },
  { query: 'prepareHeaders', page: '/rtk-query/api/fetchBaseQuery', anchor: 'prepareheaders', kind: 'symbol' },
  {
    query: 'selectFromResult',
    page: '/rtk-query/api/created-api/hooks',
    anchor: 'selectfromresult',
    kind: 'symbol',
  },
  {
    query: 'refetchOnMountOrArgChange',
    page: '/rtk-query/api/createApi',
    anchor: 'refetchonmountorargchange',
    kind: 'symbol',
  },
  { query: 'extraReducers', page: '/api/createSlice', anchor: 'extrareducers', kind: 'symbol' },
  { query: 'miniSerializeError', page: '/api/other-exports', anchor: 'miniserializeerror', kind: 'symbol' },
  { query: 'TaskAbortError', page: '/api/createListenerMiddleware', anchor: 'taskaborterror', kind: 'symbol' },
  { query: 'isRejectedWithValue', page: '/api/matching-utilities', anchor: 'isrejectedwithvalue', kind: 'symbol' },
  { query: 'setupListeners', page: '/rtk-query/api/setupListeners', kind: 'symbol' },
  { query: 'fetchBaseQuery()', page: '/rtk-query/api/fetchBaseQuery', kind: 'symbol' },

  // camelCase names typed as separate words.
  { query: 'fetch base query', page: '/rtk-query/api/fetchBaseQuery', kind: 'split' },
  { query: 'configure store', page: '/api/configureStore', kind: 'split' },
  { query: 'entity adapter', page: '/api/createEntityAdapter', kind: 'split' },
  { query: 'keep unused data for', page: '/rtk-query/api/createApi', anchor: 'keepunuseddatafor', kind: 'split' },

  // Names typed in lower case without separators.
  { query: 'createentityadapter', page: '/api/createEntityAdapter', kind: 'lowercase' },
  { query: 'fetchbasequery', page: '/rtk-query/api/fetchBaseQuery', kind: 'lowercase' },
  { query: 'getdefaultmiddleware', page: '/api/getDefaultMiddleware', kind: 'lowercase' },

  // Misspelled names.
  { query: 'keepUnusedDataFro', page: '/rtk-query/api/createApi', anchor: 'keepunuseddatafor', kind: 'typo' },
  { query: 'creatSlice', page: '/api/createSlice', kind: 'typo' },
  { query: 'fetchBseQuery', page: '/rtk-query/api/fetchBaseQuery', kind: 'typo' },
  { query: 'createEntityAdaptor', page: '/api/createEntityAdapter', kind: 'typo' },

  // Names cut short, as while typing.
  { query: 'createAsync', page: '/api/createAsyncThunk', kind: 'partial' },
  { query: 'entityAdap', page: '/api/createEntityAdapter', kind: 'partial' },
  { query: 'createListener', page: '/api/createListenerMiddleware', kind: 'partial' },

  // Questions in a reader's own words: the guide page, at the section that answers them.
  {
    query: 'refetch when window regains focus',
    page: '/rtk-query/usage/cache-behavior',
    anchor: 'refetching-on-focus-and-reconnect',
    kind: 'concept',
    alternatives: ['/rtk-query/api/createApi#refetchonfocus'],
  },
  { query: 'cancel a thunk', page: '/api/createAsyncThunk', anchor: 'cancelling-a-running-thunk', kind: 'concept' },
  {
    query: 'optimistic update',
    page: '/rtk-query/usage/manual-cache-updates',
    anchor: 'optimistic-updates',
    kind: 'concept',
  },
  {
    query: 'infinite scroll',
    page: '/rtk-query/usage/infinite-queries',
    anchor: 'building-infinite-scroll',
    kind: 'concept',
  },
  { query: 'normalize state', page: '/usage/usage-guide', anchor: 'managing-normalized-data', kind: 'concept' },
  {
    query: 'non-serializable value warning',
    page: '/usage/usage-guide',
    anchor: 'working-with-non-serializable-data',
    kind: 'concept',
  },
  {
    query: 'persist the cache',
    page: '/rtk-query/usage/persistence-and-rehydration',
    anchor: 'persisting-the-cache-with-redux-persist',
    kind: 'concept',
  },
  { query: 'websocket streaming updates', page: '/rtk-query/usage/streaming-updates', kind: 'concept' },
  {
    query: 'polling interval',
    page: '/rtk-query/usage/polling',
    kind: 'concept',
    alternatives: ['/rtk-query/api/created-api/hooks#pollinginterval'],
  },
  { query: 'prefetch on hover', page: '/rtk-query/usage/prefetching', kind: 'concept' },
  {
    query: 'typed hooks',
    page: '/usage/usage-with-typescript',
    anchor: 'defining-typed-react-redux-hooks',
    kind: 'concept',
    alternatives: ['/usage/nextjs#defining-typed-hooks', '/tutorials/typescript#step-4-create-typed-hooks'],
  },
  {
    query: 'Next.js app router',
    page: '/usage/nextjs',
    kind: 'concept',
    alternatives: ['/rtk-query/usage/server-side-rendering#nextjs-app-router'],
  },
  { query: 'migrate to RTK 2', page: '/usage/migrating-rtk-2', kind: 'concept' },
  { query: 'mutate state in reducer', page: '/usage/immer-reducers', kind: 'concept' },
  { query: 'code splitting endpoints', page: '/rtk-query/usage/code-splitting', kind: 'concept' },
  {
    query: 'retry failed requests',
    page: '/rtk-query/usage/customizing-queries',
    anchor: 'retrying-failed-requests-with-retry',
    kind: 'concept',
  },
  {
    query: 're-authenticate on 401',
    page: '/rtk-query/usage/customizing-queries',
    anchor: 're-authenticating-after-a-401',
    kind: 'concept',
  },
  { query: 'server side rendering', page: '/rtk-query/usage/server-side-rendering', kind: 'concept' },
  {
    query: 'error handling in components',
    page: '/rtk-query/usage/error-handling',
    anchor: 'handling-errors-in-components',
    kind: 'concept',
  },
];

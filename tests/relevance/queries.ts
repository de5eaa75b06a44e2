/** A query and where it must lead: a page, and where it matters the section (heading id). */
export interface RelevanceCase {
  readonly query: string;
  readonly page: string;
  readonly anchor?: string;
  /** What kind of query this is, for the report. */
  readonly kind: 'identifier' | 'split' | 'lowercase' | 'typo' | 'partial' | 'concept' | 'symbol' | 'task';
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
  // Tasks, asked the way readers ask them ("how do I …", or a few words about the goal):
  // the guide page or section that teaches the task.
  {
    query: 'how do I cancel a request',
    page: '/api/createAsyncThunk',
    anchor: 'cancelling-a-running-thunk',
    kind: 'task',
  },
  {
    query: 'persist the store',
    page: '/usage/usage-guide',
    anchor: 'using-redux-persist',
    kind: 'task',
    alternatives: ['/api/serializabilityMiddleware#persisting-the-store-with-redux-persist'],
  },
  {
    query: 'how do I set up the store',
    page: '/usage/usage-guide',
    anchor: 'setting-up-the-store',
    kind: 'task',
    alternatives: ['/introduction/getting-started#setting-up-the-store'],
  },
  {
    query: 'add middleware to the store',
    page: '/usage/usage-guide',
    anchor: 'adding-middleware-and-enhancers',
    kind: 'task',
  },
  {
    query: 'connect the store to React',
    page: '/usage/usage-guide',
    anchor: 'connecting-the-store-to-react',
    kind: 'task',
  },
  { query: 'how do I track loading state', page: '/usage/usage-guide', anchor: 'tracking-loading-state', kind: 'task' },
  {
    query: 'skip a query until I have an argument',
    page: '/rtk-query/usage/conditional-fetching',
    kind: 'task',
    alternatives: ['/rtk-query/usage/queries#skipping-a-query-with-skip-or-skiptoken'],
  },
  // The guide section teaches it ("The following wrapper adds the access token to every
  // request"); `prepareHeaders` is the option it uses.
  {
    query: 'how do I add an auth token to requests',
    page: '/rtk-query/usage/customizing-queries',
    anchor: 're-authenticating-after-a-401',
    kind: 'task',
    alternatives: ['/rtk-query/api/fetchBaseQuery#prepareheaders'],
  },
  {
    query: 'refresh an expired token',
    page: '/rtk-query/usage/customizing-queries',
    anchor: 're-authenticating-after-a-401',
    kind: 'task',
    alternatives: ['/rtk-query/usage/customizing-queries#refreshing-the-token-once-for-concurrent-requests'],
  },
  {
    query: 'refetch data after a mutation',
    page: '/rtk-query/usage/mutations',
    anchor: 'refreshing-queries-after-a-mutation',
    kind: 'task',
  },
  { query: 'update the cache after a mutation', page: '/rtk-query/usage/manual-cache-updates', kind: 'task' },
  { query: 'debounce a search', page: '/api/createListenerMiddleware', anchor: 'debouncing-a-search', kind: 'task' },
  {
    query: 'inject a slice at runtime',
    page: '/usage/usage-guide',
    anchor: 'injecting-slices-at-runtime',
    kind: 'task',
    alternatives: ['/api/createSlice#injecting-a-slice-after-the-store-is-created'],
  },
  {
    query: 'how do I type the root state',
    page: '/usage/usage-with-typescript',
    anchor: 'inferring-rootstate-and-appdispatch',
    kind: 'task',
    alternatives: ['/api/configureStore#typing-rootstate-and-appdispatch'],
  },
  {
    query: 'how do I type an async thunk',
    page: '/usage/usage-with-typescript',
    anchor: 'typing-createasyncthunk',
    kind: 'task',
    alternatives: ['/api/createAsyncThunk#typing-thunks'],
  },
  { query: 'set up redux in next.js', page: '/usage/nextjs', kind: 'task' },
  {
    query: 'generate an api from an openapi schema',
    page: '/rtk-query/usage/code-generation',
    anchor: 'generating-from-an-openapi-schema',
    kind: 'task',
  },
  {
    query: 'use axios with rtk query',
    page: '/rtk-query/usage/customizing-queries',
    anchor: 'writing-a-base-query-for-axios',
    kind: 'task',
  },
  {
    query: 'write a graphql base query',
    page: '/rtk-query/usage/customizing-queries',
    anchor: 'writing-a-base-query-for-graphql',
    kind: 'task',
  },
  { query: 'paginate a list', page: '/rtk-query/usage/pagination', kind: 'task' },
  { query: 'refetch data on an interval', page: '/rtk-query/usage/polling', kind: 'task' },
  {
    query: 'use rtk query without react',
    page: '/rtk-query/usage/usage-without-react-hooks',
    kind: 'task',
    alternatives: ['/rtk-query/overview#without-react'],
  },
  {
    query: 'handle errors globally',
    page: '/rtk-query/usage/error-handling',
    anchor: 'handling-errors-for-the-whole-app',
    kind: 'task',
  },
  // The section on the mutation result teaches reading it; unwrap is how to await it.
  {
    query: 'get the result of a mutation',
    page: '/rtk-query/usage/mutations',
    anchor: 'fields-of-the-mutation-result',
    kind: 'task',
    alternatives: ['/rtk-query/usage/mutations#waiting-for-the-response-with-unwrap'],
  },
  {
    query: 'share a mutation result between components',
    page: '/rtk-query/usage/mutations',
    anchor: 'sharing-a-result-with-fixedcachekey',
    kind: 'task',
  },
  {
    query: 'replace redux saga',
    page: '/usage/migrating-to-modern-redux',
    anchor: 'moving-side-effects-from-sagas-and-epics-to-listeners',
    kind: 'task',
    alternatives: ['/api/createListenerMiddleware#listener-versions-of-saga-helpers'],
  },
  {
    query: 'convert connect to hooks',
    page: '/usage/migrating-to-modern-redux',
    anchor: 'step-5-replace-connect-with-hooks',
    kind: 'task',
  },
  {
    query: 'memoize a selector',
    page: '/usage/usage-guide',
    anchor: 'memoizing-selectors-with-createselector',
    kind: 'task',
  },
  {
    query: 'use a custom id field for entities',
    page: '/usage/usage-guide',
    anchor: 'using-another-field-as-the-id-with-selectid',
    kind: 'task',
    alternatives: ['/api/createEntityAdapter#entities-keyed-by-a-field-other-than-id'],
  },
  {
    query: 'install redux toolkit',
    page: '/introduction/getting-started',
    anchor: 'installing-redux-toolkit',
    kind: 'task',
  },
  {
    query: 'start a new project from a template',
    page: '/introduction/getting-started',
    anchor: 'starting-a-new-project-from-a-template',
    kind: 'task',
  },
  {
    query: 'dispatch an action from a component',
    page: '/tutorials/quick-start',
    anchor: 'step-6-read-and-update-state-in-a-component',
    kind: 'task',
  },
  {
    query: 'load data before a route renders',
    page: '/rtk-query/usage/prefetching',
    anchor: 'prefetching-in-route-loaders',
    kind: 'task',
  },
  {
    query: 'keep showing the previous page while the next one loads',
    page: '/rtk-query/usage/pagination',
    anchor: 'keeping-the-previous-page-visible',
    kind: 'task',
  },
  {
    query: 'fetch data when a button is clicked',
    page: '/rtk-query/usage/queries',
    anchor: 'fetching-on-demand-with-lazy-queries',
    kind: 'task',
    alternatives: ['/rtk-query/usage/conditional-fetching#fetching-after-a-user-action-instead'],
  },
  {
    query: 'transform the response',
    page: '/rtk-query/usage/queries',
    anchor: 'reshaping-results-with-transformresponse',
    kind: 'task',
  },
  { query: 'split the api into multiple files', page: '/rtk-query/usage/code-splitting', kind: 'task' },
  {
    query: 'clear the cache on logout',
    page: '/rtk-query/api/created-api/api-slice-utils',
    anchor: 'resetapistate',
    kind: 'task',
  },
  {
    query: 'respond to an action from another slice',
    page: '/usage/usage-guide',
    anchor: 'responding-to-other-actions-with-extrareducers',
    kind: 'task',
  },
  {
    query: 'avoid circular imports',
    page: '/usage/usage-guide',
    anchor: 'avoiding-circular-imports-between-slices',
    kind: 'task',
    alternatives: ['/api/createSlice#circular-imports-between-slices'],
  },
  {
    query: 'validate api responses with a schema',
    page: '/rtk-query/usage/queries',
    anchor: 'validating-data-with-schemas',
    kind: 'task',
    alternatives: ['/rtk-query/usage-with-typescript#validating-responses-with-schemas'],
  },
  {
    query: 'add the redux devtools',
    page: '/introduction/getting-started',
    anchor: 'adding-the-redux-devtools-extension',
    kind: 'task',
  },
];

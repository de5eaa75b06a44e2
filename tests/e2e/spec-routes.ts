/** The doc routes of SPEC.md §2, written out from the spec rather than read from the site. */
const SECTIONS: Record<string, string[]> = {
  '/api/': [
    'actionCreatorMiddleware', 'autoBatchEnhancer', 'codemods', 'combineSlices', 'configureStore', 'createAction',
    'createAsyncThunk', 'createDynamicMiddleware', 'createEntityAdapter', 'createListenerMiddleware', 'createReducer',
    'createSelector', 'createSlice', 'getDefaultEnhancers', 'getDefaultMiddleware', 'immutabilityMiddleware',
    'matching-utilities', 'other-exports', 'serializabilityMiddleware',
  ],
  '/introduction/': ['getting-started', 'why-rtk-is-redux-today'],
  '/rtk-query/': ['overview', 'comparison', 'usage-with-typescript'],
  '/rtk-query/api/': ['ApiProvider', 'createApi', 'fetchBaseQuery', 'setupListeners'],
  '/rtk-query/api/created-api/': ['api-slice-utils', 'code-splitting', 'endpoints', 'hooks', 'overview', 'redux-integration'],
  '/rtk-query/usage/': [
    'automated-refetching', 'cache-behavior', 'code-generation', 'code-splitting', 'conditional-fetching',
    'customizing-create-api', 'customizing-queries', 'error-handling', 'examples', 'infinite-queries',
    'manual-cache-updates', 'migrating-to-rtk-query', 'mutations', 'pagination', 'persistence-and-rehydration',
    'polling', 'prefetching', 'queries', 'server-side-rendering', 'streaming-updates', 'usage-without-react-hooks',
  ],
  '/tutorials/': ['overview', 'quick-start', 'rtk-query', 'typescript'],
  '/usage/': ['immer-reducers', 'migrating-rtk-2', 'migrating-to-modern-redux', 'nextjs', 'usage-guide', 'usage-with-typescript'],
};

/** Doc pages shown with the `docs` sidebar. */
export const SIDEBAR_ROUTES: string[] = Object.entries(SECTIONS).flatMap(([prefix, pages]) =>
  pages.map((page) => prefix + page),
);

/** The internal pages, which render without a sidebar. */
export const INTERNAL_ROUTES = [
  '/rtk-query/internal/overview',
  '/rtk-query/internal/queryThunk',
  '/rtk-query/internal/buildSlice',
  '/rtk-query/internal/buildMiddleware/invalidationByTags',
];

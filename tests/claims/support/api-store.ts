import { configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';

/** A store with one API slice mounted at its `reducerPath`, and the API's middleware added to the defaults. */
export function storeWithApi<ReducerPath extends string, State>(api: {
  reducerPath: ReducerPath;
  reducer: Reducer<State>;
  middleware: Middleware<{}, any, any>;
}) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer } as Record<ReducerPath, Reducer<State>>,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

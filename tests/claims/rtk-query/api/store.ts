import { configureStore, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';

/** A store for one API slice mounted at the default reducerPath, `api`, with its middleware. */
export function storeFor<
  Api extends { reducerPath: 'api'; reducer: Reducer<any, UnknownAction>; middleware: Middleware },
>(api: Api) {
  return configureStore({
    reducer: { api: api.reducer as Api['reducer'] },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

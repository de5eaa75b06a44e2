import { configureStore } from '@reduxjs/toolkit'
import { trailsApi } from '../features/trails/trailsApi'

export const store = configureStore({
  reducer: { [trailsApi.reducerPath]: trailsApi.reducer },
  middleware: (getDefaultMiddleware) =>
    getDefaultMiddleware().concat(trailsApi.middleware),
})

export type RootState = ReturnType<typeof store.getState>
export type AppDispatch = typeof store.dispatch

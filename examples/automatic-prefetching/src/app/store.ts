import { configureStore } from '@reduxjs/toolkit'
import { targetsApi } from '../features/targets/targetsApi'

export const store = configureStore({
  reducer: { [targetsApi.reducerPath]: targetsApi.reducer },
  middleware: (getDefaultMiddleware) =>
    getDefaultMiddleware().concat(targetsApi.middleware),
})

export type RootState = ReturnType<typeof store.getState>
export type AppDispatch = typeof store.dispatch

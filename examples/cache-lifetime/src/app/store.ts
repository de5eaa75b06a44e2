import { configureStore } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { departuresApi } from '../features/departures/departuresApi'

export const store = configureStore({
  reducer: { [departuresApi.reducerPath]: departuresApi.reducer },
  middleware: (getDefaultMiddleware) =>
    getDefaultMiddleware().concat(departuresApi.middleware),
})

// Dispatches focus and online actions, which refetchOnFocus relies on.
setupListeners(store.dispatch)

export type RootState = ReturnType<typeof store.getState>
export type AppDispatch = typeof store.dispatch

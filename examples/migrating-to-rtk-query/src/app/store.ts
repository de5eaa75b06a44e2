import { configureStore } from '@reduxjs/toolkit'
import { ticketsApi } from '../features/after/ticketsApi'
import { ticketsSlice } from '../features/before/ticketsSlice'

export const store = configureStore({
  reducer: {
    tickets: ticketsSlice.reducer, // before
    [ticketsApi.reducerPath]: ticketsApi.reducer, // after
  },
  middleware: (getDefaultMiddleware) =>
    getDefaultMiddleware().concat(ticketsApi.middleware),
})

export type RootState = ReturnType<typeof store.getState>
export type AppDispatch = typeof store.dispatch

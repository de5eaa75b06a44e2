import { configureStore } from '@reduxjs/toolkit'
import { authSlice } from '../features/auth/authSlice'
import { api } from './api'

export const store = configureStore({
  reducer: {
    [authSlice.reducerPath]: authSlice.reducer,
    [api.reducerPath]: api.reducer,
  },
  middleware: (getDefaultMiddleware) =>
    getDefaultMiddleware().concat(api.middleware),
})

export type RootState = ReturnType<typeof store.getState>
export type AppDispatch = typeof store.dispatch

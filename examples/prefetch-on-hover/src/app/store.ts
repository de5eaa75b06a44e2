import { configureStore } from '@reduxjs/toolkit'
import { recipesApi } from '../features/recipes/recipesApi'

export const store = configureStore({
  reducer: { [recipesApi.reducerPath]: recipesApi.reducer },
  middleware: (getDefaultMiddleware) =>
    getDefaultMiddleware().concat(recipesApi.middleware),
})

export type RootState = ReturnType<typeof store.getState>
export type AppDispatch = typeof store.dispatch

import { configureStore } from '@reduxjs/toolkit'
import { pantrySlice } from '../features/pantry/pantrySlice'

export const store = configureStore({
  reducer: { pantry: pantrySlice.reducer },
})

export type RootState = ReturnType<typeof store.getState>
export type AppDispatch = typeof store.dispatch

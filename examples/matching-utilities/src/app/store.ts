import { configureStore } from '@reduxjs/toolkit'
import { resourcesSlice } from '../features/dashboard/resourcesSlice'
import { statusSlice } from '../features/dashboard/statusSlice'

export const store = configureStore({
  reducer: {
    resources: resourcesSlice.reducer,
    status: statusSlice.reducer,
  },
})

export type RootState = ReturnType<typeof store.getState>
export type AppDispatch = typeof store.dispatch

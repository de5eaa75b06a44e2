import { configureStore } from '@reduxjs/toolkit'
import { activitySlice } from '../features/activity/activitySlice'
import { draftSlice } from '../features/draft/draftSlice'
import { listenerMiddleware } from './listeners'

export const store = configureStore({
  reducer: {
    draft: draftSlice.reducer,
    activity: activitySlice.reducer,
  },
  // Listeners go first, so they see each action before other middleware.
  middleware: (getDefaultMiddleware) =>
    getDefaultMiddleware().prepend(listenerMiddleware.middleware),
})

export type RootState = ReturnType<typeof store.getState>
export type AppDispatch = typeof store.dispatch

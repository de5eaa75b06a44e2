import { configureStore } from '@reduxjs/toolkit'
import { chatApi } from '../features/chat/chatApi'

export const store = configureStore({
  reducer: { [chatApi.reducerPath]: chatApi.reducer },
  middleware: (getDefaultMiddleware) =>
    getDefaultMiddleware().concat(chatApi.middleware),
})

export type RootState = ReturnType<typeof store.getState>
export type AppDispatch = typeof store.dispatch

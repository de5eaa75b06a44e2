import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import { connect } from '../../mocks/chatServer'

export interface ChatMessage {
  id: number
  channel: string
  author: string
  text: string
  sentAt: string
}

type NewMessage = Pick<ChatMessage, 'channel' | 'text'>

export const chatApi = createApi({
  reducerPath: 'chatApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    getMessages: build.query<ChatMessage[], string>({
      query: (channel) => `/channels/${channel}/messages`,
      // Drop a channel (and its connection) 5 s after nobody shows it.
      keepUnusedDataFor: 5,
      async onCacheEntryAdded(
        channel,
        { updateCachedData, cacheDataLoaded, cacheEntryRemoved },
      ) {
        try {
          // Connect once the first page of history is in the cache.
          await cacheDataLoaded
        } catch {
          return // The entry was removed before it loaded.
        }
        // A real app would open a WebSocket here.
        const disconnect = connect(channel, (message) => {
          updateCachedData((draft) => {
            if (!draft.some((existing) => existing.id === message.id)) {
              draft.push(message)
            }
          })
        })
        console.info(`Listening to #${channel}`)
        await cacheEntryRemoved
        disconnect()
        console.info(`Stopped listening to #${channel}`)
      },
    }),
    sendMessage: build.mutation<ChatMessage, NewMessage>({
      query: ({ channel, text }) => ({
        url: `/channels/${channel}/messages`,
        method: 'POST',
        body: { text },
      }),
    }),
  }),
})

export const { useGetMessagesQuery, useSendMessageMutation } = chatApi

import { configureStore, createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query';
import { describe, expect, it, vi } from 'vitest';
import { createFakeBackend, FAKE_BASE_URL, json } from '../../support/fake-backend';

interface ChatMessage {
  id: string;
  text: string;
  sentAt: string;
}

describe('rtk-query/usage/streaming-updates › Streaming into a transformed cache entry', () => {
  it('gives updateCachedData the transformed value, so the stream writes with the adapter', async () => {
    const backend = createFakeBackend({
      'GET /channels/general/messages': () => json([{ id: 'm1', text: 'Hello', sentAt: '2030-01-01T10:00:00Z' }]),
    });
    const messagesAdapter = createEntityAdapter<ChatMessage>({
      sortComparer: (a, b) => a.sentAt.localeCompare(b.sentAt),
    });
    const pushed: Array<(message: ChatMessage) => void> = [];
    const draftsSeen: unknown[] = [];
    const chatApi = createApi({
      reducerPath: 'chatApi',
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
      endpoints: (build) => ({
        getMessages: build.query<EntityState<ChatMessage, string>, string, ChatMessage[]>({
          query: (channelId) => `channels/${channelId}/messages`,
          transformResponse: (messages) => messagesAdapter.setAll(messagesAdapter.getInitialState(), messages),
          async onCacheEntryAdded(channelId, { cacheDataLoaded, cacheEntryRemoved, updateCachedData }) {
            await cacheDataLoaded;
            pushed.push((message) =>
              updateCachedData((draft) => {
                draftsSeen.push(Object.keys(draft).sort());
                messagesAdapter.upsertOne(draft, message);
              }),
            );
            await cacheEntryRemoved;
          },
        }),
      }),
    });
    const store = configureStore({
      reducer: { [chatApi.reducerPath]: chatApi.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(chatApi.middleware),
    });
    const request = store.dispatch(chatApi.endpoints.getMessages.initiate('general'));
    await request;
    await vi.waitFor(() => expect(pushed).toHaveLength(1));

    pushed[0]!({ id: 'm2', text: 'Anyone here?', sentAt: '2030-01-01T10:05:00Z' });
    pushed[0]!({ id: 'm1', text: 'Hello', sentAt: '2030-01-01T10:00:00Z' });

    expect(draftsSeen[0]).toEqual(['entities', 'ids']);
    const data = chatApi.endpoints.getMessages.select('general')(store.getState()).data!;
    expect(
      messagesAdapter
        .getSelectors()
        .selectAll(data)
        .map((message) => message.id),
    ).toEqual(['m1', 'm2']);

    request.unsubscribe();
    store.dispatch(chatApi.util.resetApiState());
  });
});

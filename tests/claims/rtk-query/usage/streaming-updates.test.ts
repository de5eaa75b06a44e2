import { configureStore, createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery, fetchBaseQuery, type Patch } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

type PatchCollection = { patches: Patch[]; inversePatches: Patch[]; undo: () => void };

describe('rtk-query/usage/streaming-updates › How `onCacheEntryAdded` works', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  function makeCommentsApi(collections: PatchCollection[]) {
    return createApi({
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({
        getComments: build.query<string[], number>({
          queryFn: () => ({ data: ['First!'] }),
          async onCacheEntryAdded(_postId, { cacheDataLoaded, updateCachedData }) {
            collections.push(updateCachedData((draft) => void draft.push('too early')));
            await cacheDataLoaded;
            collections.push(updateCachedData((draft) => void draft.push('Live comment')));
          },
        }),
      }),
    });
  }

  it('returns a patch collection from updateCachedData', async () => {
    const collections: PatchCollection[] = [];
    const api = makeCommentsApi(collections);
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const request = store.dispatch(api.endpoints.getComments.initiate(42));
    await request;
    await vi.waitFor(() => expect(collections).toHaveLength(2));
    expect(collections[1]).toMatchObject({
      patches: [{ op: 'add', path: [1], value: 'Live comment' }],
      inversePatches: [{ op: 'remove', path: [1] }],
    });
    collections[1]!.undo();
    expect(api.endpoints.getComments.select(42)(store.getState()).data).toEqual(['First!']);
    request.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });

  it("does nothing without data, and warns about it whenever NODE_ENV is not 'production'", async () => {
    const warningsBy: Record<string, unknown[][]> = {};
    for (const nodeEnv of ['test', 'production']) {
      vi.stubEnv('NODE_ENV', nodeEnv);
      const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const collections: PatchCollection[] = [];
      const api = makeCommentsApi(collections);
      const store = configureStore({
        reducer: { [api.reducerPath]: api.reducer },
        middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
      });
      const request = store.dispatch(api.endpoints.getComments.initiate(42));
      await request;
      await vi.waitFor(() => expect(collections).toHaveLength(2));
      expect(collections[0]).toMatchObject({ patches: [], inversePatches: [] });
      expect(api.endpoints.getComments.select(42)(store.getState()).data).toEqual(['First!', 'Live comment']);
      warningsBy[nodeEnv] = [...warned.mock.calls];
      warned.mockRestore();
      request.unsubscribe();
      store.dispatch(api.util.resetApiState());
    }
    expect(warningsBy.test).toHaveLength(1);
    expect(String(warningsBy.test![0]![0])).toMatch(
      /^`updateCachedData` was called in `onCacheEntryAdded` for the endpoint "getComments" before the cache entry had any data/,
    );
    expect(warningsBy.production).toEqual([]);
  });
});

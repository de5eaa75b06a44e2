import {
  configureStore,
  createAsyncThunk,
  createListenerMiddleware,
  isAnyOf,
  isFulfilled,
  isRejected,
  isRejectedWithValue,
} from '@reduxjs/toolkit';
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, expectTypeOf, it } from 'vitest';

interface ApiError {
  message: string;
  status: number;
}

const fetchPosts = createAsyncThunk<string[], void, { rejectValue: ApiError }>(
  'posts/fetchAll',
  async (_, { rejectWithValue }) => rejectWithValue({ message: 'Could not load posts', status: 503 }),
);
const deletePost = createAsyncThunk('posts/delete', async (postId: number) => postId);
const cancelUpload = createAsyncThunk<void, void, { rejectValue: ApiError }>(
  'uploads/cancel',
  async (_, { rejectWithValue }) => rejectWithValue(undefined as unknown as ApiError),
);

const makeStore = () => configureStore({ reducer: (state: number = 0) => state });

describe('api/matching-utilities › Matching async thunk actions', () => {
  it('does not count rejectWithValue(undefined) as rejected with a value', async () => {
    const store = makeStore();
    const rejected = await store.dispatch(cancelUpload());

    expect(cancelUpload.rejected.match(rejected) && rejected.meta.rejectedWithValue).toBe(false);
    expect(cancelUpload.rejected.match(rejected)).toBe(true);
    expect(isRejected(rejected)).toBe(true);
    expect(isRejectedWithValue(rejected)).toBe(false);

    const withValue = await store.dispatch(fetchPosts());
    expect(isRejectedWithValue(withValue)).toBe(true);
  });
});

describe('api/matching-utilities › isAllOf', () => {
  it('rejects a whole thunk in TypeScript; in JavaScript it would match every action', () => {
    // @ts-expect-error an async thunk is not a matcher: pass fetchPosts.fulfilled or use isFulfilled(fetchPosts)
    const matchesEverything = isAnyOf(fetchPosts);
    expect(matchesEverything({ type: 'cart/cleared' })).toBe(true);
    expect(isAnyOf(fetchPosts.fulfilled)({ type: 'cart/cleared' })).toBe(false);
  });
});

describe('api/matching-utilities › isFulfilled', () => {
  it('types the payload as the union of the thunks’ return types', () => {
    const matcher = isFulfilled(fetchPosts, deletePost);
    const action: UnknownAction = deletePost.fulfilled(7, 'request-1', 7);
    if (matcher(action)) {
      expectTypeOf(action.payload).toEqualTypeOf<string[] | number>();
    }
    expect(matcher(action)).toBe(true);
  });
});

describe('api/matching-utilities › isRejectedWithValue', () => {
  it('types the payload as the thunks’ rejectValue', async () => {
    const matcher = isRejectedWithValue(fetchPosts);
    const action = await makeStore().dispatch(fetchPosts());
    if (matcher(action)) {
      expectTypeOf(action.payload).toEqualTypeOf<ApiError>();
      expect(action.payload.status).toBe(503);
    }
    expect(matcher(action)).toBe(true);
  });
});

describe('api/matching-utilities › Reporting every failed request', () => {
  it('narrows the effect’s action only for a matcher held in a variable', async () => {
    const listener = createListenerMiddleware();
    const seen: string[] = [];
    const isAnyRejection = isRejected();
    listener.startListening({
      matcher: isAnyRejection,
      effect: (action) => {
        expectTypeOf(action.meta.aborted).toEqualTypeOf<boolean>();
        seen.push(`variable: ${action.type}`);
      },
    });
    listener.startListening({
      matcher: isRejected(),
      effect: (action) => {
        expectTypeOf(action).toEqualTypeOf<Action>();
        seen.push(`inline: ${action.type}`);
      },
    });
    const store = configureStore({
      reducer: (state: number = 0) => state,
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listener.middleware),
    });

    await store.dispatch(fetchPosts());
    expect(seen).toEqual(['variable: posts/fetchAll/rejected', 'inline: posts/fetchAll/rejected']);
    listener.clearListeners();
  });
});

import { configureStore, createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';

const todosSlice = createSlice({
  name: 'todos',
  initialState: ['Buy milk'] as string[],
  reducers: {
    todosCleared: () => [],
  },
});
const { todosCleared } = todosSlice.actions;

const makeStore = () => configureStore({ reducer: { todos: todosSlice.reducer } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('api/actionCreatorMiddleware › Overview', () => {
  it('returns the action the creator builds from dispatch without running a reducer', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = makeStore();
    const returned = store.dispatch(todosCleared as any);

    expect(returned).toMatchObject({ type: 'todos/todosCleared' });
    expect(store.getState().todos).toEqual(['Buy milk']);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('is rejected by the store dispatch type, but only warns at runtime', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = makeStore();
    // @ts-expect-error an action creator is neither an action nor a thunk for the store's dispatch
    expect(() => store.dispatch(todosCleared)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('api/actionCreatorMiddleware › Also catching async thunk action creators', () => {
  it('names an async thunk action creator "unknown" and suggests actionCreator()', () => {
    const postsFetched = createAsyncThunk('posts/fetched', async () => [] as string[]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = configureStore({
      reducer: { todos: todosSlice.reducer },
      middleware: (getDefaultMiddleware) =>
        getDefaultMiddleware({
          actionCreatorCheck: {
            isActionCreator: (value: unknown): value is Function & { type?: unknown } =>
              typeof value === 'function' && 'typePrefix' in value,
          },
        }),
    });

    store.dispatch(postsFetched as any);

    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0][0]);
    expect(message).toContain('Detected an action creator with type "unknown" being dispatched.');
    expect(message).toContain('`dispatch(actionCreator())` instead of `dispatch(actionCreator)`');
  });
});

import { addListener, configureStore, createListenerMiddleware, createSlice } from '@reduxjs/toolkit';
import type { UnsubscribeListener } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';

const usersSlice = createSlice({
  name: 'users',
  initialState: { ids: [] as string[] },
  reducers: {
    userAdded(state, action: { payload: string; type: string }) {
      state.ids.push(action.payload);
    },
  },
});

const usersApi = createApi({
  reducerPath: 'usersApi',
  baseQuery: fakeBaseQuery(),
  endpoints: (build) => ({
    getUserName: build.query<string, string>({ queryFn: (id) => ({ data: `User ${id}` }) }),
  }),
});

describe('api/getDefaultMiddleware › Return value', () => {
  it('leaves the dispatch type unchanged for an RTK Query middleware', () => {
    const reducer = { users: usersSlice.reducer, [usersApi.reducerPath]: usersApi.reducer };
    const withApi = configureStore({
      reducer,
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(usersApi.middleware),
    });
    const defaultsOnly = configureStore({ reducer });
    expectTypeOf(withApi.dispatch).toEqualTypeOf(defaultsOnly.dispatch);
    const action = usersSlice.actions.userAdded('u1');
    expect(withApi.dispatch(action)).toBe(action);
  });

  it('adds a signature returning an unsubscribe function for a listener middleware', () => {
    const listenerMiddleware = createListenerMiddleware();
    const withListener = configureStore({
      reducer: { users: usersSlice.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listenerMiddleware.middleware),
    });
    const defaultsOnly = configureStore({ reducer: { users: usersSlice.reducer } });
    const listener = { actionCreator: usersSlice.actions.userAdded, effect: () => {} };

    const unsubscribe = withListener.dispatch(addListener(listener));
    expectTypeOf(unsubscribe).toEqualTypeOf<UnsubscribeListener>();
    expect(typeof unsubscribe).toBe('function');
    unsubscribe();

    // Without the listener middleware, dispatch returns the action, typed as the action
    // (the serializability check reports its function payload, so silence the console)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const returned = defaultsOnly.dispatch(addListener(listener));
    error.mockRestore();
    expectTypeOf(returned).not.toEqualTypeOf<UnsubscribeListener>();
    expect(returned).toHaveProperty('type', 'listenerMiddleware/add');
  });
});

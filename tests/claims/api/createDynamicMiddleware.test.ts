import { configureStore, createDynamicMiddleware, createSlice } from '@reduxjs/toolkit';
import type { Middleware } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';

const sessionSlice = createSlice({
  name: 'session',
  initialState: { userId: null as string | null },
  reducers: {
    signedIn(state, action: { payload: string; type: string }) {
      state.userId = action.payload;
    },
  },
});

function setup(position: 'prepend' | 'concat') {
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: { session: sessionSlice.reducer },
    middleware: (getDefaultMiddleware) =>
      position === 'prepend'
        ? getDefaultMiddleware().prepend(dynamicMiddleware.middleware)
        : getDefaultMiddleware().concat(dynamicMiddleware.middleware),
  });
  const seen: string[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    seen.push(typeof action === 'function' ? 'thunk' : (action as { type: string }).type);
    return next(action);
  };
  return { dynamicMiddleware, store, seen, recorder };
}

describe('api/createDynamicMiddleware › middleware', () => {
  it('logs a non-serializable action error for each withMiddleware action when added with concat', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dynamicMiddleware, store, recorder } = setup('concat');
    store.dispatch(dynamicMiddleware.withMiddleware(recorder));
    store.dispatch(dynamicMiddleware.withMiddleware(recorder));
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls[0]?.[0]).toContain(
      'A non-serializable value was detected in an action, in the path: `payload.0`',
    );
    error.mockRestore();
  });

  it('logs nothing for withMiddleware actions when prepended', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dynamicMiddleware, store, recorder } = setup('prepend');
    store.dispatch(dynamicMiddleware.withMiddleware(recorder));
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('lets added middleware see thunks only when prepended', () => {
    for (const position of ['prepend', 'concat'] as const) {
      const { dynamicMiddleware, store, seen, recorder } = setup(position);
      dynamicMiddleware.addMiddleware(recorder);
      store.dispatch(() => undefined);
      store.dispatch(sessionSlice.actions.signedIn('ada'));
      expect(seen).toEqual(position === 'prepend' ? ['thunk', 'session/signedIn'] : ['session/signedIn']);
    }
  });
});

describe('api/createDynamicMiddleware › Signature', () => {
  it('makes a circular type when the type parameters come from the store that installs the instance', () => {
    // @ts-expect-error TS7022: 'circularInstance' implicitly has type 'any'
    const circularInstance = createDynamicMiddleware<CircularRootState>();
    // @ts-expect-error TS7022: 'circularStore' implicitly has type 'any'
    const circularStore = configureStore({
      reducer: { session: sessionSlice.reducer },
      // @ts-expect-error TS7023: 'middleware' implicitly has return type 'any'
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(circularInstance.middleware),
    });
    // @ts-expect-error TS2456: Type alias 'CircularRootState' circularly references itself
    type CircularRootState = ReturnType<typeof circularStore.getState>;
    expect(circularStore.getState()).toEqual({ session: { userId: null } });
  });

  it('types added middleware through withTypes without a cycle', () => {
    const dynamicMiddleware = createDynamicMiddleware();
    const store = configureStore({
      reducer: { session: sessionSlice.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(dynamicMiddleware.middleware),
    });
    type RootState = ReturnType<typeof store.getState>;
    const addAppMiddleware = dynamicMiddleware.addMiddleware.withTypes<{ state: RootState }>();
    const readsSession: Middleware<{}, RootState> = (api) => (next) => (action) => {
      api.getState().session.userId;
      return next(action);
    };
    const readsCart: Middleware<{}, { cart: { items: string[] } }> = () => (next) => (action) => next(action);
    addAppMiddleware(readsSession);
    // @ts-expect-error the middleware expects a different state shape
    addAppMiddleware(readsCart);
  });
});

import {
  configureStore,
  createAction,
  createAsyncThunk,
  createEntityAdapter,
  createSlice,
  isRejectedWithValue,
} from '@reduxjs/toolkit';
import type { Middleware, PayloadAction, StoreEnhancer } from '@reduxjs/toolkit';
import { describe, expect, expectTypeOf, it } from 'vitest';

describe('usage/usage-with-typescript › Keeping the literal action type', () => {
  it('widens the type to string when only the payload type is written', () => {
    const quantitySet = createAction<number>('cart/quantitySet');
    expectTypeOf(quantitySet.type).toEqualTypeOf<string>();
    expectTypeOf(quantitySet(1).type).toEqualTypeOf<string>();
    // @ts-expect-error Type 'string' is not assignable to type '"cart/quantitySet"'
    const setType: 'cart/quantitySet' = quantitySet.type;
    expect(setType).toBe('cart/quantitySet');
  });

  it('keeps the literal with both type arguments, with no type argument, or with a prepare callback', () => {
    const quantityChanged = createAction<number, 'cart/quantityChanged'>('cart/quantityChanged');
    expectTypeOf(quantityChanged.type).toEqualTypeOf<'cart/quantityChanged'>();
    expectTypeOf(quantityChanged(2).payload).toEqualTypeOf<number>();
    const cartCleared = createAction('cart/cartCleared');
    expectTypeOf(cartCleared.type).toEqualTypeOf<'cart/cartCleared'>();
    const itemAdded = createAction('cart/itemAdded', (productId: string, quantity: number) => ({
      payload: { productId, quantity },
    }));
    expectTypeOf(itemAdded.type).toEqualTypeOf<'cart/itemAdded'>();
    const cartSlice = createSlice({
      name: 'cart',
      initialState: 0,
      reducers: { quantityReset: () => 0 },
    });
    expectTypeOf(cartSlice.actions.quantityReset.type).toEqualTypeOf<'cart/quantityReset'>();
    expect(quantityChanged(2)).toEqual({ type: 'cart/quantityChanged', payload: 2 });
  });
});

describe('usage/usage-with-typescript › Handling rejected actions', () => {
  const syncTodos = createAsyncThunk<string[], boolean, { rejectValue: string }>(
    'todos/syncTodos',
    async (withValue, { rejectWithValue }) => {
      if (withValue) return rejectWithValue('Nothing to sync');
      throw new Error('Network down');
    },
  );

  it('does not narrow payload when meta.rejectedWithValue is checked', () => {
    const action = syncTodos.rejected(null, 'request-1', true, 'Nothing to sync');
    if (action.meta.rejectedWithValue) {
      expectTypeOf(action.payload).toEqualTypeOf<string | undefined>();
      // @ts-expect-error Type 'string | undefined' is not assignable to type 'string'
      const reason: string = action.payload;
      expect(reason).toBe('Nothing to sync');
    }
    expect(action.meta.rejectedWithValue).toBe(true);
  });

  it('narrows payload to the reject value with isRejectedWithValue(thunk)', async () => {
    const seen: string[] = [];
    const syncErrorsSlice = createSlice({
      name: 'syncErrors',
      initialState: { lastReason: null as string | null },
      reducers: {},
      extraReducers: (builder) => {
        builder.addMatcher(isRejectedWithValue(syncTodos), (state, action) => {
          expectTypeOf(action.payload).toEqualTypeOf<string>();
          seen.push(action.payload);
          state.lastReason = action.payload;
        });
      },
    });
    const store = configureStore({ reducer: { syncErrors: syncErrorsSlice.reducer } });
    await store.dispatch(syncTodos(false));
    expect(store.getState().syncErrors.lastReason).toBeNull();
    await store.dispatch(syncTodos(true));
    expect(store.getState().syncErrors.lastReason).toBe('Nothing to sync');
    expect(seen).toEqual(['Nothing to sync']);
  });
});

describe('usage/usage-with-typescript › Typing the middleware option with Tuple', () => {
  interface WaitAction {
    type: 'app/wait';
    ms: number;
  }
  type WaitActionAlias = { type: 'app/wait'; ms: number };
  const reducer = (state = 0) => state;

  it('types dispatch with the extension for an interface action, but not for a type alias', async () => {
    const waitForInterface: Middleware<(action: WaitAction) => Promise<void>> = () => (next) => (action) =>
      (action as Partial<WaitAction>).type === 'app/wait' ? Promise.resolve() : next(action);
    const waitForAlias: Middleware<(action: WaitActionAlias) => Promise<void>> = () => (next) => (action) =>
      (action as Partial<WaitActionAlias>).type === 'app/wait' ? Promise.resolve() : next(action);
    const withInterface = configureStore({ reducer, middleware: (gdm) => gdm().concat(waitForInterface) });
    const withAlias = configureStore({ reducer, middleware: (gdm) => gdm().concat(waitForAlias) });
    const fromInterface = withInterface.dispatch({ type: 'app/wait', ms: 1 } as WaitAction);
    const fromAlias = withAlias.dispatch({ type: 'app/wait', ms: 1 } as WaitActionAlias);
    expectTypeOf(fromInterface).toEqualTypeOf<Promise<void>>();
    expectTypeOf(fromAlias).toEqualTypeOf<WaitActionAlias>();
    // Both return the promise at runtime: only the types differ.
    await expect(fromInterface).resolves.toBeUndefined();
    await expect(fromAlias as unknown as Promise<void>).resolves.toBeUndefined();
  });
});

describe('usage/usage-with-typescript › Write middleware before enhancers', () => {
  interface WaitAction {
    type: 'app/wait';
    ms: number;
  }
  const waitMiddleware: Middleware<(action: WaitAction) => Promise<void>> = () => (next) => (action) => {
    const candidate = action as Partial<WaitAction>;
    if (candidate.type === 'app/wait') return Promise.resolve();
    return next(action);
  };
  const createdAtEnhancer: StoreEnhancer<{ createdAt: number }> = (createStore) => (reducer, preloadedState) => ({
    ...createStore(reducer, preloadedState),
    createdAt: 42,
  });
  const reducer = (state: { ready: boolean } = { ready: true }) => state;

  it('types both extensions with middleware first', async () => {
    const store = configureStore({
      reducer,
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(waitMiddleware),
      enhancers: (getDefaultEnhancers) => getDefaultEnhancers().concat(createdAtEnhancer),
    });
    const waited = store.dispatch({ type: 'app/wait', ms: 1 } as WaitAction);
    expectTypeOf(waited).toEqualTypeOf<Promise<void>>();
    expectTypeOf(store.createdAt).toEqualTypeOf<number>();
    await expect(waited).resolves.toBeUndefined();
    expect(store.createdAt).toBe(42);
  });

  it('rejects the middleware callback with enhancers first; the store still works at runtime', async () => {
    const store = configureStore({
      reducer,
      enhancers: (getDefaultEnhancers) => getDefaultEnhancers().concat(createdAtEnhancer),
      // @ts-expect-error Source has 2 element(s) but target allows only 1
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(waitMiddleware),
    });
    const untyped = store as unknown as { createdAt: number; dispatch: (action: WaitAction) => unknown };
    expect(untyped.createdAt).toBe(42);
    await expect(untyped.dispatch({ type: 'app/wait', ms: 1 })).resolves.toBeUndefined();
  });
});

describe('usage/usage-with-typescript › Payloads whose fields are all optional', () => {
  interface Profile {
    name: string;
    email: string;
    bio: string;
  }
  type AtLeastOne<T> = {
    [K in keyof T]-?: Required<Pick<T, K>> & Partial<Omit<T, K>>;
  }[keyof T];

  const profileSlice = createSlice({
    name: 'profile',
    initialState: { name: '', email: '', bio: '' } as Profile,
    reducers: {
      profileEdited(state, action: PayloadAction<Partial<Profile>>) {
        Object.assign(state, action.payload);
      },
      profileEditedStrict(state, action: PayloadAction<AtLeastOne<Profile>>) {
        Object.assign(state, action.payload);
      },
    },
  });
  const { profileEdited, profileEditedStrict } = profileSlice.actions;

  it('infers a required argument for a Partial payload, which {} satisfies', () => {
    expectTypeOf(profileEdited).parameter(0).toEqualTypeOf<Partial<Profile>>();
    // @ts-expect-error Expected 1 arguments, but got 0
    profileEdited();
    expect(profileEdited({})).toEqual({ type: 'profile/profileEdited', payload: {} });
  });

  it('rejects {} with AtLeastOne and accepts any single field', () => {
    // @ts-expect-error Argument of type '{}' is not assignable to parameter of type 'AtLeastOne<Profile>'
    profileEditedStrict({});
    // @ts-expect-error Object literal may only specify known properties
    profileEditedStrict({ nme: 'Ada' });
    const store = configureStore({ reducer: { profile: profileSlice.reducer } });
    store.dispatch(profileEditedStrict({ bio: 'Gardener' }));
    expect(store.getState().profile).toEqual({ name: '', email: '', bio: 'Gardener' });
  });
});

describe('usage/usage-with-typescript › Typing createEntityAdapter', () => {
  interface Book {
    isbn: string;
    title: string;
  }

  it('types lookups by ID as the entity, yet returns undefined for an unknown ID', () => {
    const booksAdapter = createEntityAdapter({ selectId: (book: Book) => book.isbn });
    const state = booksAdapter.getInitialState();
    const { selectById } = booksAdapter.getSelectors();
    expectTypeOf(state.entities['978-0']).toEqualTypeOf<Book>();
    expectTypeOf(selectById(state, '978-0')).toEqualTypeOf<Book>();
    expect(selectById(state, '978-0')).toBeUndefined();
  });
});

import { asyncThunkCreator, buildCreateSlice, createAction, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';

const createAppSlice = buildCreateSlice({ creators: { asyncThunk: asyncThunkCreator } });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('api/createSlice › Object notation for reducers', () => {
  const profileSlice = createSlice({
    name: 'profile',
    initialState: { name: '', visits: 0 },
    reducers: {
      visited(state) {
        state.visits += 1;
      },
      reset(state, _action: PayloadAction) {
        state.visits = 0;
      },
      named(state, action: PayloadAction<string>) {
        state.name = action.payload;
      },
      renamed(state, action) {
        state.name = action.payload;
      },
    },
  });
  const { visited, reset, named, renamed } = profileSlice.actions;

  it('gives a creator with no argument for a missing action parameter or a bare PayloadAction', () => {
    expectTypeOf(visited).toBeCallableWith();
    expectTypeOf(reset).toBeCallableWith();
    // @ts-expect-error the creator takes no payload
    visited('extra');
    // @ts-expect-error the creator takes no payload
    reset('extra');
    expect(visited()).toEqual({ type: 'profile/visited', payload: undefined });
  });

  it('gives a creator that takes the annotated payload type', () => {
    expectTypeOf(named).parameters.toEqualTypeOf<[payload: string]>();
    // @ts-expect-error the payload must be a string
    named(42);
  });

  it('gives a creator that requires one argument of any type for an unannotated action', () => {
    expectTypeOf(renamed).parameters.toEqualTypeOf<[payload: any]>();
    // @ts-expect-error TS2554: Expected 1 arguments, but got 0
    renamed();
    expect(renamed(42)).toEqual({ type: 'profile/renamed', payload: 42 });
  });
});

describe('api/createSlice › create.asyncThunk', () => {
  it('runs settled after the fulfilled or rejected case reducer', async () => {
    const order: string[] = [];
    const uploadSlice = createAppSlice({
      name: 'upload',
      initialState: { status: 'idle' },
      reducers: (create) => ({
        upload: create.asyncThunk(
          async (fail: boolean) => {
            if (fail) throw new Error('Upload failed');
            return 'ok';
          },
          {
            fulfilled: (state) => {
              order.push(`fulfilled (status ${state.status})`);
              state.status = 'done';
            },
            rejected: (state) => {
              order.push(`rejected (status ${state.status})`);
              state.status = 'failed';
            },
            settled: (state) => {
              order.push(`settled (status ${state.status})`);
            },
          },
        ),
      }),
    });
    const { upload } = uploadSlice.actions;
    let state = uploadSlice.getInitialState();
    state = uploadSlice.reducer(state, upload.fulfilled('ok', 'request-1', false));
    state = uploadSlice.reducer(state, upload.rejected(new Error('Upload failed'), 'request-2', true));
    expect(order).toEqual([
      'fulfilled (status idle)',
      'settled (status done)',
      'rejected (status done)',
      'settled (status failed)',
    ]);
  });

  it('needs a type annotation when the returned value comes from the slice itself', () => {
    interface CartState {
      totalCents: number;
      lastTotal: number | null;
    }
    const initialState: CartState = { totalCents: 0, lastTotal: null };

    // @ts-expect-error TS7022: 'unannotatedCart' implicitly has type 'any' (referenced in its own initializer)
    const unannotatedCart = createAppSlice({
      name: 'cart',
      initialState,
      // @ts-expect-error TS7023: 'reducers' implicitly has return type 'any'
      reducers: (create) => ({
        checkedOut: create.asyncThunk(
          // @ts-expect-error TS7024: Function implicitly has return type 'any'
          async (_: void, { getState }) => {
            // @ts-expect-error TS7022: 'total' implicitly has type 'any'
            const total = unannotatedCart.selectors.selectTotal(getState() as { cart: CartState });
            return total;
          },
          {
            fulfilled: (state, action) => {
              state.lastTotal = action.payload;
            },
          },
        ),
      }),
      selectors: { selectTotal: (cart) => cart.totalCents },
    });

    const annotatedCart = createAppSlice({
      name: 'cart',
      initialState,
      reducers: (create) => ({
        checkedOut: create.asyncThunk(
          async (_: void, { getState }): Promise<number> => {
            const total = annotatedCart.selectors.selectTotal(getState() as { cart: CartState });
            return total;
          },
          {
            fulfilled: (state, action) => {
              state.lastTotal = action.payload;
            },
          },
        ),
      }),
      selectors: { selectTotal: (cart) => cart.totalCents },
    });

    expectTypeOf(annotatedCart.actions.checkedOut.fulfilled).returns.toHaveProperty('payload').toEqualTypeOf<number>();
    expect(unannotatedCart.name).toBe('cart');
  });
});

describe('api/createSlice › extraReducers', () => {
  const cartCleared = createAction('cart/cleared');
  const makeSliceWithObjectNotation = () =>
    createSlice({
      name: 'cartCount',
      initialState: 3,
      reducers: {},
      // @ts-expect-error the object notation was removed in 2.0
      extraReducers: { [cartCleared.type]: () => 0 },
    });

  it('throws for the object notation on the first reducer call in development, not in createSlice', () => {
    const slice = makeSliceWithObjectNotation();
    const message =
      "The object notation for `createSlice.extraReducers` has been removed. Please use the 'builder callback' notation instead";
    expect(() => slice.reducer(undefined, { type: 'unknown' })).toThrow(message);
    expect(() => makeSliceWithObjectNotation().getInitialState()).toThrow(message);
  });

  it('still uses the object keys as action types in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const slice = makeSliceWithObjectNotation();
    expect(slice.reducer(3, cartCleared())).toBe(0);
  });
});

describe('api/createSlice › selectSlice', () => {
  const wishlistSlice = createSlice({
    name: 'wishlist',
    initialState: { productIds: [] as string[] },
    reducers: {},
    selectors: {
      selectSavedCount: (wishlist) => wishlist.productIds.length,
    },
  });
  const stateWithoutWishlist = {} as { wishlist: { productIds: string[] } };

  it('throws the selectSlice message from slice.selectors when the key is missing', () => {
    expect(() => wishlistSlice.selectSlice(stateWithoutWishlist)).toThrow(
      'selectSlice returned undefined for an uninjected slice reducer',
    );
    expect(() => wishlistSlice.selectors.selectSavedCount(stateWithoutWishlist)).toThrow(
      'selectSlice returned undefined for an uninjected slice reducer',
    );
  });

  it('throws the selectState message when a getSelectors selectState returns undefined', () => {
    const selectNestedWishlist = (state: { shop: { wishlist?: { productIds: string[] } } }) =>
      state.shop.wishlist as { productIds: string[] };
    const { selectSavedCount } = wishlistSlice.getSelectors(selectNestedWishlist);
    expect(() => selectSavedCount({ shop: {} })).toThrow(
      'selectState returned undefined for an uninjected slice reducer',
    );
  });
});

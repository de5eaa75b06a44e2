import {
  createAction,
  createAsyncThunk,
  createListenerMiddleware,
  createReducer,
  createSlice,
  isActionCreator,
  isAnyOf,
} from '@reduxjs/toolkit';
import type {
  ActionCreatorWithNonInferrablePayload,
  ActionCreatorWithOptionalPayload,
  ActionCreatorWithPayload,
  ActionCreatorWithPreparedPayload,
  ActionCreatorWithoutPayload,
} from '@reduxjs/toolkit';
import { describe, expect, expectTypeOf, it } from 'vitest';

describe('api/createAction › Telling action creators apart with isActionCreator', () => {
  it('is false for the async thunk action creator and true for its lifecycle creators', () => {
    const fetchPosts = createAsyncThunk('posts/fetchAll', async () => [] as string[]);
    const postsSlice = createSlice({
      name: 'posts',
      initialState: [] as string[],
      reducers: { postsCleared: () => [] },
    });

    expect(isActionCreator(fetchPosts)).toBe(false);
    expect('type' in fetchPosts).toBe(false);
    expect(isActionCreator(fetchPosts.pending)).toBe(true);
    expect(isActionCreator(fetchPosts.fulfilled)).toBe(true);
    expect(isActionCreator(fetchPosts.rejected)).toBe(true);
    expect(isActionCreator(postsSlice.actions.postsCleared)).toBe(true);
    expect(isActionCreator(createAction('posts/refreshed'))).toBe(true);
  });
});

describe('api/createAction › Recognising an action in middleware', () => {
  const productViewed = createAction<string>('products/productViewed');
  // Same type string, but not a plain object: match() rejects it.
  class ViewedEvent {
    readonly type = 'products/productViewed';
    readonly payload = 'sku-1042';
  }

  it('lets addCase handle every action with the type string', () => {
    const views = createReducer(0, (builder) => {
      builder.addCase(productViewed, (count) => count + 1);
    });
    expect(views(0, new ViewedEvent() as any)).toBe(1);
  });

  it('makes isAnyOf and the listener actionCreator option call match()', () => {
    expect(productViewed.match(new ViewedEvent())).toBe(false);
    expect(isAnyOf(productViewed)(new ViewedEvent())).toBe(false);

    const seen: string[] = [];
    const listener = createListenerMiddleware();
    listener.startListening({
      actionCreator: productViewed,
      effect: (action) => {
        seen.push(action.payload);
      },
    });
    const next = (action: unknown) => action;
    const dispatch = listener.middleware({ dispatch: (a: any) => a, getState: () => ({}) } as any)(next);
    dispatch(new ViewedEvent());
    dispatch(productViewed('sku-7'));
    expect(seen).toEqual(['sku-7']);
  });
});

describe('api/createAction › Signature', () => {
  it('picks the creator type from the payload type', () => {
    expectTypeOf(createAction('cart/cleared')).toEqualTypeOf<ActionCreatorWithoutPayload<'cart/cleared'>>();
    expectTypeOf(createAction<number>('cart/sized')).toEqualTypeOf<ActionCreatorWithPayload<number, string>>();
    expectTypeOf(createAction<string | undefined>('cart/filtered')).toEqualTypeOf<
      ActionCreatorWithOptionalPayload<string | undefined, string>
    >();
    expectTypeOf(createAction<unknown>('cart/any')).toEqualTypeOf<ActionCreatorWithNonInferrablePayload<string>>();
    expectTypeOf(createAction('cart/added', (id: string) => ({ payload: id }))).toEqualTypeOf<
      ActionCreatorWithPreparedPayload<[id: string], string, 'cart/added', never, never>
    >();
  });
});

describe('api/createAction › type', () => {
  it('infers the literal type without type arguments, or with a prepare callback', () => {
    const userLoggedOut = createAction('session/userLoggedOut');
    const todoAdded = createAction('todos/todoAdded', (title: string) => ({ payload: { title } }));
    expectTypeOf(userLoggedOut.type).toEqualTypeOf<'session/userLoggedOut'>();
    expectTypeOf(todoAdded.type).toEqualTypeOf<'todos/todoAdded'>();
    expect(todoAdded('Buy oat milk').type).toBe('todos/todoAdded');
  });

  it('falls back to string when only the payload type is passed, and keeps the literal when both are', () => {
    const pageSizeChanged = createAction<number>('productList/pageSizeChanged');
    const pageSizeSet = createAction<number, 'productList/pageSizeSet'>('productList/pageSizeSet');
    expectTypeOf(pageSizeChanged.type).toEqualTypeOf<string>();
    expectTypeOf(pageSizeSet.type).toEqualTypeOf<'productList/pageSizeSet'>();
    expect(pageSizeChanged.type).toBe('productList/pageSizeChanged');
  });
});

describe('api/createAction › Adding meta and error fields', () => {
  it('infers the meta type from the prepare callback', () => {
    const productViewed = createAction(
      'products/productViewed',
      (productId: string, source: 'search' | 'recommendation') => ({
        payload: productId,
        meta: { analyticsEvent: 'product_view', source },
      }),
    );
    const viewed = productViewed('sku-1042', 'search');
    expectTypeOf(viewed.meta.source).toEqualTypeOf<'search' | 'recommendation'>();
    expectTypeOf(productViewed).parameters.toEqualTypeOf<[productId: string, source: 'search' | 'recommendation']>();
    expect(viewed.meta).toEqual({ analyticsEvent: 'product_view', source: 'search' });
  });
});

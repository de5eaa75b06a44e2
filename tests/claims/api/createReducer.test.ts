import { createAction, createAsyncThunk, createReducer } from '@reduxjs/toolkit';
import { enableMapSet, immerable } from 'immer';
import { describe, expect, it } from 'vitest';

describe('api/createReducer › addAsyncThunk', () => {
  const loadOrders = createAsyncThunk('orders/load', async () => ['order-1']);
  const fulfilled = loadOrders.fulfilled(['order-1'], 'request-1', undefined);

  it('replaces an earlier addCase for the same lifecycle action without an error', () => {
    const reducer = createReducer({ handledBy: 'nothing' }, (builder) => {
      builder
        .addCase(loadOrders.fulfilled, (state) => {
          state.handledBy = 'addCase';
        })
        .addAsyncThunk(loadOrders, {
          fulfilled: (state) => {
            state.handledBy = 'addAsyncThunk';
          },
        });
    });
    expect(reducer(undefined, fulfilled).handledBy).toBe('addAsyncThunk');
  });

  it('makes a later addCase for the same type throw the duplicate-type error', () => {
    const build = () =>
      createReducer({ handledBy: 'nothing' }, (builder) => {
        builder
          .addAsyncThunk(loadOrders, {
            fulfilled: (state) => {
              state.handledBy = 'addAsyncThunk';
            },
          })
          // @ts-expect-error addAsyncThunk returns a builder without addCase
          .addCase(loadOrders.fulfilled, (state: { handledBy: string }) => {
            state.handledBy = 'addCase';
          });
      });
    expect(build).toThrow(
      "`builder.addCase` cannot be called with two reducers for the same action type 'orders/load/fulfilled'",
    );
  });
});

describe('api/createReducer › Primitive and null state', () => {
  const tagAdded = createAction<string>('tags/added');

  // One test, not two: enableMapSet cannot be undone, so "before" and "after" must run in this order.
  it('throws the MapSet plugin error for a Map state until enableMapSet is called, then drafts it', () => {
    const tallyReducer = () =>
      createReducer(new Map<string, number>(), (builder) => {
        builder.addCase(tagAdded, (state, action) => {
          state.set(action.payload, (state.get(action.payload) ?? 0) + 1);
        });
      });
    expect(() => tallyReducer()(undefined, tagAdded('sale'))).toThrow("The plugin for 'MapSet' has not been loaded");

    enableMapSet();
    const reducer = tallyReducer();
    const before = reducer(undefined, { type: 'app/init' });
    const after = reducer(before, tagAdded('sale'));
    expect(after).not.toBe(before);
    expect(before.size).toBe(0);
    expect(after.get('sale')).toBe(1);
  });

  it('drafts instances of classes marked immerable', () => {
    class Tally {
      [immerable] = true;
      count = 0;
    }
    const reducer = createReducer(new Tally(), (builder) => {
      builder.addCase(tagAdded, (state) => {
        state.count += 1;
      });
    });
    const before = reducer(undefined, { type: 'app/init' });
    const after = reducer(before, tagAdded('sale'));
    expect(after).not.toBe(before);
    expect(after).toBeInstanceOf(Tally);
    expect([before.count, after.count]).toEqual([0, 1]);
  });

  it('treats other class instances as non-draftable: the case reducer must return the next value', () => {
    class Tally {
      count = 0;
    }
    const reducer = createReducer(new Tally(), (builder) => {
      builder.addCase(tagAdded, (state) => {
        state.count += 1;
      });
    });
    expect(() => reducer(new Tally(), tagAdded('sale'))).toThrow(
      'A case reducer on a non-draftable value must not return undefined',
    );
  });

  it('keeps null when a case reducer on null state returns undefined', () => {
    const reducer = createReducer(null as string | null, (builder) => {
      builder.addCase(tagAdded, () => undefined);
    });
    expect(reducer(null, tagAdded('sale'))).toBeNull();
  });
});

import { configureStore, createAsyncThunk, createSlice, isRejectedWithValue, unwrapResult } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';

function storeRecordingActions() {
  const types: string[] = [];
  const store = configureStore({
    reducer: (state: null = null, action: UnknownAction) => {
      types.push(action.type);
      return state;
    },
  });
  types.length = 0;
  return { store, types };
}

describe('api/createAsyncThunk › The thunkAPI parameter', () => {
  it('types rejectWithValue to take only the value unless rejectedMeta is declared', () => {
    createAsyncThunk<number, number, { rejectValue: string }>('scores/submit', async (score, { rejectWithValue }) => {
      if (score < 0) {
        // @ts-expect-error TS2554: without rejectedMeta, rejectWithValue takes one argument
        return rejectWithValue('Negative score', { field: 'score' });
      }
      return rejectWithValue('Rejected');
    });
    createAsyncThunk<number, number, { rejectValue: string; rejectedMeta: { field: string } }>(
      'scores/submitWithMeta',
      async (score, { rejectWithValue }) => {
        if (score < 0) {
          // @ts-expect-error TS2554: with rejectedMeta, the meta argument is required
          return rejectWithValue('Negative score');
        }
        return rejectWithValue('Rejected', { field: 'score' });
      },
    );
  });

  it('puts the meta passed to rejectWithValue on the rejected action', async () => {
    const submit = createAsyncThunk<number, number, { rejectValue: string; rejectedMeta: { field: string } }>(
      'scores/submit',
      async (_score, { rejectWithValue }) => rejectWithValue('Negative score', { field: 'score' }),
    );
    const { store } = storeRecordingActions();
    const result = await store.dispatch(submit(-1));
    expect(submit.rejected.match(result) && result.meta.field).toBe('score');
    expect(result.payload).toBe('Negative score');
  });
});

describe('api/createAsyncThunk › condition', () => {
  it('runs after idGenerator, which is also called for skipped calls', async () => {
    const calls: string[] = [];
    let saveCounter = 0;
    const saveDraft = createAsyncThunk('editor/saveDraft', async (text: string) => text.length, {
      idGenerator: () => {
        calls.push('idGenerator');
        return `save-${++saveCounter}`;
      },
      condition: (text) => {
        calls.push('condition');
        return text !== '';
      },
    });
    const { store, types } = storeRecordingActions();
    const skipped = await store.dispatch(saveDraft(''));
    expect(calls).toEqual(['idGenerator', 'condition']);
    expect(skipped.meta.requestId).toBe('save-1');
    expect(saveDraft.rejected.match(skipped) && skipped.meta.condition).toBe(true);
    expect(types).toEqual([]);
    expect(saveCounter).toBe(1);
  });
});

describe('api/createAsyncThunk › Order of events in one call', () => {
  it('checks an already aborted external signal after condition, and dispatches no pending action', async () => {
    const calls: string[] = [];
    const loadReport = createAsyncThunk(
      'reports/load',
      async () => {
        calls.push('payloadCreator');
        return 'report';
      },
      {
        condition: () => {
          calls.push('condition');
          return true;
        },
      },
    );
    const controller = new AbortController();
    controller.abort();
    const { store, types } = storeRecordingActions();
    const result = await store.dispatch(loadReport(undefined, { signal: controller.signal }));
    expect(calls).toEqual(['condition']);
    expect(types).toEqual(['reports/load/rejected']);
    expect(loadReport.rejected.match(result) && result.error).toEqual({
      name: 'AbortError',
      message: 'External signal was aborted',
    });
  });
});

describe('api/createAsyncThunk › Cancelling a running thunk', () => {
  interface Product {
    id: string;
    name: string;
  }

  // Resolves only when aborted, like a slow fetch given the signal
  const searchProducts = createAsyncThunk(
    'search/searchProducts',
    (_query: string, { signal }) =>
      new Promise<Product[]>((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(new Error('aborted')));
      }),
  );

  const searchSlice = createSlice({
    name: 'search',
    initialState: { results: [] as Product[], loading: false, latestRequestId: null as string | null },
    reducers: {},
    extraReducers: (builder) => {
      builder
        .addCase(searchProducts.pending, (state, action) => {
          state.loading = true;
          state.latestRequestId = action.meta.requestId;
        })
        .addCase(searchProducts.fulfilled, (state, action) => {
          if (action.meta.requestId === state.latestRequestId) {
            state.loading = false;
            state.results = action.payload;
          }
        })
        .addCase(searchProducts.rejected, (state, action) => {
          if (action.meta.requestId === state.latestRequestId) {
            state.loading = false;
          }
        });
    },
  });

  it('keeps loading when a newer search replaces an aborted one, and clears it when the latest is aborted', async () => {
    const store = configureStore({ reducer: { search: searchSlice.reducer } });

    // Query changes: the effect cleanup aborts the old search, then the new effect starts one
    const first = store.dispatch(searchProducts('ket'));
    first.abort('Search query changed');
    const second = store.dispatch(searchProducts('kettle'));
    expect(store.getState().search.latestRequestId).toBe(second.requestId);

    const firstResult = await first;
    expect(searchProducts.rejected.match(firstResult) && firstResult.meta.aborted).toBe(true);
    expect(store.getState().search.loading).toBe(true);

    // The component unmounts: the latest search is aborted
    second.abort('Unmounted');
    const secondResult = await second;
    expect(searchProducts.rejected.match(secondResult) && secondResult.meta.aborted).toBe(true);
    expect(store.getState().search.loading).toBe(false);
  });

  it('dispatches the rejected action of an aborted call after a pending action dispatched right after the abort', async () => {
    const { store, types } = storeRecordingActions();
    const first = store.dispatch(searchProducts('ket'));
    first.abort();
    const second = store.dispatch(searchProducts('kettle'));
    await first;
    expect(types).toEqual([
      'search/searchProducts/pending',
      'search/searchProducts/pending',
      'search/searchProducts/rejected',
    ]);
    second.abort();
    await second;
  });
});

describe('api/createAsyncThunk › Lifecycle actions', () => {
  const saveProfile = createAsyncThunk<void, string | undefined, { rejectValue: string | undefined }>(
    'profile/save',
    async (reason, { rejectWithValue }) => rejectWithValue(reason),
  );

  it('sets meta.rejectedWithValue for rejectWithValue(value), but not for rejectWithValue(undefined)', async () => {
    const { store } = storeRecordingActions();
    const withValue = await store.dispatch(saveProfile('Name is required'));
    const withUndefined = await store.dispatch(saveProfile(undefined));

    if (!saveProfile.rejected.match(withValue) || !saveProfile.rejected.match(withUndefined)) {
      throw new Error('both calls should end with a rejected action');
    }
    expect(withValue.meta).toMatchObject({ requestStatus: 'rejected', rejectedWithValue: true });
    expect(withUndefined.meta).toMatchObject({ requestStatus: 'rejected', rejectedWithValue: false });
    expect(withValue.error).toEqual({ message: 'Rejected' });
    expect(withUndefined.error).toEqual({ message: 'Rejected' });
    expect(isRejectedWithValue(saveProfile)(withValue)).toBe(true);
    expect(isRejectedWithValue(saveProfile)(withUndefined)).toBe(false);
  });

  it('unwraps rejectWithValue(undefined) to the serialized error, not to the value', async () => {
    const { store } = storeRecordingActions();
    await expect(store.dispatch(saveProfile('Name is required')).unwrap()).rejects.toBe('Name is required');
    await expect(store.dispatch(saveProfile(undefined)).unwrap()).rejects.toEqual({ message: 'Rejected' });
    const action = await store.dispatch(saveProfile(undefined));
    expect(() => unwrapResult(action)).toThrow(expect.objectContaining({ message: 'Rejected' }));
  });
});

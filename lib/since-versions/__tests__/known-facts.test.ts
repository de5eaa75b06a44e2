import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SinceData } from '../since-data';

// Facts checked by hand against the published tarballs' declarations (see the
// since-versions report); the committed data file must agree with them.
const data = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../../data/since-versions.json'), 'utf8'),
) as SinceData;
const core = data.exports['@reduxjs/toolkit']!;

describe('data/since-versions.json', () => {
  it('starts at the first stable 1.x release and orders versions by semver', () => {
    expect(data.package).toBe('@reduxjs/toolkit');
    expect(data.versionsScanned[0]).toBe('1.0.3');
    expect(data.versionsScanned.indexOf('2.10.0')).toBeGreaterThan(data.versionsScanned.indexOf('2.9.2'));
  });

  it('dates toolkit exports at the release that added them', () => {
    expect(core.configureStore).toBe('1.0.3');
    expect(core.createAsyncThunk).toBe('1.3.0');
    expect(core.createEntityAdapter).toBe('1.3.0');
    expect(core.createListenerMiddleware).toBe('1.8.0');
    expect(core.isAction).toBe('1.9.5');
    expect(core.combineSlices).toBe('2.0.0');
    expect(core.createDynamicMiddleware).toBe('2.0.0');
    expect(core.buildCreateSlice).toBe('2.0.0');
    expect(data.exports['@reduxjs/toolkit/react']!.createDynamicMiddleware).toBe('2.0.0');
    expect(data.exports['@reduxjs/toolkit/query']!.createApi).toBe('1.6.0');
    expect(data.exports['@reduxjs/toolkit/query/react']!.createApi).toBe('1.6.0');
  });

  it('dates names re-exported from redux, reselect and immer by what each release’s ranges guarantee', () => {
    expect(core.createStore).toBe('1.0.3');
    expect(core.combineReducers).toBe('1.0.3');
    // Redux 4.2.0 added it; toolkit 1.9.0 is the first to require ^4.2.0.
    expect(core.legacy_createStore).toBe('1.9.0');
    expect(core.createSelector).toBe('1.0.3');
    expect(core.createNextState).toBe('1.0.3');
    expect(core.current).toBe('1.4.0');
    expect(core.original).toBe('1.5.1');
    expect(core.isPlain).toBe('1.0.3');
    // The pinned toolkit exports redux-thunk's types but not the `thunk` middleware itself.
    expect(core).not.toHaveProperty('thunk');
  });

  it('dates options and fields', () => {
    expect(data.options['fetchBaseQuery arguments']!.prepareHeaders).toBe('1.6.0');
    expect(data.options['createAsyncThunk options']!.condition).toBe('1.3.5');
    expect(data.options['generated API object']!.usePrefetch).toBe('1.6.0');
    expect(data.options['infinite query endpoint definition']!.infiniteQueryOptions).toBe('2.6.0');
    for (const option of ['getNextPageParam', 'initialPageParam', 'maxPages'])
      expect(data.options.infiniteQueryOptions![option], option).toBe('2.6.0');
  });
});

import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it } from 'vitest';
import { storeWithApi } from '../../support/api-store';

const globals = globalThis as { document?: unknown };

afterEach(() => {
  delete globals.document;
});

function makeApi() {
  return createApi({
    baseQuery: fakeBaseQuery(),
    endpoints: (build) => ({ getTasks: build.query<string[], void>({ queryFn: () => ({ data: [] }) }) }),
  });
}

describe('rtk-query/api/setupListeners › Notes', () => {
  it('reads the starting focus flag when createApi runs, not when the store is created', () => {
    const page = { visibilityState: 'hidden' };
    globals.document = page;
    const api = makeApi();
    page.visibilityState = 'visible';
    const store = storeWithApi(api);
    expect(store.getState().api.config.focused).toBe(false);
  });

  it('starts both flags as true without document or navigator', () => {
    expect(typeof document).toBe('undefined');
    const store = storeWithApi(makeApi());
    expect(store.getState().api.config).toMatchObject({ focused: true, online: true });
  });

  it('resets the flags to the values captured by createApi', () => {
    globals.document = { visibilityState: 'hidden' };
    const api = makeApi();
    const store = storeWithApi(api);
    store.dispatch(api.internalActions.onFocus());
    expect(store.getState().api.config.focused).toBe(true);
    store.dispatch(api.util.resetApiState());
    expect(store.getState().api.config.focused).toBe(false);
  });
});

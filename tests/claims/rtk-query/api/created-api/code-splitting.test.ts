import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The ESM build reads NODE_ENV when the check runs, so stubbing it per test works.
afterEach(() => {
  vi.unstubAllEnvs();
});

function makeUsersApi() {
  return createApi({
    baseQuery: fakeBaseQuery(),
    endpoints: (build) => ({
      getUsers: build.query<string[], void>({ queryFn: () => ({ data: ['Ada'] }) }),
    }),
  });
}

describe('rtk-query/api/created-api/code-splitting › endpoints (per-endpoint changes)', () => {
  it('logs an error and ignores a partial definition for an unknown name', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = makeUsersApi();
    const enhance = api.enhanceEndpoints as (options: object) => unknown;
    expect(() => enhance({ endpoints: { getUser: { keepUnusedDataFor: 5 } } })).not.toThrow();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Known endpoints: getUsers'));
    logged.mockRestore();
  });

  it('logs nothing when NODE_ENV is test rather than development', () => {
    vi.stubEnv('NODE_ENV', 'test');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = makeUsersApi();
    const enhance = api.enhanceEndpoints as (options: object) => unknown;
    enhance({ endpoints: { getUser: { keepUnusedDataFor: 5 } } });
    api.injectEndpoints({
      endpoints: (build) => ({ getUsers: build.query<string[], void>({ queryFn: () => ({ data: [] }) }) }),
    });
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('still calls a function for an unknown name, with undefined', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = makeUsersApi();
    const enhance = api.enhanceEndpoints as (options: object) => unknown;
    const received: unknown[] = [];
    enhance({ endpoints: { getUser: (definition: unknown) => received.push(definition) } });
    expect(received).toEqual([undefined]);
    expect(() =>
      enhance({
        endpoints: {
          getUser: (definition: { keepUnusedDataFor?: number }) => {
            definition.keepUnusedDataFor = 5;
          },
        },
      }),
    ).toThrow(TypeError);
    logged.mockRestore();
  });
});

describe('rtk-query/api/created-api/code-splitting › `overrideExisting`', () => {
  it("logs the override error under 'test' in the CommonJS development build", () => {
    vi.stubEnv('NODE_ENV', 'test');
    const require = createRequire(import.meta.url);
    const packageDir = dirname(require.resolve('@reduxjs/toolkit/package.json'));
    const cjsQuery = require(join(packageDir, 'dist/query/cjs/index.js')) as typeof import('@reduxjs/toolkit/query');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = cjsQuery.createApi({
      baseQuery: cjsQuery.fakeBaseQuery(),
      endpoints: (build) => ({
        getUsers: build.query<string[], void>({ queryFn: () => ({ data: ['Ada'] }) }),
      }),
    });
    api.injectEndpoints({
      endpoints: (build) => ({ getUsers: build.query<string[], void>({ queryFn: () => ({ data: [] }) }) }),
    });
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('called `injectEndpoints` to override already-existing endpointName getUsers'),
    );
    logged.mockRestore();
  });
});

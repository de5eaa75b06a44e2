import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LoadContext } from '@docusaurus/types';
import { browserModuleSwapPlugin } from '../swap-module';

const siteDir = path.resolve(__dirname, '../../..');
const context = { siteDir } as LoadContext;

describe('browserModuleSwapPlugin', () => {
  const plugin = browserModuleSwapPlugin(context, {
    name: 'swap-test',
    packageModule: '@docusaurus/core/lib/client/prefetch',
    siteFile: 'src/prefetch/chunk-prefetch.ts',
  });
  const configure = (isServer: boolean) =>
    (plugin.configureWebpack as (config: unknown, isServer: boolean) => unknown)({}, isServer);

  it("aliases the package's resolved module to the site's file in the browser's bundle", () => {
    expect(plugin.name).toBe('swap-test');
    expect(configure(false)).toEqual({
      resolve: {
        alias: {
          [path.join(siteDir, 'node_modules/@docusaurus/core/lib/client/prefetch.js')]: path.join(
            siteDir,
            'src/prefetch/chunk-prefetch.ts',
          ),
        },
      },
    });
  });

  it("leaves the server render's bundle alone", () => {
    expect(configure(true)).toEqual({});
  });

  it('fails at once when the package module does not exist', () => {
    expect(() =>
      browserModuleSwapPlugin(context, {
        name: 'x',
        packageModule: '@docusaurus/core/lib/client/nope',
        siteFile: 'x.ts',
      }),
    ).toThrow(/Cannot find module/);
  });
});

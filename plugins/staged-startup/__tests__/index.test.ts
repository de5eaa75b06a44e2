import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LoadContext } from '@docusaurus/types';
import stagedStartupPlugin from '../index';

const context = { siteDir: '/site' } as LoadContext;
const configure = (mode: 'production' | 'development', isServer: boolean) =>
  stagedStartupPlugin(context).configureWebpack!({ mode }, isServer, {} as never, undefined);

describe('staged-startup plugin', () => {
  it('starts the production browser bundle from the staged entry', () => {
    expect(configure('production', false)).toEqual({
      entry: path.join('/site', 'src/startup/staged-client-entry.ts'),
    });
  });

  it('leaves the server bundle and the development server alone', () => {
    expect(configure('production', true)).toEqual({});
    expect(configure('development', false)).toEqual({});
  });
});

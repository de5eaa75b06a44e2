import { describe, expect, it } from 'vitest';
import type { LoadContext } from '@docusaurus/types';
import reactDomChunkPlugin, { REACT_DOM_MODULES } from '../index';

const configure = (mode: 'production' | 'development', isServer: boolean) =>
  reactDomChunkPlugin({} as LoadContext).configureWebpack!({ mode }, isServer, {} as never, undefined);

describe('react-dom-chunk plugin', () => {
  it("gives the production browser bundle's React DOM a chunk of its own", () => {
    expect(configure('production', false)).toMatchObject({
      optimization: { splitChunks: { cacheGroups: { reactDom: { name: 'react-dom', chunks: 'initial' } } } },
    });
  });

  it('leaves the server bundle and the development server alone', () => {
    expect(configure('production', true)).toEqual({});
    expect(configure('development', false)).toEqual({});
  });

  it('matches React DOM and the scheduler, not React itself or look-alike packages', () => {
    expect(REACT_DOM_MODULES.test('/site/node_modules/react-dom/cjs/react-dom.production.min.js')).toBe(true);
    expect(REACT_DOM_MODULES.test('C:\\site\\node_modules\\scheduler\\index.js')).toBe(true);
    expect(REACT_DOM_MODULES.test('/site/node_modules/react/index.js')).toBe(false);
    expect(REACT_DOM_MODULES.test('/site/node_modules/react-dom-factories/index.js')).toBe(false);
  });
});

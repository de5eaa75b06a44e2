import { describe, expect, it } from 'vitest';
import type { DocusaurusConfig } from '@docusaurus/types';
import { clientConfig } from '../index';

describe('clientConfig', () => {
  it('leaves out what only the build reads and keeps what pages read', () => {
    const siteConfig = {
      title: 'Redux Toolkit',
      baseUrl: '/',
      themeConfig: { navbar: { title: 'Redux Toolkit' } },
      customFields: { hostedSearch: false },
      ssrTemplate: '<html></html>',
      plugins: ['./plugins/x'],
      presets: [['classic', {}]],
      themes: ['@docusaurus/theme-mermaid'],
      staticDirectories: ['static'],
      clientModules: ['./src/x.ts'],
    } as unknown as DocusaurusConfig;
    expect(clientConfig(siteConfig)).toEqual({
      title: 'Redux Toolkit',
      baseUrl: '/',
      themeConfig: { navbar: { title: 'Redux Toolkit' } },
      customFields: { hostedSearch: false },
    });
  });
});

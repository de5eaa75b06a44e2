import { describe, expect, it, vi } from 'vitest';
import { pwaPluginOptions, servedUrl, summarizePrecache, toServedUrls } from '../pwa';

describe('servedUrl', () => {
  it('names pages by the clean URL the server answers', () => {
    expect(servedUrl('index.html')).toBe('/');
    expect(servedUrl('api/createSlice/index.html')).toBe('/api/createSlice');
    expect(servedUrl('rtk-query/api/created-api/hooks/index.html')).toBe('/rtk-query/api/created-api/hooks');
    expect(servedUrl('offline.html')).toBe('/offline');
  });
});

describe('toServedUrls', () => {
  it('rewrites page entries, keeps the others, and reports the totals', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const result = await toServedUrls([
      { url: 'api/createSlice/index.html', revision: 'a', size: 1000 },
      { url: 'assets/js/main.0123abcd.js', revision: null, size: 2 * 1024 * 1024 },
      { url: 'manifest.json', revision: 'b', size: 500 },
    ]);
    expect(result.manifest.map((entry) => entry.url)).toEqual([
      '/api/createSlice',
      'assets/js/main.0123abcd.js',
      'manifest.json',
    ]);
    expect(result.manifest[0]?.revision).toBe('a');
    expect(log).toHaveBeenCalledWith('[pwa] precache: 3 files, 2.00 MB uncompressed');
    log.mockRestore();
  });

  it('sums sizes', () => {
    expect(summarizePrecache([{ size: 3 }, { size: 4 }])).toEqual({ files: 2, bytes: 7 });
    expect(summarizePrecache([])).toEqual({ files: 0, bytes: 0 });
  });
});

describe('pwaPluginOptions', () => {
  const options = pwaPluginOptions('/site');

  it('turns offline reading on for everyone, with our registration and worker code', () => {
    expect(options.offlineModeActivationStrategies).toEqual(['always']);
    expect(options.swRegister).toBe('/site/src/service-worker/register.ts');
    expect(options.swCustom).toBe('/site/src/service-worker/offline-reading.js');
  });

  it('keeps the search index, hover data, search page and internal pages out of the precache', () => {
    const ignored = options.injectManifestConfig?.globIgnores ?? [];
    for (const pattern of [
      'assets/search/**',
      'assets/type-hover/**',
      'search/**',
      'rtk-query/internal/**',
      '404.html',
    ]) {
      expect(ignored).toContain(pattern);
    }
  });

  it('links the manifest and gives a theme colour for each colour scheme', () => {
    expect(options.pwaHead).toContainEqual({ tagName: 'link', rel: 'manifest', href: '/manifest.json' });
    const media = options.pwaHead?.filter((tag) => tag.name === 'theme-color').map((tag) => tag.media);
    expect(media).toEqual(['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)']);
  });
});

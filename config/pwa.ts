/// <reference types="@docusaurus/plugin-pwa" />
import path from 'node:path';
import type { PluginOptions } from '@docusaurus/plugin-pwa';
import type { InjectManifestOptions, ManifestTransform } from 'workbox-build';

/** Browser toolbar colours: the brand purple in light mode, the dark page background in dark mode. */
export const THEME_COLOR_LIGHT = '#5b3fb0';
export const THEME_COLOR_DARK = '#14161c';

/**
 * Built files kept out of the precache (paths relative to the build folder).
 * The precache holds the home page and every doc page in the sidebar, with all
 * scripts and styles, so any of them reads offline after one visit. Left out:
 * the search index (350 KB, fetched and kept only once someone searches), the
 * search and errors pages (they need the index or are reference tables), the
 * contributor-only internal pages, the 404 page and the /Errors alias, and the
 * examples' hover data (2.8 MB, 65 files: an enhancement, fetched when a reader
 * first points at or focuses an example; the type-hover plugin also writes it in postBuild beside this plugin's
 * own, so a glob would catch some of it and not the rest). A page or file left
 * out is still kept once visited.
 */
export const PRECACHE_EXCLUDED = [
  '404.html',
  'assets/search/**',
  'assets/type-hover/**',
  'search/**',
  'errors/**',
  'Errors/**',
  'rtk-query/internal/**',
  // Chunks of the worker itself: the browser keeps them with the worker script.
  '*.sw.js',
];

/**
 * The URL a built file is served at: the server answers `/x` for `x/index.html`
 * and `x.html`, and redirects the `.html` forms, so the precache fetches the
 * clean URL (a redirected response cannot answer a navigation).
 */
export function servedUrl(file: string): string {
  const clean = file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${clean}`.replace(/\/+$/, '') || '/';
}

/** Totals of a precache list, reported at build time. */
export interface PrecacheSummary {
  readonly files: number;
  readonly bytes: number;
}

export function summarizePrecache(entries: ReadonlyArray<{ readonly size: number }>): PrecacheSummary {
  return { files: entries.length, bytes: entries.reduce((total, entry) => total + entry.size, 0) };
}

/** Rewrites page entries to their served URLs and logs the list's size. */
export const toServedUrls: ManifestTransform = async (entries) => {
  const { files, bytes } = summarizePrecache(entries);
  console.log(`[pwa] precache: ${files} files, ${(bytes / 1024 / 1024).toFixed(2)} MB uncompressed`);
  return {
    manifest: entries.map((entry) => (entry.url.endsWith('.html') ? { ...entry, url: servedUrl(entry.url) } : entry)),
    warnings: [],
  };
};

/** What goes into the precache. The plugin sets the worker's paths and the build folder itself. */
const precache: Omit<InjectManifestOptions, 'swSrc' | 'swDest' | 'globDirectory'> = {
  globIgnores: PRECACHE_EXCLUDED,
  // Names with a content hash never change content: no revision needed.
  dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\.[a-z0-9]+$/i,
  manifestTransforms: [toServedUrls],
};

/** Options for @docusaurus/plugin-pwa. */
export function pwaPluginOptions(siteDir: string): Partial<PluginOptions> {
  return {
    // Everyone reads offline, not only visitors who installed the site as an app.
    offlineModeActivationStrategies: ['always'],
    // Our own registration, which waits until the page has loaded and the main thread is idle.
    swRegister: path.resolve(siteDir, 'src/service-worker/register.ts'),
    swCustom: path.resolve(siteDir, 'src/service-worker/offline-reading.js'),
    injectManifestConfig: precache as InjectManifestOptions,
    pwaHead: [
      { tagName: 'link', rel: 'manifest', href: '/manifest.json' },
      { tagName: 'meta', name: 'theme-color', content: THEME_COLOR_LIGHT, media: '(prefers-color-scheme: light)' },
      { tagName: 'meta', name: 'theme-color', content: THEME_COLOR_DARK, media: '(prefers-color-scheme: dark)' },
    ],
  };
}

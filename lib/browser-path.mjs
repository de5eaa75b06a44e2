/**
 * The full Chromium, as readers run it: Debian's `chromium` package unless
 * CHROMIUM_PATH says otherwise. The benchmarks that time what a reader sees
 * (Lighthouse, search, live examples) use it.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Chromium without the browser's windowing and UI layer: Debian's
 * `chromium-headless-shell` package, the same engine and version (what
 * Playwright itself runs for headless tests). The tests and the build's
 * tools use it: the end-to-end tests took half the CPU time with it (1,113 s
 * → 718 s, 2026-11-24). CHROMIUM_PATH, when set, is used for everything.
 */
export const HEADLESS_CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium-headless-shell';

/** The Debian package that installs each path above. */
export const DEBIAN_PACKAGES = {
  [CHROMIUM_PATH]: 'chromium',
  [HEADLESS_CHROMIUM_PATH]: 'chromium-headless-shell',
};

/**
 * Flags for every headless Chromium the project starts: no sandbox (CI runs as
 * root), no GPU, and none of the background connections a closed network refuses.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

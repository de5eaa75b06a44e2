/**
 * Prints what a first visit downloads before the page is interactive: every
 * script and stylesheet requested until hydration, gzip sizes as shipped.
 * Usage: `npm run bench:weight [-- build-dir]` (default `build/`).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_CHROMIUM_PATH } from '../lib/browser-path.mjs';
import { measurePageWeight } from '../checks/page-weight/page-weight.mjs';
import { serveBuild } from '../server/serve-build.mjs';

const PAGES = ['/', '/introduction/getting-started', '/api/createSlice', '/rtk-query/usage/queries', '/search?q=slice'];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const { baseUrl, stop } = await serveBuild({ dir: process.argv[2] ?? 'build' });
try {
  const browser = await chromium.launch({ executablePath: HEADLESS_CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const route of PAGES) {
    const weight = await measurePageWeight(browser, baseUrl, route);
    console.log(`${route}: JS ${kb(weight.script)} gzip, CSS ${kb(weight.stylesheet)} gzip`);
    for (const file of weight.files.slice(0, 5)) console.log(`    ${kb(file.gzip).padStart(9)}  ${file.pathname}`);
  }
  await browser.close();
} finally {
  stop();
}

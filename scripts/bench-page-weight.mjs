/**
 * Prints what a first visit downloads before the page is interactive: every
 * script and stylesheet requested until hydration, with gzip sizes computed
 * from the built files. Usage: `npm run bench:weight` (needs `build/`).
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from './browser-path.mjs';
import { BENCH_CHROMIUM_ARGS, serveBuild } from './lib/serve-build.mjs';

const PORT = 4300;
const PAGES = ['/', '/introduction/getting-started', '/api/createSlice', '/rtk-query/usage/queries'];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const { baseUrl, stop } = await serveBuild({ port: PORT });
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BENCH_CHROMIUM_ARGS });
  for (const path of PAGES) {
    const page = await browser.newPage();
    const responses = [];
    page.on('response', (response) => responses.push(response));
    await page.goto(`${baseUrl}${path}`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const totals = { script: 0, stylesheet: 0 };
    const files = [];
    for (const response of responses) {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') continue;
      const gzip = gzipSync(await response.body(), { level: 9 }).length;
      totals[type] += gzip;
      files.push([gzip, new URL(response.url()).pathname]);
    }
    console.log(`${path}: JS ${kb(totals.script)} gzip, CSS ${kb(totals.stylesheet)} gzip`);
    for (const [gzip, file] of files.sort((a, b) => b[0] - a[0]).slice(0, 5))
      console.log(`    ${kb(gzip).padStart(9)}  ${file}`);
    await page.close();
  }
  await browser.close();
} finally {
  stop();
}

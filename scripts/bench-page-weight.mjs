/**
 * Prints what a first visit downloads before the page is interactive: every
 * script and stylesheet requested until hydration, with gzip sizes computed
 * from the built files. Usage: `npm run bench:weight` (needs `build/`).
 */
import { gzipSync } from 'node:zlib';
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from './browser-path.mjs';

const PORT = 4300;
const PAGES = ['/', '/introduction/getting-started', '/api/createSlice', '/rtk-query/usage/queries'];
const server = spawn('npx', ['docusaurus', 'serve', '--dir', 'build', '--port', String(PORT), '--host', '127.0.0.1', '--no-open'], {
  stdio: 'ignore',
  detached: true,
});

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

try {
  await waitForServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  for (const path of PAGES) {
    const page = await browser.newPage();
    const responses = [];
    page.on('response', (response) => responses.push(response));
    await page.goto(`http://127.0.0.1:${PORT}${path}`);
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
    for (const [gzip, file] of files.sort((a, b) => b[0] - a[0]).slice(0, 5)) console.log(`    ${kb(gzip).padStart(9)}  ${file}`);
    await page.close();
  }
  await browser.close();
} finally {
  process.kill(-server.pid);
}

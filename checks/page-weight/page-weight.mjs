import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip size of a built file as it ships: its precompressed `.gz` if there is one, else gzip -9 of the body. */
function shippedGzipSize(buildDir, pathname, body) {
  const precompressed = path.join(buildDir, `${decodeURIComponent(pathname)}.gz`);
  return fs.existsSync(precompressed) ? fs.statSync(precompressed).size : gzipSync(body, { level: 9 }).length;
}

/** In the page: records when Docusaurus marks the page hydrated, in milliseconds since the epoch. */
function recordHydrationTime() {
  new MutationObserver((_, observer) => {
    if (document.documentElement.getAttribute('data-has-hydrated') !== 'true') return;
    window.__hydratedAt = Date.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-has-hydrated'] });
}

/**
 * Loads a page in a fresh browser page and collects every script and
 * stylesheet requested until React has hydrated it, with gzip sizes. The
 * moment is the page's own (when the hydrated mark is set), not when this
 * script notices it: work the page starts once hydrated (fetching the code of
 * a background pass) is not part of its first load.
 */
export async function measurePageWeight(browser, baseUrl, route, buildDir = 'build') {
  const page = await browser.newPage();
  await page.addInitScript(recordHydrationTime);
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(`${baseUrl}${route}`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const hydratedAt = await page.evaluate(() => window.__hydratedAt);
  const totals = { script: 0, stylesheet: 0 };
  const files = [];
  for (const response of responses) {
    if (response.request().timing().startTime > hydratedAt) continue;
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') continue;
    const pathname = new URL(response.url()).pathname;
    const gzip = shippedGzipSize(buildDir, pathname, await response.body());
    totals[type] += gzip;
    files.push({ type, pathname, gzip });
  }
  const urls = responses.map((response) => new URL(response.url()).pathname);
  await page.close();
  return {
    route,
    script: totals.script,
    stylesheet: totals.stylesheet,
    files: files.sort((a, b) => b.gzip - a.gzip),
    urls,
  };
}

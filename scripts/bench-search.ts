/**
 * Search figures, printed (not asserted): index size, engine query time in
 * Node, index fetch + ready and keystroke-to-results time in Chromium.
 * Usage: `npm run bench:search` (needs `build/`).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { createEngine } from '../src/search/engine';
import { INDEX_MARKS } from '../src/search/local-client';
import { loadBuiltIndex } from '../tests/relevance/load-built-index';
import { RELEVANCE_CASES } from '../tests/relevance/queries';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser-path.mjs';
import { serveBuild } from './lib/serve-build.mjs';

const BUDGET = { indexGzipKB: 200, queryP95Ms: 3, paintP95Ms: 50, loadMs: 150 };
const NODE_ROUNDS = 20;
const BROWSER_LOADS = 5;
const QUERIES = RELEVANCE_CASES.map((testCase) => testCase.query);

const kb = (bytes: number) => bytes / 1024;
const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
};
const verdict = (value: number, budget: number) => (value <= budget ? 'within budget' : 'OVER BUDGET');

function measureIndex() {
  const file = loadBuiltIndex('build');
  const json = JSON.stringify(file);
  const gzip = gzipSync(json, { level: 9 }).length;
  const brotli = brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const words = file.sections.reduce((sum, [, , heading, , text]) => sum + `${heading} ${text}`.split(/\s+/).length, 0);
  console.log(`index: ${file.pages.length} pages, ${file.sections.length} sections, ~${words} words`);
  console.log(
    `  size: ${kb(json.length).toFixed(1)} KB raw, ${kb(gzip).toFixed(1)} KB gzip -9 (${verdict(kb(gzip), BUDGET.indexGzipKB)}: ≤ ${BUDGET.indexGzipKB} KB), ${kb(brotli).toFixed(1)} KB brotli`,
  );
  return file;
}

function measureEngine(file: ReturnType<typeof loadBuiltIndex>) {
  const started = performance.now();
  const engine = createEngine(file);
  const buildMs = performance.now() - started;
  for (const query of QUERIES) engine.search(query); // warm up
  const times: number[] = [];
  for (let round = 0; round < NODE_ROUNDS; round += 1) {
    for (const query of QUERIES) {
      const start = performance.now();
      engine.search(query);
      times.push(performance.now() - start);
    }
  }
  const p95 = percentile(times, 0.95);
  console.log(`engine (Node): built in ${buildMs.toFixed(1)} ms; ${times.length} queries`);
  console.log(
    `  p50 ${percentile(times, 0.5).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (${verdict(p95, BUDGET.queryP95Ms)}: ≤ ${BUDGET.queryP95Ms} ms), max ${Math.max(...times).toFixed(2)} ms`,
  );
}

/** Hovers the search button and reads the time from index fetch start to a ready engine. */
async function measureLoad(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.hover('button[aria-haspopup="dialog"]');
  await page.waitForFunction((ready) => performance.getEntriesByName(ready).length > 0, INDEX_MARKS.ready);
  return page.evaluate(
    ({ start, ready }) =>
      performance.getEntriesByName(ready)[0]!.startTime - performance.getEntriesByName(start)[0]!.startTime,
    INDEX_MARKS,
  );
}

/** Types each query into the open modal and times it until its results are painted. */
async function measureKeystrokes(page: Page): Promise<number[]> {
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Input');
  const times: number[] = [];
  for (const query of QUERIES) {
    const elapsed = await page.evaluate(async (text) => {
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Input')!;
      const dropdown = document.querySelector('.DocSearch-Dropdown')!;
      const before = dropdown.innerHTML;
      const start = performance.now();
      const painted = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (dropdown.innerHTML === before || !dropdown.querySelector('.DocSearch-Hit, .DocSearch-NoResults')) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
        });
        observer.observe(dropdown, { childList: true, subtree: true, characterData: true });
      });
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      return painted;
    }, query);
    times.push(elapsed);
  }
  return times;
}

async function measureBrowser() {
  const { baseUrl, stop } = await serveBuild();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const loads: number[] = [];
    for (let round = 0; round < BROWSER_LOADS; round += 1) {
      const context = await browser.newContext();
      loads.push(await measureLoad(await context.newPage(), `${baseUrl}/api/configureStore`));
      await context.close();
    }
    const median = percentile(loads, 0.5);
    console.log(
      `index fetch + ready (Chromium, localhost, cold cache): ${loads.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    );
    console.log(`  median ${median.toFixed(0)} ms (${verdict(median, BUDGET.loadMs)}: ≤ ${BUDGET.loadMs} ms)`);

    const page = await browser.newPage();
    await measureLoad(page, `${baseUrl}/`);
    const times = await measureKeystrokes(page);
    const p95 = percentile(times, 0.95);
    console.log(`keystroke to results painted (Chromium): ${times.length} queries`);
    console.log(
      `  p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${verdict(p95, BUDGET.paintP95Ms)}: ≤ ${BUDGET.paintP95Ms} ms)`,
    );
  } finally {
    await browser.close();
    stop();
  }
}

async function main() {
  measureEngine(measureIndex());
  await measureBrowser();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

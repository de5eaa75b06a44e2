/**
 * Search figures, printed (not asserted): the index's size as shipped, the
 * engine's load and query time in Node, and in Chromium the index fetch to a
 * ready engine, keystroke to results painted, and the first results on a 4×
 * slower CPU with nothing loaded yet. Usage: `npm run bench:search` (needs `build/`).
 */
import fs from 'node:fs';
import os from 'node:os';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { decodeIndex } from '../src/search/decode-index';
import { answer } from '../src/search/answer';
import { createEngine } from '../src/search/engine';
import { INDEX_MARKS } from '../src/search/local-client';
import type { LoadTimings } from '../src/search/search-protocol';
import { readBuiltIndex } from '../tests/relevance/load-built-index';
import { RELEVANCE_CASES } from '../tests/relevance/queries';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/browser-path.mjs';
import { serveBuild } from '../server/serve-build.mjs';

const BUDGET = { indexGzipKB: 200, loadMs: 150, queryP95Ms: 3, paintP95Ms: 50, throttledFirstResultsMs: 1000 };
const NODE_ROUNDS = 5;
const LOAD_ROUNDS = 5;
const THROTTLED_ROUNDS = 3;
const CPU_SLOWDOWN = 4;
/** The contextual filters the modal sends from a doc page (src/search/facet-filters.ts). */
const PAGE_FACET_FILTERS = ['language:en', ['docusaurus_tag:docs-default-current']];
/** What a reader types first in the throttled runs, at once, as fast as keys go. */
const FIRST_QUERY = 'createSlice';

/** Every relevance query as it is typed, one character more each time: "c", "cr", … "createSlice". */
const TYPED_QUERIES = RELEVANCE_CASES.flatMap(({ query }) =>
  Array.from({ length: query.length }, (_, end) => query.slice(0, end + 1)),
);

const kb = (bytes: number) => bytes / 1024;
const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
};
const verdict = (value: number, budget: number) => (value <= budget ? 'within budget' : 'OVER BUDGET');
const ms = (value: number, digits = 1) => `${value.toFixed(digits)} ms`;

function printConditions(browserVersion: string) {
  const cpus = os.cpus();
  console.log(
    `machine: ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}, ${(os.freemem() / 2 ** 30).toFixed(1)} of ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB free`,
  );
  console.log(`  Node ${process.version}, Chromium ${browserVersion} (headless)`);
}

function measureSize(file: string, bytes: Buffer) {
  const gzip = gzipSync(bytes, { level: 9 }).length;
  const served = (suffix: string) => (fs.existsSync(file + suffix) ? fs.statSync(file + suffix).size : undefined);
  const servedGzip = served('.gz');
  const servedBrotli = served('.br');
  const brotli = servedBrotli ?? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  console.log(`index size (${file.slice(file.indexOf('assets/'))}):`);
  console.log(`  ${kb(bytes.length).toFixed(1)} KB as stored`);
  console.log(
    `  gzip: ${kb(gzip).toFixed(1)} KB at zlib level 9 (${verdict(kb(gzip), BUDGET.indexGzipKB)}: ≤ ${BUDGET.indexGzipKB} KB)` +
      (servedGzip === undefined ? '' : `, ${kb(servedGzip).toFixed(1)} KB as served (.gz, zopfli)`),
  );
  console.log(
    `  brotli: ${kb(brotli).toFixed(1)} KB${servedBrotli === undefined ? ' (quality 11)' : ' as served (.br)'}`,
  );
}

function measureNode(bytes: Buffer) {
  const decodes: number[] = [];
  const builds: number[] = [];
  let engine: ReturnType<typeof createEngine> | undefined;
  for (let round = 0; round < NODE_ROUNDS; round += 1) {
    const started = performance.now();
    const { file, codes } = decodeIndex(bytes);
    const decoded = performance.now();
    engine = createEngine(file, codes);
    decodes.push(decoded - started);
    builds.push(performance.now() - decoded);
  }
  const { file } = decodeIndex(bytes);
  console.log(`engine (Node): ${file.pages.length} pages, ${file.sections.length} sections`);
  console.log(
    `  decode ${ms(decodes[0]!)} cold, ${ms(percentile(decodes, 0.5))} median; build ${ms(builds[0]!)} cold, ${ms(percentile(builds, 0.5))} median`,
  );
  for (const query of TYPED_QUERIES) engine!.search(query); // warm up
  const times: number[] = [];
  for (let round = 0; round < NODE_ROUNDS; round += 1) {
    for (const query of TYPED_QUERIES) {
      const started = performance.now();
      engine!.search(query);
      times.push(performance.now() - started);
    }
  }
  const p95 = percentile(times, 0.95);
  console.log(
    `  query, ${RELEVANCE_CASES.length} relevance queries typed one character at a time (${TYPED_QUERIES.length} queries × ${NODE_ROUNDS}):`,
  );
  console.log(
    `  p50 ${ms(percentile(times, 0.5), 2)}, p95 ${ms(p95, 2)} (${verdict(p95, BUDGET.queryP95Ms)}: ≤ ${BUDGET.queryP95Ms} ms), max ${ms(Math.max(...times), 2)}`,
  );
  // What the worker does for each keystroke: the query, and the modal's hits with their highlights and snippets.
  const answers: number[] = [];
  for (const query of TYPED_QUERIES) {
    const started = performance.now();
    answer(engine!, { query, hitsPerPage: 20, facetFilters: PAGE_FACET_FILTERS });
    answers.push(performance.now() - started);
  }
  console.log(
    `  answer (the query and its 20 DocSearch hits, highlighted): p50 ${ms(percentile(answers, 0.5), 2)}, p95 ${ms(percentile(answers, 0.95), 2)}`,
  );
}

/**
 * Watches the search worker from the page: keeps the load timings it reports
 * when ready, and lets the page wait for its answer to a query. The bench
 * waits for that answer, then for the modal to show it: typing that does not
 * change the results changes nothing on screen, so the answer is the signal
 * that the keystroke was handled, not a change in the DOM.
 */
function watchSearchWorker() {
  const page = window as unknown as {
    __searchReady?: LoadTimings;
    __searchAnswered: (query: string) => Promise<void>;
  };
  const waiting = new Map<string, () => void>();
  page.__searchAnswered = (query) => new Promise((resolve) => waiting.set(query, resolve));
  const Original = window.Worker;
  window.Worker = class extends Original {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.addEventListener(
        'message',
        (event: MessageEvent<{ kind: string; timings?: LoadTimings; results?: Array<{ query: string }> }>) => {
          if (event.data.kind === 'ready') page.__searchReady = event.data.timings;
          for (const { query } of event.data.results ?? []) {
            waiting.get(query)?.();
            waiting.delete(query);
          }
        },
      );
    }
  };
}

/** The index request to a ready engine, and its parts: the worker's start, the page's download beside it, the worker's steps, and the reply's way back. */
interface Load {
  readonly totalMs: number;
  /** From the request until the worker's script runs (the worker has started). */
  readonly scriptMs: number;
  /** From the request until the page has the index's bytes (downloaded while the worker starts). */
  readonly downloadMs: number;
  /** From the request until the worker reads the load message: its start and the download, side by side, and the handover. */
  readonly startMs: number;
  /** The worker's own download (0 when the page handed the bytes over). */
  readonly fetchMs: number;
  readonly decodeMs: number;
  readonly buildMs: number;
  /** From the worker's reply until the page marks the engine ready (the page's main thread was busy). */
  readonly replyMs: number;
}

/**
 * Waits until the page has done its own work after loading: the article's
 * blocks all laid out once (src/article-rendering) and then an idle period
 * of the main thread, as when a reader has started reading.
 */
async function waitUntilSettled(page: Page): Promise<void> {
  await page.waitForSelector('.theme-doc-markdown[data-article-rendered="true"]');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

/**
 * Hovers the search button and reads the time from the index request to a
 * ready engine, and the worker's part: at once after hydration (the page's
 * own late work still running beside it), or once the page has settled.
 */
async function measureLoad(page: Page, url: string, when: 'hydrated' | 'settled' = 'hydrated'): Promise<Load> {
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  if (when === 'settled') await waitUntilSettled(page);
  await page.hover('button[aria-haspopup="dialog"]');
  await page.waitForFunction((ready) => performance.getEntriesByName(ready).length > 0, INDEX_MARKS.ready);
  return page.evaluate(({ start, fetched, ready }) => {
    const worker = (window as unknown as { __searchReady: LoadTimings }).__searchReady;
    const requested = performance.getEntriesByName(start)[0]!.startTime;
    const marked = performance.getEntriesByName(ready)[0]!.startTime;
    const downloaded = performance.getEntriesByName(fetched)[0]?.startTime;
    // No helper functions in here: the bench's compiler would name them with a function the page lacks.
    const since = performance.timeOrigin + requested;
    return {
      totalMs: marked - requested,
      scriptMs: worker.scriptStartedAt - since,
      downloadMs: downloaded === undefined ? Number.NaN : downloaded - requested,
      startMs: worker.loadStartedAt - since,
      fetchMs: worker.fetchMs,
      decodeMs: worker.decodeMs,
      buildMs: worker.buildMs,
      replyMs:
        marked - (worker.loadStartedAt + worker.fetchMs + worker.decodeMs + worker.buildMs - performance.timeOrigin),
    };
  }, INDEX_MARKS);
}

/**
 * Types each query into the open modal (the input's value and an input
 * event, as a keystroke gives React) and times it until the worker has
 * answered and the modal has painted the answer: the frame after the modal
 * changed, or the second frame after the answer when nothing on screen changes.
 */
async function measureKeystrokes(page: Page): Promise<number[]> {
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Input');
  const times: number[] = [];
  for (const query of TYPED_QUERIES) {
    times.push(
      await page.evaluate(async (text) => {
        const answered = (window as unknown as { __searchAnswered: (query: string) => Promise<void> }).__searchAnswered(
          text,
        );
        const input = document.querySelector<HTMLInputElement>('.DocSearch-Input')!;
        const modal = document.querySelector('.DocSearch-Modal')!;
        const start = performance.now();
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await answered;
        let changed = false;
        const observer = new MutationObserver(() => (changed = true));
        observer.observe(modal, { childList: true, subtree: true, characterData: true, attributes: true });
        await new Promise(requestAnimationFrame);
        if (!changed) await new Promise(requestAnimationFrame);
        observer.disconnect();
        await new Promise((resolve) => setTimeout(resolve, 0));
        return performance.now() - start;
      }, query),
    );
  }
  return times;
}

/** A fresh page on a CPU `CPU_SLOWDOWN` times slower: opens search and times the first keystroke to the first hit. */
async function measureThrottledFirstResults(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Input:focus');
  await page.evaluate(() => {
    const input = document.querySelector('.DocSearch-Input')!;
    input.addEventListener('keydown', () => performance.mark('bench:first-keystroke'), { once: true });
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.DocSearch-Hit')) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => performance.mark('bench:first-hit'), 0));
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.keyboard.type(FIRST_QUERY);
  await page.waitForFunction(() => performance.getEntriesByName('bench:first-hit').length > 0, null, {
    timeout: 60_000,
  });
  const elapsed = await page.evaluate(
    () =>
      performance.getEntriesByName('bench:first-hit')[0]!.startTime -
      performance.getEntriesByName('bench:first-keystroke')[0]!.startTime,
  );
  await context.close();
  return elapsed;
}

const LOAD_MOMENTS = {
  hydrated: 'hovering the search button as soon as the page has hydrated',
  settled: 'hovering it once the page has settled (article laid out, main thread idle)',
} as const;

function printLoads(when: keyof typeof LOAD_MOMENTS, loads: readonly Load[]) {
  const median = (pick: (load: Load) => number) => percentile(loads.map(pick), 0.5);
  const total = median((load) => load.totalMs);
  console.log(
    `index request to engine ready (Chromium, search worker, cold cache), ${LOAD_MOMENTS[when]}: ${loads.map((load) => load.totalMs.toFixed(0)).join(', ')} ms`,
  );
  console.log(
    `  median ${ms(total, 0)} (${verdict(total, BUDGET.loadMs)}: ≤ ${BUDGET.loadMs} ms); medians of its parts: the worker's script running after ${ms(median((load) => load.scriptMs))} and the page's download of the index in after ${ms(median((load) => load.downloadMs))}, side by side; the worker reading the bytes after ${ms(median((load) => load.startMs))}, then in it fetching ${ms(median((load) => load.fetchMs))}, decoding ${ms(median((load) => load.decodeMs))} and building the engine ${ms(median((load) => load.buildMs))}, and the reply reaching the page ${ms(median((load) => load.replyMs))}`,
  );
}

async function measureBrowser(browser: Browser) {
  const { baseUrl, stop } = await serveBuild();
  try {
    for (const when of ['hydrated', 'settled'] as const) {
      const loads: Load[] = [];
      for (let round = 0; round < LOAD_ROUNDS; round += 1) {
        const context = await browser.newContext({ serviceWorkers: 'block' });
        await context.addInitScript(watchSearchWorker);
        loads.push(await measureLoad(await context.newPage(), `${baseUrl}/api/configureStore`, when));
        await context.close();
      }
      printLoads(when, loads);
    }

    const context = await browser.newContext({ serviceWorkers: 'block' });
    await context.addInitScript(watchSearchWorker);
    const page = await context.newPage();
    await measureLoad(page, `${baseUrl}/`);
    const times = await measureKeystrokes(page);
    await context.close();
    const p95 = percentile(times, 0.95);
    console.log(`keystroke to results painted (Chromium): ${times.length} keystrokes`);
    console.log(
      `  p50 ${ms(percentile(times, 0.5))}, p95 ${ms(p95)} (${verdict(p95, BUDGET.paintP95Ms)}: ≤ ${BUDGET.paintP95Ms} ms), max ${ms(Math.max(...times))}`,
    );

    const firsts: number[] = [];
    for (let round = 0; round < THROTTLED_ROUNDS; round += 1) {
      firsts.push(await measureThrottledFirstResults(browser, `${baseUrl}/api/configureStore`));
    }
    const worst = Math.max(...firsts);
    console.log(
      `first keystroke to first results, ${CPU_SLOWDOWN}× slower CPU, nothing loaded ("${FIRST_QUERY}" typed at once): ${firsts.map((first) => first.toFixed(0)).join(', ')} ms`,
    );
    console.log(
      `  worst ${ms(worst, 0)} (${verdict(worst, BUDGET.throttledFirstResultsMs)}: ≤ ${BUDGET.throttledFirstResultsMs} ms)`,
    );
  } finally {
    stop();
  }
}

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    printConditions(browser.version());
    const { file, bytes } = readBuiltIndex('build');
    measureSize(file, bytes);
    measureNode(bytes);
    await measureBrowser(browser);
    console.log(
      `load average after: ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

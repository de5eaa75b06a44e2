/**
 * Lighthouse figures, printed (not asserted): mobile preset with simulated
 * throttling, against the production server, median of 3 runs per page.
 * Usage: `npm run bench:lighthouse [-- build-dir]` (default `build/`).
 *
 * Plain JavaScript on purpose: Lighthouse serialises some of its functions
 * into the page, and the TypeScript runner's transform injects helpers into
 * them that do not exist there.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser-path.mjs';
import { serveBuild } from './lib/serve-build.mjs';

const PAGES = ['/', '/introduction/getting-started', '/api/createSlice', '/rtk-query/usage/queries', '/search?q=slice'];
const RUNS = 3;
const TARGETS = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.01,
};

/** @typedef {{ scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>, lcpMs: number, tbtMs: number, cls: number }} RunResult */

/** @returns {Promise<RunResult>} */
async function runOnce(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** @param {RunResult[]} runs @returns {RunResult} */
function medianRun(runs) {
  return {
    scores: {
      performance: median(runs.map((run) => run.scores.performance)),
      accessibility: median(runs.map((run) => run.scores.accessibility)),
      'best-practices': median(runs.map((run) => run.scores['best-practices'])),
      seo: median(runs.map((run) => run.scores.seo)),
    },
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
  };
}

/** @param {RunResult} run */
function meetsTargets(run) {
  const misses = [];
  for (const key of ['performance', 'accessibility', 'best-practices', 'seo']) {
    if (run.scores[key] < TARGETS[key]) misses.push(`${key} ${run.scores[key]} < ${TARGETS[key]}`);
  }
  if (run.lcpMs > TARGETS.lcpMs) misses.push(`LCP ${run.lcpMs.toFixed(0)} ms`);
  if (run.tbtMs > TARGETS.tbtMs) misses.push(`TBT ${run.tbtMs.toFixed(0)} ms`);
  if (run.cls > TARGETS.cls) misses.push(`CLS ${run.cls.toFixed(3)}`);
  return misses;
}

async function main() {
  const { baseUrl, stop } = await serveBuild({ dir: process.argv[2] ?? 'build' });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    console.log('page                              perf  a11y  best   seo     LCP     TBT    CLS  notes');
    for (const page of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await runOnce(`${baseUrl}${page}`, chrome.port));
      const m = medianRun(runs);
      const misses = meetsTargets(m);
      console.log(
        `${page.padEnd(32)} ${String(m.scores.performance).padStart(5)} ${String(m.scores.accessibility).padStart(5)} ${String(m.scores['best-practices']).padStart(5)} ${String(m.scores.seo).padStart(5)} ${`${(m.lcpMs / 1000).toFixed(2)} s`.padStart(7)} ${`${m.tbtMs.toFixed(0)} ms`.padStart(7)} ${m.cls.toFixed(3).padStart(6)}  ${misses.length === 0 ? 'meets targets' : `misses: ${misses.join(', ')}`}`,
      );
    }
    console.log(
      `targets: performance ≥ ${TARGETS.performance}, accessibility/best practices/SEO 100, LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}; median of ${RUNS} runs, mobile preset, simulated throttling`,
    );
  } finally {
    await chrome.kill();
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

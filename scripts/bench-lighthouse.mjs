/**
 * Lighthouse figures, printed (not asserted): mobile preset with simulated
 * throttling, against the production server, median of 3 runs per page.
 * Usage: `npm run bench:lighthouse [-- [--dir build] [--runs 3] [--all] [--floor] [page …]]`
 * (default: every page below, from `build/`; `--all`: every page of the
 * build's sitemap, then a summary of which miss their targets; `--floor`: each
 * page also without any JavaScript, lib/lighthouse/without-scripts.mjs). Each row also prints the
 * machine's `benchmarkIndex` (Lighthouse's CPU speed score; higher is faster),
 * where the main thread's time went, and the blocking time Lighthouse
 * computes from the same trace once the time the page's tasks spent waiting
 * for a core is taken out (lib/lighthouse/main-thread.mjs), and the page's
 * performance and TBT with the CPU slowdown calibrated to the machine's speed,
 * so that runs on faster and slower machines can be compared.
 *
 * Plain JavaScript on purpose: Lighthouse serialises some of its functions
 * into the page, and the TypeScript runner's transform injects helpers into
 * them that do not exist there.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/browser-path.mjs';
import { serveBuild } from '../server/serve-build.mjs';
import { mainThreadCpuShare, toCpuTimeTrace } from '../lib/lighthouse/main-thread.mjs';
import { saveArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { scriptFreeCopy } from '../lib/lighthouse/without-scripts.mjs';

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * The pages readers use most, and the longest page (what a page costs must not
 * grow with its length), get the strict targets; every other doc page the general ones.
 */
const KEY_PAGES = [
  '/',
  '/introduction/getting-started',
  '/api/createSlice',
  '/rtk-query/usage/queries',
  '/search?q=slice',
  '/rtk-query/api/createApi',
];
/** The longest guide, measured by default too. */
const LONG_PAGES = ['/usage/usage-guide'];
const KEY_TARGETS = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.01,
};
const DOC_TARGETS = { ...KEY_TARGETS, performance: 95, tbtMs: 200 };
const targetsFor = (page) => (KEY_PAGES.includes(page) ? KEY_TARGETS : DOC_TARGETS);

/** Every page the build lists in its sitemap, as paths. */
function sitemapPages(dir) {
  const sitemap = readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** @typedef {{ scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>, lcpMs: number, tbtMs: number, cls: number, benchmarkIndex: number, cpuShare: number, cpuTimeTbtMs: number, calibrated: { cpuSlowdownMultiplier: number, performance: number, tbtMs: number }, mainThread: Record<string, number> }} RunResult */

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Lighthouse's default CPU slowdown (4×) is meant for a host in its "high-end
 * desktop" bracket, `benchmarkIndex` 1,500–2,000 (Lighthouse's
 * docs/throttling.md): it turns such a host into a mid-tier phone. On a
 * faster host the same 4× emulates a faster phone. The calibrated figures
 * scale the slowdown by this host's speed against the slow end of that
 * bracket, which is also the slowest speed recorded for this project's machines.
 */
const CALIBRATION_BENCHMARK_INDEX = 1500;
const DEFAULT_CPU_SLOWDOWN = 4;

/** The CPU slowdown that makes this host's run stand for a host of `CALIBRATION_BENCHMARK_INDEX`. */
const calibratedSlowdown = (benchmarkIndex) => (DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / CALIBRATION_BENCHMARK_INDEX;

/**
 * Lighthouse's report for the same load, audited again from its artifacts
 * with a different trace or CPU slowdown: same requests, same simulation.
 * Returns undefined when it cannot be done (a second opinion only: the
 * run's own figures stand without it).
 */
async function auditAgain(artifacts, { trace = artifacts.Trace, cpuSlowdownMultiplier } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-again-'));
  try {
    if (!trace) return undefined;
    const throttling =
      cpuSlowdownMultiplier === undefined
        ? artifacts.settings.throttling
        : { ...artifacts.settings.throttling, cpuSlowdownMultiplier };
    await saveArtifacts({ ...artifacts, Trace: trace, settings: { ...artifacts.settings, throttling } }, dir);
    // Lighthouse audits saved artifacts only with the settings they were gathered with.
    const result = await lighthouse(undefined, {
      auditMode: dir,
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      throttling,
    });
    return result?.lhr;
  } catch (error) {
    console.error(`Audit again not done: ${error instanceof Error ? error.message : error}`);
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse's total blocking time for the same load, computed again from its
 * trace with every main-thread task shrunk to the CPU time it used: what the
 * page's own work blocks, without the time its tasks waited for a core on a
 * busy machine.
 */
async function cpuTimeBlockingMs(artifacts) {
  const lhr = artifacts.Trace ? await auditAgain(artifacts, { trace: toCpuTimeTrace(artifacts.Trace) }) : undefined;
  return lhr?.audits['total-blocking-time']?.numericValue ?? NaN;
}

/** Performance and TBT of the same load with the CPU slowdown calibrated to this host's speed. */
async function calibratedFigures(artifacts, benchmarkIndex) {
  const cpuSlowdownMultiplier = calibratedSlowdown(benchmarkIndex);
  const lhr = await auditAgain(artifacts, { cpuSlowdownMultiplier });
  return {
    cpuSlowdownMultiplier,
    performance: lhr ? Math.round((lhr.categories.performance?.score ?? 0) * 100) : NaN,
    tbtMs: lhr?.audits['total-blocking-time']?.numericValue ?? NaN,
  };
}

/** @returns {Promise<RunResult>} */
async function runOnce(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
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
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    cpuShare: mainThreadCpuShare(result.artifacts.Trace),
    cpuTimeTbtMs: await cpuTimeBlockingMs(result.artifacts),
    calibrated: await calibratedFigures(result.artifacts, result.lhr.environment.benchmarkIndex),
    mainThread: Object.fromEntries(
      (audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, item.duration]),
    ),
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
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
    cpuShare: median(runs.map((run) => run.cpuShare)),
    cpuTimeTbtMs: median(runs.map((run) => run.cpuTimeTbtMs).filter(Number.isFinite)) ?? NaN,
    // A run whose second audit failed has no calibrated figures: the median is of the others.
    calibrated: {
      cpuSlowdownMultiplier: median(runs.map((run) => run.calibrated.cpuSlowdownMultiplier)),
      performance: median(runs.map((run) => run.calibrated.performance).filter(Number.isFinite)) ?? NaN,
      tbtMs: median(runs.map((run) => run.calibrated.tbtMs).filter(Number.isFinite)) ?? NaN,
    },
    mainThread: Object.fromEntries(
      Object.keys(runs[0].mainThread).map((group) => [group, median(runs.map((run) => run.mainThread[group] ?? 0))]),
    ),
  };
}

/** Main-thread time by kind of work (Lighthouse's groups, simulated mobile CPU), largest first. */
function formatMainThread(mainThread) {
  return Object.entries(mainThread)
    .sort(([, a], [, b]) => b - a)
    .filter(([, ms]) => ms >= 10)
    .map(([group, ms]) => `${group} ${ms.toFixed(0)}`)
    .join(', ');
}

/** @param {RunResult} run */
function meetsTargets(run, targets) {
  const misses = [];
  for (const key of ['performance', 'accessibility', 'best-practices', 'seo']) {
    if (run.scores[key] < targets[key]) misses.push(`${key} ${run.scores[key]} < ${targets[key]}`);
  }
  if (run.lcpMs > targets.lcpMs) misses.push(`LCP ${run.lcpMs.toFixed(0)} ms`);
  if (run.tbtMs > targets.tbtMs) misses.push(`TBT ${run.tbtMs.toFixed(0)} ms`);
  if (run.cls > targets.cls) misses.push(`CLS ${run.cls.toFixed(3)}`);
  return misses;
}

/** Performance and TBT targets missed by the calibrated figures. */
function calibratedMissesOf(run, targets) {
  const misses = [];
  if (!(run.calibrated.performance >= targets.performance)) misses.push(`performance ${run.calibrated.performance}`);
  if (!(run.calibrated.tbtMs <= targets.tbtMs)) misses.push(`TBT ${run.calibrated.tbtMs.toFixed(0)} ms`);
  return misses;
}

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      dir: { type: 'string', default: 'build' },
      runs: { type: 'string', default: '3' },
      all: { type: 'boolean', default: false },
      floor: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  const pages = values.all
    ? [...new Set([...KEY_PAGES, ...LONG_PAGES, ...sitemapPages(values.dir)])]
    : positionals.length > 0
      ? positionals
      : [...KEY_PAGES, ...LONG_PAGES];
  const missed = [];
  const calibratedMissed = [];
  const benchmarkIndexes = [];
  const runsPerPage = Number(values.runs);
  const { baseUrl, stop } = await serveBuild({ dir: values.dir });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  /** With `--floor`: the copy of the build whose pages have no scripts, and its server. */
  let floorDir;
  let floor;
  try {
    if (values.floor) {
      floorDir = scriptFreeCopy(values.dir, pages);
      floor = await serveBuild({ dir: floorDir });
    }
    console.log('page                              perf  a11y  best   seo     LCP     TBT    CLS  bench  notes');
    /** A run can end without metrics (Lighthouse saw no LCP, say): it is run again, up to twice as many runs in all. */
    const measuredRuns = async (url) => {
      const runs = [];
      let attempts = 0;
      while (runs.length < runsPerPage && attempts < 2 * runsPerPage) {
        attempts += 1;
        const run = await runOnce(url, chrome.port);
        if ([run.lcpMs, run.tbtMs, run.cls].every(Number.isFinite)) runs.push(run);
      }
      return { runs, attempts };
    };
    for (const page of pages) {
      // The median is of measured runs only, and the row says how many failed.
      const { runs, attempts } = await measuredRuns(`${baseUrl}${page}`);
      if (runs.length === 0) {
        missed.push(`${page} (no run gave metrics)`);
        console.log(`${page.padEnd(32)} no metrics in ${attempts} runs`);
        continue;
      }
      const m = medianRun(runs);
      const misses = meetsTargets(m, targetsFor(page));
      const failedRuns =
        attempts > runs.length ? ` (${attempts - runs.length} of ${attempts} runs gave no metrics)` : '';
      if (misses.length > 0) missed.push(`${page} (${misses.join(', ')})`);
      benchmarkIndexes.push(m.benchmarkIndex);
      console.log(
        `${page.padEnd(32)} ${String(m.scores.performance).padStart(5)} ${String(m.scores.accessibility).padStart(5)} ${String(m.scores['best-practices']).padStart(5)} ${String(m.scores.seo).padStart(5)} ${`${(m.lcpMs / 1000).toFixed(2)} s`.padStart(7)} ${`${m.tbtMs.toFixed(0)} ms`.padStart(7)} ${m.cls.toFixed(3).padStart(6)} ${String(Math.round(m.benchmarkIndex)).padStart(6)}  ${misses.length === 0 ? 'meets targets' : `misses: ${misses.join(', ')}`}${failedRuns}`,
      );
      console.log(
        `${''.padEnd(34)}main thread (ms): ${formatMainThread(m.mainThread)}; CPU share of its tasks ${m.cpuShare.toFixed(2)}; TBT from CPU time ${Number.isFinite(m.cpuTimeTbtMs) ? `${m.cpuTimeTbtMs.toFixed(0)} ms` : 'not computed'}`,
      );
      if (Number.isFinite(m.calibrated.tbtMs)) {
        const calibratedMisses = calibratedMissesOf(m, targetsFor(page));
        if (calibratedMisses.length > 0) calibratedMissed.push(`${page} (${calibratedMisses.join(', ')})`);
        console.log(
          `${''.padEnd(34)}calibrated (CPU slowdown ×${m.calibrated.cpuSlowdownMultiplier.toFixed(1)}): perf ${m.calibrated.performance}, TBT ${m.calibrated.tbtMs.toFixed(0)} ms, ${calibratedMisses.length === 0 ? 'meets targets' : `misses: ${calibratedMisses.join(', ')}`}`,
        );
      } else {
        calibratedMissed.push(`${page} (not computed)`);
        console.log(`${''.padEnd(34)}calibrated: not computed`);
      }
      if (floor) {
        const bare = await measuredRuns(`${floor.baseUrl}${page}`);
        if (bare.runs.length === 0)
          console.log(`${''.padEnd(34)}without JavaScript: no metrics in ${bare.attempts} runs`);
        else {
          const f = medianRun(bare.runs);
          console.log(
            `${''.padEnd(34)}without JavaScript: perf ${f.scores.performance}, LCP ${(f.lcpMs / 1000).toFixed(2)} s, TBT ${f.tbtMs.toFixed(0)} ms (from CPU time ${Number.isFinite(f.cpuTimeTbtMs) ? `${f.cpuTimeTbtMs.toFixed(0)} ms` : 'not computed'}), bench ${Math.round(f.benchmarkIndex)}`,
          );
        }
      }
    }
    console.log(
      `${pages.length - missed.length} of ${pages.length} pages meet their targets; benchmarkIndex ${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}`,
    );
    for (const miss of missed) console.log(`  misses: ${miss}`);
    console.log(
      `calibrated as on a host of benchmarkIndex ${CALIBRATION_BENCHMARK_INDEX}: ${pages.length - calibratedMissed.length} of ${pages.length} pages meet their performance and TBT targets`,
    );
    for (const miss of calibratedMissed) console.log(`  misses: ${miss}`);
    console.log(
      `targets: key pages (${KEY_PAGES.join(' ')}) performance ≥ ${KEY_TARGETS.performance} and TBT ≤ ${KEY_TARGETS.tbtMs} ms; other doc pages ≥ ${DOC_TARGETS.performance} and ≤ ${DOC_TARGETS.tbtMs} ms; all: accessibility/best practices/SEO 100, LCP ≤ ${KEY_TARGETS.lcpMs} ms, CLS ≤ ${KEY_TARGETS.cls}`,
    );
    console.log(
      `median of ${runsPerPage} runs, mobile preset, simulated throttling; bench = Lighthouse benchmarkIndex of this machine; CPU share = the page's main-thread CPU time over its tasks' wall time (the lower, the longer its tasks waited for a core); TBT from CPU time = Lighthouse's TBT computed again from the same trace with each main-thread task shrunk to its CPU time (without the waiting); calibrated = the same trace audited again with the CPU slowdown scaled by benchmarkIndex / ${CALIBRATION_BENCHMARK_INDEX}, as Lighthouse's default 4× assumes a host of 1,500–2,000 (its docs/throttling.md)${floor ? '; without JavaScript = the same page with every script removed, measured right after it: the floor under what its code adds' : ''}`,
    );
  } finally {
    await chrome.kill();
    stop();
    floor?.stop();
    if (floorDir) rmSync(floorDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

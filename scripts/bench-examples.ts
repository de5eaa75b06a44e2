/**
 * Live-example figures, printed (not asserted), against the production server:
 * Run → first preview with an empty cache, and a re-run after an edit (from the
 * run's start, after the typing pause), median of 5 each in Chromium; the bytes
 * the runner downloads (gzip); and the transpiler's cost over every example.
 * Usage: `npm run bench:examples [-- build-dir]` (default `build/`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/browser-path.mjs';
import { serveBuild } from '../server/serve-build.mjs';
import { listExampleNames, readExample } from '../plugins/live-examples/examples';
import { LIVE_PACKAGES } from '../plugins/live-examples/runtime';
import { transpileExample } from '../src/live-examples/transpile';

const RUNS = 5;
const PAGE = '/tutorials/quick-start';
const EXAMPLE = 'counter';
const BUDGET = { coldMs: 1500, rerunMs: 300 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function lastPreviewMs(page: Page, count: number): Promise<number> {
  await page.waitForFunction(
    (expected) => performance.getEntriesByName('live-example:preview').length >= expected,
    count,
    { timeout: 30_000 },
  );
  return page.evaluate(() => performance.getEntriesByName('live-example:preview').at(-1)!.duration);
}

async function measure(baseUrl: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const cold: number[] = [];
  const rerun: number[] = [];
  const runnerBytes = new Map<string, number>();
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${PAGE}`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      // Let the page finish loading and prefetching first: what is fetched after Run is the runner's.
      await page.waitForLoadState('networkidle');
      let afterRun = false;
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (afterRun && url.origin === baseUrl) runnerBytes.set(url.pathname, 0);
      });
      const section = page.locator(`[data-live-example="${EXAMPLE}"]`);
      await section.scrollIntoViewIfNeeded();
      afterRun = true;
      await section.getByRole('button', { name: 'Run' }).click();
      await page.waitForFunction(() => performance.getEntriesByName('live-example:first-preview').length > 0, null, {
        timeout: 30_000,
      });
      cold.push(await page.evaluate(() => performance.getEntriesByName('live-example:first-preview')[0]!.duration));
      await section.getByRole('tab', { name: 'App.tsx' }).click();
      await section.locator('.cm-content').click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type('\n// edited');
      afterRun = false;
      rerun.push(await lastPreviewMs(page, 2));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { cold, rerun, runnerPaths: [...runnerBytes.keys()] };
}

function gzipSizeOf(buildDir: string, urlPath: string): number {
  const file = path.join(buildDir, decodeURIComponent(urlPath));
  const candidates = [file, `${file}.html`, path.join(file, 'index.html')];
  const found = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  return found ? gzipSync(fs.readFileSync(found), { level: 9 }).length : 0;
}

function transpilerFigures(root: string) {
  const examples = listExampleNames(path.join(root, 'examples')).map((name) =>
    readExample(path.join(root, 'examples'), name),
  );
  const packages = new Set(Object.keys(LIVE_PACKAGES));
  transpileExample(examples[0]!.files, packages); // warm-up
  const times = examples.map((example) => {
    const started = performance.now();
    transpileExample(example.files, packages);
    return performance.now() - started;
  });
  const lines = examples.reduce(
    (sum, example) => sum + example.files.reduce((n, file) => n + file.code.split('\n').length, 0),
    0,
  );
  return { examples: examples.length, lines, totalMs: times.reduce((a, b) => a + b, 0), medianMs: median(times) };
}

async function main() {
  const root = path.resolve(__dirname, '..');
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const server = await serveBuild({ dir: buildDir });
  try {
    const { cold, rerun, runnerPaths } = await measure(server.baseUrl);
    const runnerFiles = runnerPaths.filter(
      (urlPath) => !urlPath.endsWith('.html') || urlPath.includes('/assets/live/'),
    );
    const sizes = runnerFiles.map((urlPath) => ({ urlPath, gzip: gzipSizeOf(buildDir, urlPath) }));
    const worker = sizes.filter((entry) => /transpile|worker/i.test(entry.urlPath));
    console.log(
      `Run → first preview (cold, empty cache), median of ${RUNS}: ${median(cold).toFixed(0)} ms (budget ${BUDGET.coldMs}); runs: ${cold.map((ms) => ms.toFixed(0)).join(', ')}`,
    );
    console.log(
      `Re-run after an edit (from the run's start, after the 400 ms typing pause), median of ${RUNS}: ${median(rerun).toFixed(0)} ms (budget ${BUDGET.rerunMs}); runs: ${rerun.map((ms) => ms.toFixed(0)).join(', ')}`,
    );
    console.log('Downloaded after Run (gzip -9 of the built files):');
    for (const { urlPath, gzip } of sizes.sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${(gzip / 1024).toFixed(1).padStart(7)} KB  ${urlPath}`);
    console.log(`  ${(sizes.reduce((sum, entry) => sum + entry.gzip, 0) / 1024).toFixed(1).padStart(7)} KB  in all`);
    if (worker.length > 0)
      console.log(
        `Transpiler worker (Sucrase + es-module-lexer): ${(worker.reduce((s, e) => s + e.gzip, 0) / 1024).toFixed(1)} KB gzip`,
      );
    const transpiler = transpilerFigures(root);
    console.log(
      `Transpiling every example in Node (${transpiler.examples} apps, ${transpiler.lines} lines): ${transpiler.totalMs.toFixed(1)} ms in all, median ${transpiler.medianMs.toFixed(1)} ms per app`,
    );
  } finally {
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

/**
 * `npm test`: every check of the repository, in an order that uses both cores
 * of a small machine. Most checks run on one core (the type-check, the example
 * checks, the HTML and link checks), so they run two at a time in lanes; steps
 * that use every core (unit tests in worker threads, the builds, the browser
 * tests) run alone. A step that fails stops the run after its stage, with its
 * output; at the end a table says how long each step took.
 *
 * Usage: node scripts/run-tests.mjs [--from <step>]   (--from skips the stages before the one holding <step>)
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

/** Each stage is a list of lanes; the steps of a lane run one after another, lanes side by side. */
const STAGES = [
  // Lanes of about equal length on the 2-core machine (CI, 2026-11-30: 50 + 31 + 8 s against 71 + 23 s).
  [
    // The unit tests and the build draw with Chromium too (plugins/diagrams): installed before them.
    ['ensure:browser', 'typecheck', 'lint', 'lint:docs'],
    ['check:examples', 'docs:coverage -- --check'],
  ],
  [['test:unit']],
  [['build:checked']],
  // The checks of the first build are single-threaded and read only `build/`: they share the
  // machine with the second build, which writes only `build-hosted/`.
  [['build:hosted'], ['check:links', 'check:html', 'check:weight', 'test:relevance', 'test:http']],
  [['test:e2e']],
];

const { values } = parseArgs({ options: { from: { type: 'string' } } });

/** Runs one npm script; its output is streamed when it runs alone, kept and printed after it when it shares. */
function runStep(step, shared) {
  const started = performance.now();
  const [name, ...extra] = step.split(' ');
  const child = spawn('npm', ['run', '--silent', name, ...extra], {
    stdio: shared ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
  });
  const output = [];
  if (shared) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (shared) {
        process.stdout.write(`\n── ${step} (${seconds.toFixed(1)} s, ran beside other checks) ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ step, seconds, ok: code === 0 });
    });
  });
}

async function runLane(lane, shared) {
  const results = [];
  for (const step of lane) {
    const result = await runStep(step, shared);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

const started = performance.now();
const firstStage = values.from ? STAGES.findIndex((stage) => stage.flat().includes(values.from)) : 0;
if (firstStage < 0) {
  console.error(`No step called "${values.from}". Steps: ${STAGES.flat(2).join(', ')}`);
  process.exit(2);
}
const timings = [];
let failed = [];
for (const stage of STAGES.slice(firstStage)) {
  const shared = stage.length > 1;
  const lanes = await Promise.all(stage.map((lane) => runLane(lane, shared)));
  const results = lanes.flat();
  timings.push(...results);
  failed = results.filter((result) => !result.ok).map((result) => result.step);
  if (failed.length > 0) break;
}

const total = (performance.now() - started) / 1000;
console.log('\nnpm test, time per step (steps of one stage ran side by side):');
for (const { step, seconds, ok } of timings) {
  console.log(`  ${ok ? '✓' : '✗'} ${step.padEnd(28)} ${seconds.toFixed(1).padStart(7)} s`);
}
console.log(`  ${'total'.padEnd(30)} ${total.toFixed(1).padStart(7)} s`);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}

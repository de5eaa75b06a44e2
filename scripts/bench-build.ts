/**
 * Cold production build benchmark: clears what `docusaurus clear` clears, runs
 * `npm run build` (Docusaurus, then scripts/finish-build.ts) and prints where
 * the time went: Docusaurus's phases (its own `[PERF]` logger), our plugins'
 * and the finishing step's `[timing]` lines, the total wall and CPU time, and
 * the load average before and after (the machine may be shared).
 *
 * Usage: `npm run bench:build [-- --keep-precompress-cache] [-- --verbose]`
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { buildReport, collectSteps, formatReport, type OutputLine } from '../lib/build-timing/build-timeline';
import { coldStart } from '../lib/build-timing/cold-build';

const siteDir = path.resolve(__dirname, '..');
const { values: flags } = parseArgs({
  options: {
    'keep-precompress-cache': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});
const keepPrecompressCache = flags['keep-precompress-cache'];
const verbose = flags.verbose;

/** CPU seconds (user + system) of this process's finished children, from /proc; undefined off Linux. */
function childrenCpuSeconds(): number | undefined {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // cutime and cstime (fields 16 and 17 of proc(5)), in clock ticks of 1/100 s.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Runs `npm run build`, keeping each output line with the second it arrived. */
function runBuild(logFile: string): Promise<{ code: number | null; lines: OutputLine[]; seconds: number }> {
  const log = fs.createWriteStream(logFile);
  const lines: OutputLine[] = [];
  const started = performance.now();
  const child = spawn('npm', ['run', 'build'], {
    cwd: siteDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DOCUSAURUS_PERF_LOGGER: 'true', NO_UPDATE_NOTIFIER: '1' },
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const at = (performance.now() - started) / 1000;
      log.write(chunk);
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const text of parts) {
        lines.push({ text, at });
        const plain = stripVTControlCharacters(text);
        if (verbose || plain.startsWith('[timing]')) console.log(`  ${at.toFixed(1).padStart(6)} s  ${plain}`);
      }
    });
  }
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      log.end();
      resolve({ code, lines, seconds: (performance.now() - started) / 1000 });
    });
  });
}

async function main() {
  console.log(`Cold build benchmark: npm run build in ${siteDir}`);
  console.log(`  ${os.availableParallelism()} CPUs; load average at start ${loadAverage()} (1, 5, 15 min)`);
  const cold = await coldStart(siteDir, { keepPrecompressCache });
  console.log(`  removed: ${cold.removed.join(', ') || 'nothing (already clear)'}`);
  console.log(`  kept:    ${cold.kept.map((cache) => `${cache.path} (${cache.reason})`).join('; ') || 'nothing'}`);
  if (!keepPrecompressCache) console.log('  every file is compressed anew: a fully cold build');

  const logFile = path.join(os.tmpdir(), `bench-build-${Date.now()}.log`);
  const cpuBefore = childrenCpuSeconds();
  const result = await runBuild(logFile);
  const cpuAfter = childrenCpuSeconds();
  if (result.code !== 0) {
    console.error(`npm run build failed (exit ${result.code}); its output is in ${logFile}`);
    process.exit(1);
  }

  console.log('');
  for (const line of formatReport(buildReport(collectSteps(result.lines)))) console.log(line);
  console.log('');
  console.log(`  total: npm run build took ${result.seconds.toFixed(1)} s (wall)`);
  if (cpuBefore !== undefined && cpuAfter !== undefined) {
    const cpu = cpuAfter - cpuBefore;
    console.log(
      `  CPU: ${cpu.toFixed(1)} s user + system in all its processes (${(cpu / result.seconds).toFixed(2)} cores busy on average)`,
    );
  }
  console.log(`  load average at end ${loadAverage()}; full output in ${logFile}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { listAmbientFiles, listDocFiles } from '../../lib/code-blocks/docs-files';
import { ENTRY_POINTS } from '../../lib/toolkit-api/surfaces';
import { MAGIC_COMMENTS } from '../../config/magic-comments';
import { analyseExamples, type AnalyseOptions, type ExampleAnalysis } from './analyse';
import type { DocSource } from '../../lib/code-blocks/program';
import { isDevServer } from '../dev-data/dev-files';
import { liveAnalysis } from './live-analysis';
import { logTiming } from '../../lib/build-timing/timing';
import { parseAnalysis, serialiseAnalysis } from './analysis-json';
import { docsOfPart, joinParts } from './analysis-parts';
import { analysisKey, readCachedAnalysis, writeCachedAnalysis } from './analysis-cache';

/** A niceness below the default 0: scheduled ahead of the bundler's threads. */
const ANALYSIS_PRIORITY = -10;

const CACHE = Symbol.for('redux-toolkit-docs.example-analysis');
type Cache = Map<string, Promise<ExampleAnalysis>>;

/** How many processes a build analyses the examples in (analysis-parts.ts): one per core of a small machine. */
const ANALYSIS_PARTS = 2;

/** Analyses the examples in `<siteDir>/docs`, all of them or the pages of one part, in this process. */
export function computeSiteAnalysis(
  siteDir: string,
  part: { readonly index: number; readonly count: number } = { index: 0, count: 1 },
): ExampleAnalysis {
  return analyseExamples(docsOfPart(readSiteDocs(siteDir), part.index, part.count), siteAnalyseOptions(siteDir));
}

/** How the site's examples are laid out and analysed: the checker's layout, the site's magic comments and entry points. */
export function siteAnalyseOptions(siteDir: string): AnalyseOptions {
  return {
    // Absolute: TypeScript resolves an example's relative imports to absolute paths, which a
    // relative root's virtual files would not match (every `./store` import would be unknown).
    virtualRoot: path.resolve(siteDir, '.examples'),
    ambientFiles: listAmbientFiles(),
    magicComments: MAGIC_COMMENTS,
    entryPoints: ENTRY_POINTS.map((entry) => entry.name),
  };
}

/** Every docs page of `<siteDir>/docs` with its source. */
export function readSiteDocs(siteDir: string): DocSource[] {
  const docsDir = path.join(siteDir, 'docs');
  return listDocFiles(docsDir).map((docPath) => ({
    docPath,
    source: fs.readFileSync(path.join(docsDir, docPath), 'utf8'),
  }));
}

export { parseAnalysis, serialiseAnalysis } from './analysis-json';

/**
 * The analysis of every example in `<siteDir>/docs`, started once per build
 * (the first call starts it; call early). It runs in child processes, so the
 * bundler keeps working meanwhile. The promise is kept on `globalThis`:
 * Docusaurus may load the remark plugins and the plugin as separate module
 * instances.
 */
export function siteAnalysis(siteDir: string): Promise<ExampleAnalysis> {
  // The development server keeps the examples compiled and follows edits (live-analysis.ts).
  if (isDevServer()) return liveAnalysis(siteDir).site();
  const global = globalThis as { [CACHE]?: Cache };
  const cache = (global[CACHE] ??= new Map());
  let analysis = cache.get(siteDir);
  if (!analysis) {
    const started = performance.now();
    analysis = cachedOrFreshAnalysis(siteDir).then(({ result, reused }) => {
      const { identifiers, blocks, milliseconds, usagesMilliseconds } = result.stats;
      if (reused) {
        logTiming('type-hover analysis', performance.now() - started, 'unchanged examples: the last analysis reused');
        return result;
      }
      console.log(
        `[type-hover] ${identifiers} identifiers with types in ${blocks} code blocks, ` +
          `${result.usages.length} examples calling toolkit APIs (${(milliseconds / 1000).toFixed(1)} s, in parallel)`,
      );
      logTiming(
        'type-hover analysis',
        performance.now() - started,
        `${ANALYSIS_PARTS} child processes, ${(milliseconds / 1000).toFixed(1)} s analysing`,
      );
      logTiming('example usages: toolkit calls', usagesMilliseconds, 'part of the type-hover analysis');
      return result;
    });
    cache.set(siteDir, analysis);
  }
  return analysis;
}

/** What the analysis reads: the docs, its own code and what it imports, the lockfile (TypeScript, the toolkit). */
function analysisInputs(siteDir: string) {
  return {
    folders: [
      path.join(siteDir, 'docs'),
      __dirname,
      path.join(__dirname, '../code-tabs'),
      path.join(__dirname, '../../lib/code-blocks'),
      path.join(__dirname, '../../lib/toolkit-api'),
      path.join(__dirname, '../../config'),
      path.join(__dirname, '../../src/type-hover'),
    ],
    files: [path.join(siteDir, 'package-lock.json')],
  };
}

async function cachedOrFreshAnalysis(siteDir: string): Promise<{ result: ExampleAnalysis; reused: boolean }> {
  const cacheDir = path.join(siteDir, 'node_modules/.cache/example-analysis');
  const key = analysisKey(analysisInputs(siteDir), siteDir);
  const cached = readCachedAnalysis(cacheDir, key);
  if (cached !== undefined) return { result: parseAnalysis(cached), reused: true };
  const parts = await Promise.all(
    Array.from({ length: ANALYSIS_PARTS }, (_, index) => runInChildProcess(siteDir, index, ANALYSIS_PARTS)),
  );
  // The order readSiteDocs gives, without reading the pages again in this process.
  const result = joinParts(listDocFiles(path.join(siteDir, 'docs')), parts.map(parseAnalysis));
  writeCachedAnalysis(cacheDir, key, serialiseAnalysis(result));
  return { result, reused: false };
}

function runInChildProcess(siteDir: string, part: number, parts: number): Promise<string> {
  return new Promise((resolve, reject) => {
    // A 64 MB young generation: the analysis allocates much short-lived data, and collects it less often so.
    const child = spawn(
      process.execPath,
      [
        '--max-semi-space-size=64',
        '--import',
        'tsx',
        path.join(__dirname, 'analyse-cli.ts'),
        siteDir,
        '--part',
        String(part),
        '--parts',
        String(parts),
      ],
      {
        cwd: siteDir,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    raisePriority(child.pid);
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`The example analysis (part ${part + 1} of ${parts}) failed (exit ${code})`));
      else resolve(Buffer.concat(chunks).toString('utf8'));
    });
  });
}

/**
 * The analysis is the build's critical path: every MDX page waits for it, while
 * the bundler's threads have other work to fill the time with. Where allowed
 * (root, or CAP_SYS_NICE), its thread gets ahead of theirs; elsewhere nothing changes.
 */
function raisePriority(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    os.setPriority(pid, ANALYSIS_PRIORITY);
  } catch {
    // Not permitted: the analysis shares the cores evenly, as before.
  }
}

/** The docs-relative path (`api/createSlice.md`) of a file being compiled, or undefined outside `docs/`. */
export function docPathOf(siteDir: string, filePath: string | undefined): string | undefined {
  if (!filePath) return undefined;
  const relative = path.relative(path.join(siteDir, 'docs'), filePath);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep).join('/');
}

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { listAmbientFiles, listDocFiles } from '../../lib/code-blocks/docs-files';
import { ENTRY_POINTS } from '../../lib/toolkit-api/surfaces';
import { MAGIC_COMMENTS } from '../../config/magic-comments';
import {
  analyseExamples,
  type AnalyseOptions,
  type ExampleAnalysis,
  type ExampleOutline,
  type ExampleUsage,
} from './analyse';
import type { DocSource } from '../../lib/code-blocks/program';
import { isDevServer } from '../dev-data/dev-files';
import { liveAnalysis } from './live-analysis';
import { logTiming } from '../../lib/build-timing/timing';
import { parseAnalysis, parseOutline, serialiseAnalysis, serialiseOutline } from './analysis-json';
import { docsOfPart, joinOutlines, joinParts } from './analysis-parts';
import { inputsKey, readCached, writeCached, type CacheInputs } from '../../lib/files/content-keyed-cache';
import { BATCH_V8_FLAGS, YOUNG_GENERATION_FLAG } from '../../lib/v8-flags.cjs';

/** A niceness below the default 0: scheduled ahead of the bundler's threads. */
const ANALYSIS_PRIORITY = -10;

/**
 * How many processes a build analyses the examples in (analysis-parts.ts).
 * One: the pages compile as soon as the outline is out, so the bundler and
 * the rest of the build keep the other core busy, and one program of every
 * page costs less CPU in all than two halves (the lib and toolkit types are
 * loaded and checked once).
 */
const ANALYSIS_PARTS = 1;

const STARTED = Symbol.for('redux-toolkit-docs.example-analysis');

/** The outline of a build, and the version its hover data files are named with. */
export interface SiteOutline extends ExampleOutline {
  /**
   * A hash of everything the analysis reads (analysisInputs): the pages name
   * their hover data files with it before the data exists, and the same
   * inputs give the same data.
   */
  readonly version: string;
}

interface StartedAnalysis {
  readonly outline: Promise<SiteOutline>;
  readonly analysis: Promise<ExampleAnalysis>;
}

/** Analyses the examples in `<siteDir>/docs`, all of them or the pages of one part, in this process. */
export function computeSiteAnalysis(
  siteDir: string,
  part: { readonly index: number; readonly count: number } = { index: 0, count: 1 },
  onOutline?: (outline: ExampleOutline) => void,
): ExampleAnalysis {
  return analyseExamples(
    docsOfPart(readSiteDocs(siteDir), part.index, part.count),
    siteAnalyseOptions(siteDir),
    onOutline,
  );
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

export { parseAnalysis, parseOutline, serialiseAnalysis, serialiseOutline } from './analysis-json';

/**
 * The outline of every example in `<siteDir>/docs`: what the pages need as
 * they compile (which blocks get hover data, the toolkit calls), out seconds
 * after the analysis starts. Starts the analysis on the first call (call early).
 */
export function siteOutline(siteDir: string): Promise<SiteOutline> {
  return startAnalysis(siteDir).outline;
}

/** The toolkit calls of every example: from the outline in a build, from the live analysis on the development server. */
export async function siteExampleUsages(siteDir: string): Promise<readonly ExampleUsage[]> {
  if (isDevServer()) return (await liveAnalysis(siteDir).site()).usages;
  return (await siteOutline(siteDir)).usages;
}

/**
 * The analysis of every example in `<siteDir>/docs`, started once per build
 * (the first call starts it; call early). It runs in a child process beside
 * the rest of the build, which needs the quick info only at the end, to write
 * the hover data files.
 */
export function siteAnalysis(siteDir: string): Promise<ExampleAnalysis> {
  // The development server keeps the examples compiled and follows edits (live-analysis.ts).
  if (isDevServer()) return liveAnalysis(siteDir).site();
  return startAnalysis(siteDir).analysis;
}

/**
 * Starts the analysis once per build. The promises are kept on `globalThis`:
 * Docusaurus may load the remark plugins and the plugin as separate module instances.
 */
function startAnalysis(siteDir: string): StartedAnalysis {
  const global = globalThis as { [STARTED]?: Map<string, StartedAnalysis> };
  const cache = (global[STARTED] ??= new Map());
  let started = cache.get(siteDir);
  if (!started) {
    started = analyseOrReuse(siteDir);
    // Neither promise is always awaited (a failed build stops at the first); their failures surface where they are.
    started.outline.catch(() => undefined);
    started.analysis.catch(() => undefined);
    cache.set(siteDir, started);
  }
  return started;
}

/** The analysis kept from the last build of the same inputs, or a new one in child processes, then kept. */
function analyseOrReuse(siteDir: string): StartedAnalysis {
  const started = performance.now();
  const key = inputsKey(analysisInputs(siteDir), siteDir);
  const version = key.slice(0, 10);
  const cacheDir = path.join(siteDir, 'node_modules/.cache/example-analysis');
  const cachedOutline = readCached(cacheDir, `${key}-outline`);
  const cachedAnalysis = readCached(cacheDir, key);
  if (cachedOutline !== undefined && cachedAnalysis !== undefined) {
    logTiming('type-hover analysis', performance.now() - started, 'unchanged examples: the last analysis reused');
    return {
      outline: Promise.resolve({ ...parseOutline(cachedOutline), version }),
      analysis: Promise.resolve(parseAnalysis(cachedAnalysis)),
    };
  }
  const docPaths = listDocFiles(path.join(siteDir, 'docs'));
  const children = Array.from({ length: ANALYSIS_PARTS }, (_, index) =>
    runInChildProcess(siteDir, index, ANALYSIS_PARTS),
  );
  const outline = Promise.all(children.map((child) => child.outline)).then((parts) => {
    const joined = joinOutlines(docPaths, parts.map(parseOutline));
    logTiming('example outline', performance.now() - started, 'toolkit calls and hover blocks, before the quick info');
    writeCached(cacheDir, `${key}-outline`, serialiseOutline(joined));
    return { ...joined, version };
  });
  const analysis = Promise.all(children.map((child) => child.analysis)).then((parts) => {
    // The order readSiteDocs gives, without reading the pages again in this process.
    const result = joinParts(docPaths, parts.map(parseAnalysis));
    writeCached(cacheDir, key, serialiseAnalysis(result));
    const { identifiers, blocks, milliseconds, usagesMilliseconds } = result.stats;
    console.log(
      `[type-hover] ${identifiers} identifiers with types in ${blocks} code blocks, ` +
        `${result.usages.length} examples calling toolkit APIs (${(milliseconds / 1000).toFixed(1)} s)`,
    );
    logTiming(
      'type-hover analysis',
      performance.now() - started,
      `${ANALYSIS_PARTS === 1 ? 'one child process' : `${ANALYSIS_PARTS} child processes`}, ` +
        `${(milliseconds / 1000).toFixed(1)} s analysing`,
    );
    logTiming('example usages: toolkit calls', usagesMilliseconds, 'part of the type-hover analysis');
    return result;
  });
  return { outline, analysis };
}

/** What the analysis reads: the docs, its own code and what it imports, the lockfile (TypeScript, the toolkit). */
export function analysisInputs(siteDir: string): CacheInputs {
  return {
    folders: [
      path.join(siteDir, 'docs'),
      __dirname,
      path.join(__dirname, '../code-tabs'),
      path.join(__dirname, '../../lib/code-blocks'),
      path.join(__dirname, '../../lib/toolkit-api'),
      path.join(__dirname, '../../lib/text'),
      path.join(__dirname, '../../config'),
      path.join(__dirname, '../../src/type-hover'),
    ],
    files: [path.join(siteDir, 'package-lock.json')],
  };
}

/** One child process of the analysis: its stdout's first line is the outline, the second the analysis. */
function runInChildProcess(
  siteDir: string,
  part: number,
  parts: number,
): { outline: Promise<string>; analysis: Promise<string> } {
  const label = parts === 1 ? 'the example analysis' : `the example analysis (part ${part + 1} of ${parts})`;
  const child = spawn(
    process.execPath,
    [
      YOUNG_GENERATION_FLAG,
      ...BATCH_V8_FLAGS,
      '--import',
      'tsx',
      path.join(__dirname, 'analyse-cli.ts'),
      siteDir,
      '--part',
      String(part),
      '--parts',
      String(parts),
    ],
    { cwd: siteDir, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  raisePriority(child.pid);
  let output = '';
  let outlineEnd = -1;
  let resolveOutline: (json: string) => void = () => {};
  let rejectOutline: (error: Error) => void = () => {};
  const outline = new Promise<string>((resolve, reject) => {
    resolveOutline = resolve;
    rejectOutline = reject;
  });
  const analysis = new Promise<string>((resolve, reject) => {
    const fail = (error: Error) => {
      // Once the outline is out, only the analysis fails (a settled promise stays as it is).
      rejectOutline(error);
      reject(error);
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (outlineEnd !== -1) return;
      outlineEnd = output.indexOf('\n');
      if (outlineEnd !== -1) resolveOutline(output.slice(0, outlineEnd));
    });
    child.on('error', fail);
    child.on('close', (code) => {
      if (code === 0 && outlineEnd !== -1) resolve(output.slice(outlineEnd + 1).trimEnd());
      else
        fail(
          new Error(`${label} failed (exit ${code}) before it gave its ${outlineEnd === -1 ? 'outline' : 'result'}`),
        );
    });
  });
  return { outline, analysis };
}

/**
 * The analysis is the build's critical path: every MDX page waits for its
 * outline, and the build's end for its quick info, while the bundler's threads
 * have other work to fill the time with. Where allowed (root, or CAP_SYS_NICE),
 * its thread gets ahead of theirs; elsewhere nothing changes.
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

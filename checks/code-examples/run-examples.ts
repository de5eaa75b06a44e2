import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import ts from 'typescript';
import type { ExampleProblem } from './check';
import type { ExampleLayout } from '../../lib/code-blocks/program';
import { instrumentStatedResults, matchesStatedResult } from './stated-results';
import type { CheckUnit, VirtualFile } from '../../lib/code-blocks/virtual-files';
import { RUN_WORKER_SOURCE, type WorkerMessage } from './run-worker';

export interface RunOptions {
  /** How long one block may run before its unprinted stated results count as missing. */
  readonly timeoutMs?: number;
  /** Blocks run at the same time, each in its own worker thread. */
  readonly concurrency?: number;
}

export interface RunReport {
  /** `run` blocks executed, and stated results compared, per page. */
  readonly pages: ReadonlyMap<string, { readonly blocks: number; readonly statedResults: number }>;
  readonly blocks: number;
  readonly statedResults: number;
  readonly problems: readonly ExampleProblem[];
}

/** A stated result of one run, located in the markdown file. */
interface Expectation {
  readonly docPath: string;
  readonly line: number;
  readonly column: number;
  readonly stated: string;
}

interface PreparedRun {
  readonly unit: CheckUnit;
  /** Files to import in order: hidden setup files nothing imports, then the block's own files. */
  readonly entries: readonly string[];
  readonly expectations: readonly Expectation[];
  /** Emitted `.mjs` path → the virtual file it came from, to place a stack frame in the docs. */
  readonly origins: ReadonlyMap<string, VirtualFile>;
}

const QUIET_AFTER_LAST_RESULT_MS = 150;

/**
 * Executes every `run` block of the laid-out pages in Node, against the installed
 * toolkit (NODE_ENV=development), and compares each `console.log(…) // value` with
 * what it printed. Each block runs in its own worker, so blocks share no module state.
 */
export async function runExamples(layout: ExampleLayout, options: RunOptions = {}): Promise<RunReport> {
  const prepared = layout.pages.flatMap((page) => page.units.filter((unit) => unit.block.meta.run)).map(prepareRun);
  const problems: ExampleProblem[] = [];
  const pages = new Map<string, { blocks: number; statedResults: number }>();
  for (const run of prepared) {
    const entry = pages.get(run.unit.docPath) ?? { blocks: 0, statedResults: 0 };
    entry.blocks += 1;
    entry.statedResults += run.expectations.length;
    pages.set(run.unit.docPath, entry);
  }
  const queue = [...prepared];
  const worker = async () => {
    for (let run = queue.shift(); run; run = queue.shift()) problems.push(...(await executeRun(run, options)));
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 2) }, worker));
  return {
    pages,
    blocks: prepared.length,
    statedResults: prepared.reduce((sum, run) => sum + run.expectations.length, 0),
    problems: problems.sort((a, b) => a.docPath.localeCompare(b.docPath) || a.line - b.line),
  };
}

/** Writes the block's files (and the page's earlier files it can import) as runnable `.mjs` modules. */
function prepareRun(unit: CheckUnit): PreparedRun {
  const expectations: Expectation[] = [];
  const origins = new Map<string, VirtualFile>();
  const rootPaths = new Set(unit.roots.map((file) => file.path));
  const importedPaths = new Set<string>();
  for (const file of unit.visible.values()) {
    let code = file.code;
    if (rootPaths.has(file.path)) {
      const instrumented = instrumentStatedResults(file.path, code, expectations.length);
      code = instrumented.code;
      for (const { line, column, stated } of instrumented.stated) {
        expectations.push({ docPath: file.origin.docPath, line: file.origin.line + line, column, stated });
      }
    }
    const output = ts.transpileModule(code, {
      fileName: file.path,
      compilerOptions: {
        module: ts.ModuleKind.ESNext,
        target: ts.ScriptTarget.ES2022,
        jsx: ts.JsxEmit.ReactJSX,
        inlineSourceMap: true,
        inlineSources: true,
      },
    }).outputText;
    const emitted = emittedPath(file.path);
    const linked = output.replace(SPECIFIER, (whole, before: string, specifier: string, after: string) => {
      const target = resolveRelative(file.path, specifier, unit.visible);
      if (!target) return whole;
      importedPaths.add(target);
      return `${before}./${path.relative(path.dirname(emitted), emittedPath(target)).split(path.sep).join('/')}${after}`;
    });
    fs.mkdirSync(path.dirname(emitted), { recursive: true });
    fs.writeFileSync(emitted, linked);
    origins.set(emitted, file);
  }
  const setup = unit.roots.filter((file) => unit.sources.get(file.path)?.hidden && !importedPaths.has(file.path));
  const own = unit.roots.filter((file) => !setup.includes(file));
  return { unit, entries: [...setup, ...own].map((file) => emittedPath(file.path)), expectations, origins };
}

/** `from './x'`, `import './x'` and `import('./x')` with a relative specifier. */
const SPECIFIER = /(\bfrom\s*['"]|\bimport\s*\(?\s*['"])(\.{1,2}\/[^'"]*)(['"])/g;

const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];

function resolveRelative(
  fromPath: string,
  specifier: string,
  visible: ReadonlyMap<string, VirtualFile>,
): string | undefined {
  const base = path.resolve(path.dirname(fromPath), specifier.replace(/\.(m?js|jsx?)$/, ''));
  return RESOLVE_SUFFIXES.map((suffix) => base + suffix).find((candidate) => visible.has(candidate));
}

function emittedPath(filePath: string): string {
  return filePath.replace(/\.(d\.ts|tsx?)$/, '') + '.mjs';
}

function executeRun(run: PreparedRun, options: RunOptions): Promise<ExampleProblem[]> {
  const { unit, expectations } = run;
  const problems: ExampleProblem[] = [];
  const printed = new Map<number, number>();
  const consoleLines: string[] = [];
  const at = { docPath: unit.docPath, line: unit.blockLine - 1, column: 1 };
  return new Promise((resolve) => {
    const worker = new Worker(RUN_WORKER_SOURCE, {
      eval: true,
      workerData: { entries: run.entries },
      env: { ...process.env, NODE_ENV: 'development' },
      execArgv: ['--enable-source-maps'],
      stdout: true,
      stderr: true,
    });
    let loaded = false;
    let settled = false;
    let threw = false;
    let quietTimer: NodeJS.Timeout | undefined;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(limitTimer);
      clearTimeout(quietTimer);
      void worker.terminate();
      expectations.forEach((expectation, id) => {
        if (!printed.has(id) && !threw) {
          problems.push({
            ...placeOf(expectation),
            message: `Stated result never printed: the block ended without reaching this console.log (stated: ${expectation.stated})`,
          });
        }
      });
      resolve(problems);
    };
    const maybeDone = () => {
      if (!loaded || printed.size < expectations.length) return;
      clearTimeout(quietTimer);
      quietTimer = setTimeout(finish, QUIET_AFTER_LAST_RESULT_MS);
    };
    const limitTimer = setTimeout(finish, options.timeoutMs ?? 10_000);
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'console') consoleLines.push(message.text);
      else if (message.kind === 'loaded') loaded = true;
      else if (message.kind === 'error') {
        threw = true;
        problems.push({ ...(locateStack(message.stack, run) ?? at), message: `Example threw: ${message.message}` });
        finish();
        return;
      } else {
        const expectation = expectations[message.id]!;
        printed.set(message.id, (printed.get(message.id) ?? 0) + 1);
        if (!matchesStatedResult(message.printed, expectation.stated)) {
          problems.push({
            ...placeOf(expectation),
            message: `Stated result differs: the page says ${expectation.stated}, the code prints ${message.printed}`,
          });
        }
      }
      maybeDone();
    });
    worker.on('error', (error) => {
      threw = true;
      problems.push({ ...(locateStack(error.stack, run) ?? at), message: `Example threw: ${error.message}` });
      finish();
    });
    worker.on('exit', finish);
  });
}

function placeOf({ docPath, line, column }: Expectation): Omit<ExampleProblem, 'message'> {
  return { docPath, line, column };
}

/** Finds the first stack frame inside the block's files and returns its place in the markdown. */
function locateStack(stack: string | undefined, run: PreparedRun): Omit<ExampleProblem, 'message'> | undefined {
  for (const match of (stack ?? '').matchAll(/(?:file:\/\/)?(\/[^\s():]+):(\d+):(\d+)/g)) {
    const filePath = match[1]!;
    const file =
      run.origins.get(filePath) ?? [...run.origins.values()].find((candidate) => candidate.path === filePath);
    if (file) {
      return { docPath: file.origin.docPath, line: file.origin.line + Number(match[2]) - 1, column: Number(match[3]) };
    }
  }
  return undefined;
}

/** Re-exported for scripts that lay out the examples once and both check and run them. */
export type { ExampleLayout };

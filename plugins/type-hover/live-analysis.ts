import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { PageHoverData } from '../../src/type-hover/types';
import type { ExampleAnalysis, ExampleUsage } from './analyse';
import { parseAnalysis } from './analysis-json';
import type { PageResult } from './incremental-analysis';
import { logTiming } from '../../lib/build-timing/timing';
import { YOUNG_GENERATION_FLAG } from '../../lib/v8-flags.cjs';

/** A request to the analysis process: this page's result for this source. */
export interface ToLiveAnalysis {
  readonly id: number;
  readonly docPath: string;
  readonly source: string;
}

/** What the analysis process sends: the whole site's analysis once, then each page's answer. */
export type FromLiveAnalysis =
  | { readonly kind: 'site'; readonly analysis: string }
  | { readonly kind: 'page'; readonly id: number; readonly result: PageResult }
  | { readonly kind: 'page'; readonly id: number; readonly error: string };

/**
 * The development server's example analysis: a child process keeps every
 * example compiled (live-analysis-cli.ts) and analyses a page again when its
 * source changed. `site()` is the analysis of every page as the pages last
 * were, which the "Examples using this" sections read.
 */
export class LiveAnalysis {
  private child: ChildProcess | undefined;
  private initial: Promise<ExampleAnalysis> | undefined;
  private readonly pending = new Map<
    number,
    { resolve: (result: PageResult) => void; reject: (error: Error) => void }
  >();
  private readonly latest = new Map<string, PageResult>();
  private nextId = 0;

  constructor(private readonly siteDir: string) {}

  /** Every page's analysis, with the pages analysed since the start as they are now. */
  async site(): Promise<ExampleAnalysis> {
    this.start();
    const initial = await this.initial!;
    if (this.latest.size === 0) return initial;
    const hover = new Map<string, PageHoverData>(initial.hover);
    for (const [docPath, result] of this.latest) {
      if (result.hover) hover.set(docPath, result.hover);
      else hover.delete(docPath);
    }
    const usages: ExampleUsage[] = [
      ...initial.usages.filter((usage) => !this.latest.has(usage.docPath)),
      ...[...this.latest.values()].flatMap((result) => result.usages),
    ];
    return { ...initial, hover, usages };
  }

  /** The page's hover data, toolkit calls and problems for this source. */
  page(docPath: string, source: string): Promise<PageResult> {
    const child = this.start();
    const id = this.nextId++;
    return new Promise<PageResult>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const request: ToLiveAnalysis = { id, docPath, source };
      child.send(request);
    }).then((result) => {
      this.latest.set(docPath, result);
      return result;
    });
  }

  private start(): ChildProcess {
    if (this.child) return this.child;
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [YOUNG_GENERATION_FLAG, '--import', 'tsx', path.join(__dirname, 'live-analysis-cli.ts'), this.siteDir],
      { cwd: this.siteDir, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    );
    this.child = child;
    this.initial = new Promise((resolve, reject) => {
      child.on('message', (message: FromLiveAnalysis) => {
        if (message.kind === 'site') {
          const analysis = parseAnalysis(message.analysis);
          const { identifiers, blocks } = analysis.stats;
          console.log(
            `[type-hover] ${identifiers} identifiers with types in ${blocks} code blocks, kept compiled for edits`,
          );
          logTiming('type-hover analysis', performance.now() - started, 'child process of the development server');
          resolve(analysis);
          return;
        }
        const request = this.pending.get(message.id);
        this.pending.delete(message.id);
        if ('error' in message) request?.reject(new Error(message.error));
        else request?.resolve(message.result);
      });
      child.on('exit', (code) => {
        const error = new Error(`The example analysis stopped (exit ${code})`);
        reject(error);
        for (const request of this.pending.values()) request.reject(error);
        this.pending.clear();
        // The next request starts it again.
        if (this.child === child) this.child = undefined;
      });
    });
    this.initial.catch(() => {});
    return child;
  }
}

const LIVE = Symbol.for('redux-toolkit-docs.live-example-analysis');

/**
 * The one live analysis of a site in this process. Kept on `globalThis`:
 * Docusaurus may load the remark plugins and the plugin as separate module
 * instances.
 */
export function liveAnalysis(siteDir: string): LiveAnalysis {
  const global = globalThis as { [LIVE]?: Map<string, LiveAnalysis> };
  const analyses = (global[LIVE] ??= new Map());
  let analysis = analyses.get(siteDir);
  if (!analysis) {
    analysis = new LiveAnalysis(siteDir);
    analyses.set(siteDir, analysis);
  }
  return analysis;
}

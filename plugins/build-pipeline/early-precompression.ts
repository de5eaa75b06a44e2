import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Compiler } from 'webpack';
import { DEFAULT_CACHE_DIR, precompressionJobs } from '../../lib/precompress/precompress';
import { startPrecompression, type PrecompressionRun } from '../../lib/precompress/precompress-pool';
import { firstLoadFiles } from '../../lib/precompress/first-load';
import { logTiming } from '../../lib/build-timing/timing';

/** The server bundle's folder in the build output, deleted once the pages are rendered. */
const SERVER_BUNDLE_DIR = '__server/';

/**
 * Compresses the bundler's output (scripts, styles, static files: most of the
 * compression work) into the precompression cache while Docusaurus renders the
 * pages, which keeps one core busy and leaves the other free. The cache is
 * keyed by content, so scripts/finish-build.ts then takes these files from it
 * and compresses only the pages and the files plugins write after rendering.
 */
export class EarlyPrecompression {
  private started = 0;
  private running: Promise<PrecompressionRun> | undefined;

  constructor(
    private readonly outDir: string,
    /** Where Docusaurus writes its client manifest (`.docusaurus`), read once the bundle is written. */
    private readonly generatedFilesDir: string,
  ) {}

  /** A bundler plugin for the client compilation: starts once it has written its files. */
  bundlerPlugin(): { apply(compiler: Compiler): void } {
    return {
      apply: (compiler) => {
        compiler.hooks.done.tap(EarlyPrecompression.name, () => this.start());
      },
    };
  }

  private start(): void {
    this.started = performance.now();
    const firstLoad = firstLoadFiles(this.generatedFilesDir, this.outDir);
    this.running = precompressionJobs(this.outDir, {
      skip: (name) => name.startsWith(SERVER_BUNDLE_DIR),
      firstLoad,
    }).then((jobs) =>
      // One worker: rendering the pages keeps the other core busy.
      startPrecompression(jobs, { cacheDir: DEFAULT_CACHE_DIR, workers: 1, writeVariants: false }),
    );
    // A failure is reported by finish(), which awaits this.
    this.running.catch(() => {});
  }

  /** Call in postBuild: compresses what is left on every core, then logs the totals. */
  async finish(): Promise<void> {
    if (!this.running) return;
    const run = await this.running;
    // The pages are rendered: the other core may compress too, beside the plugins' postBuild.
    run.addWorkers(os.availableParallelism() - 1);
    const totals = await run.finished();
    logTiming(
      'early precompression',
      performance.now() - this.started,
      `${totals.compressed} files of the bundler's output into the cache, ${totals.fromCache} already there`,
    );
  }
}

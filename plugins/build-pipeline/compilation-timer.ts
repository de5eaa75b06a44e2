import { performance } from 'node:perf_hooks';
import type { Compiler } from 'webpack';
import { logTiming } from '../../lib/build-timing/timing';

/**
 * A bundler plugin that logs how long one compilation (client or server) takes,
 * from its start to its end. The two run concurrently, and the docs pages in
 * them wait for the example analysis, so this is wall time, not the bundler's own work.
 */
export class CompilationTimer {
  constructor(private readonly label: string) {}

  apply(compiler: Compiler): void {
    let started = 0;
    compiler.hooks.compile.tap(CompilationTimer.name, () => {
      started = performance.now();
    });
    compiler.hooks.done.tap(CompilationTimer.name, () => {
      logTiming(this.label, performance.now() - started);
    });
  }
}

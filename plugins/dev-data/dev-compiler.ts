const COMPILER = Symbol.for('redux-toolkit-docs.dev-compiler');

/** The part of the bundler's compiler (Rspack, through `@docusaurus/faster`) used here. */
interface WatchedCompiler {
  readonly watching?: {
    invalidateWithChangesAndRemovals?: (changedFiles?: Set<string>, removedFiles?: Set<string>) => void;
  };
}

/**
 * A bundler plugin for `docusaurus start` that keeps the client compiler
 * where the remark plugins can reach it. On `globalThis`: Docusaurus may
 * load the remark plugins and this plugin as separate module instances.
 */
export class RememberDevCompiler {
  apply(compiler: WatchedCompiler): void {
    (globalThis as { [COMPILER]?: WatchedCompiler })[COMPILER] = compiler;
  }
}

/**
 * Asks the development server to compile these files again as if they had
 * been saved: their sources did not change, but what they are compiled from
 * did (another page's examples). False where there is no such server.
 */
export function recompileFiles(files: readonly string[]): boolean {
  const compiler = (globalThis as { [COMPILER]?: WatchedCompiler })[COMPILER];
  const invalidate = compiler?.watching?.invalidateWithChangesAndRemovals;
  if (!invalidate || files.length === 0) return false;
  invalidate.call(compiler.watching, new Set(files), new Set());
  return true;
}

/// <reference lib="webworker" />
import { BuildProblem, linkOrder, transpileExample } from './transpile';
import type { TranspileRequest, TranspileResponse } from './runner/transpile-client';

/** Transpiles examples off the main thread: TypeScript/TSX → linked ES modules, or the first problem. */
self.addEventListener('message', (event: MessageEvent<TranspileRequest>) => {
  const { id, files, packages, entry } = event.data;
  const reply = (response: TranspileResponse) => self.postMessage(response);
  try {
    reply({ id, modules: linkOrder(transpileExample(files, new Set(packages)), entry) });
  } catch (error) {
    const problem =
      error instanceof BuildProblem
        ? { message: error.message, file: error.file, line: error.line }
        : { message: String((error as Error)?.message ?? error), file: entry };
    reply({ id, problem });
  }
});

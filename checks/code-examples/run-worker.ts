/** A message from a running example's worker to the runner. */
export type WorkerMessage =
  | { readonly kind: 'stated'; readonly id: number; readonly printed: string }
  | { readonly kind: 'console'; readonly text: string }
  | { readonly kind: 'loaded' }
  | { readonly kind: 'error'; readonly message: string; readonly stack: string | undefined };

/**
 * The worker that runs one example, as CommonJS source for `new Worker(…, { eval: true })`:
 * plain JavaScript, so it runs the same under tsx, Vitest or plain Node. It reports stated
 * results (see instrumentStatedResults), captures the console, imports the entries in order
 * and reports any error, including an unhandled rejection.
 */
export const RUN_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { inspect } = require('node:util');
const { pathToFileURL } = require('node:url');
const show = (value) => inspect(value, { depth: 8, breakLength: Infinity });
const report = (error) =>
  parentPort.postMessage({ kind: 'error', message: String(error && error.message || error), stack: error && error.stack });
globalThis.__statedResult = (id, ...args) =>
  parentPort.postMessage({ kind: 'stated', id, printed: args.map(show).join(' ') });
for (const method of ['log', 'info', 'warn', 'error', 'debug']) {
  console[method] = (...args) =>
    parentPort.postMessage({ kind: 'console', text: args.map((a) => (typeof a === 'string' ? a : show(a))).join(' ') });
}
process.on('unhandledRejection', report);
(async () => {
  for (const entry of workerData.entries) await import(pathToFileURL(entry).href);
  parentPort.postMessage({ kind: 'loaded' });
})().catch(report);
`;

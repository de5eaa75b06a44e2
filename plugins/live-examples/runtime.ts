import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build, type Plugin } from 'esbuild';
import { VENDOR_PLACEHOLDER } from '../../src/live-examples/protocol';

const SANDBOX_SOURCES = path.resolve(__dirname, '../../src/live-examples/sandbox');

/**
 * The import specifiers a live example may use, each with the module the sandbox
 * gives it: the packages at the versions the site pins, except that
 * `@reduxjs/toolkit` reports actions to the actions pane and `msw/browser`
 * answers requests in the page.
 */
export const LIVE_PACKAGES: Readonly<Record<string, string>> = {
  react: 'react',
  'react/jsx-runtime': 'react/jsx-runtime',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom/client',
  'react-redux': 'react-redux',
  '@reduxjs/toolkit': '@reduxjs/toolkit',
  '@reduxjs/toolkit/query': '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react': '@reduxjs/toolkit/query/react',
  msw: path.join(SANDBOX_SOURCES, 'msw.ts'),
  'msw/browser': path.join(SANDBOX_SOURCES, 'msw-browser.ts'),
};

/** The runtime the sandbox runs examples with: one vendor ES module, a facade per specifier, and the sandbox page. */
export interface LiveRuntime {
  readonly vendor: string;
  readonly facades: Record<string, string>;
  readonly sandboxHtml: string;
}

const namespaceOf = (index: number) => `m${index}`;
const TOOLKIT_WRAPPER = path.join(SANDBOX_SOURCES, 'toolkit.ts');

/**
 * Inside the bundle, `@reduxjs/toolkit` is the reporting wrapper too (only the wrapper
 * itself imports the real one), so stores the toolkit creates for an example, such as
 * ApiProvider's, report their actions as well.
 */
const reportingToolkit: Plugin = {
  name: 'reporting-toolkit',
  setup(builder) {
    builder.onResolve({ filter: /^@reduxjs\/toolkit$/ }, (args) =>
      args.importer === TOOLKIT_WRAPPER ? undefined : { path: TOOLKIT_WRAPPER },
    );
  },
};

/** Bundles the packages into one minified ES module and writes a re-exporting facade for each specifier. */
export async function buildLiveRuntime(siteDir: string): Promise<LiveRuntime> {
  const specifiers = Object.keys(LIVE_PACKAGES);
  const entry = specifiers
    .map((specifier, index) => `export * as ${namespaceOf(index)} from ${JSON.stringify(LIVE_PACKAGES[specifier])};`)
    .join('\n');
  const [vendorResult, bootstrapResult] = await Promise.all([
    build({
      stdin: { contents: entry, resolveDir: siteDir, loader: 'ts' },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      legalComments: 'none',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [reportingToolkit],
      write: false,
    }),
    build({
      entryPoints: [path.join(SANDBOX_SOURCES, 'bootstrap.ts')],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      write: false,
    }),
  ]);
  const vendor = vendorResult.outputFiles[0]!.text;
  const names = await exportNames(vendor, specifiers.length);
  const facades = Object.fromEntries(
    specifiers.map((specifier, index) => [specifier, facadeSource(namespaceOf(index), names[index]!)]),
  );
  return { vendor, facades, sandboxHtml: sandboxDocument(bootstrapResult.outputFiles[0]!.text) };
}

/**
 * Loads the bundle in Node once to list what each namespace exports. In a worker: an
 * `import()` here goes through Docusaurus's module loader (jiti), which would first
 * transpile the 250 KB of minified code (seconds of CPU, tens of seconds of a busy build).
 */
async function exportNames(vendor: string, count: number): Promise<string[][]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'live-vendor-'));
  const file = path.join(dir, 'vendor.mjs');
  try {
    await fs.writeFile(file, vendor);
    const namespaces = Array.from({ length: count }, (_, index) => namespaceOf(index));
    return await listExportsInWorker(pathToFileURL(file).href, namespaces);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const LIST_EXPORTS = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.url).then((bundle) =>
  parentPort.postMessage(workerData.namespaces.map((namespace) => Object.keys(bundle[namespace]))),
);
`;

function listExportsInWorker(url: string, namespaces: readonly string[]): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LIST_EXPORTS, { eval: true, workerData: { url, namespaces } });
    worker.once('message', (names: string[][]) => {
      resolve(names);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`The export listing worker exited (code ${code}) without an answer`)),
    );
  });
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function facadeSource(namespace: string, names: readonly string[]): string {
  const named = names.filter((name) => name !== 'default' && IDENTIFIER.test(name));
  const lines = [`import { ${namespace} as m } from "${VENDOR_PLACEHOLDER}";`];
  if (named.length > 0) lines.push(`export const { ${named.join(', ')} } = m;`);
  if (names.includes('default')) lines.push('export default m.default;');
  return lines.join('\n');
}

/** Base styles for example apps, following the reader's colour mode. */
const SANDBOX_STYLES = `
:root { color-scheme: light; font: 16px/1.5 system-ui, sans-serif; }
:root[data-theme='dark'] { color-scheme: dark; }
body { margin: 0; padding: 1rem; background: Canvas; color: CanvasText; }
h1 { font-size: 1.25rem; margin: 0 0 .75rem; }
h2 { font-size: 1.05rem; }
button, input, select { font: inherit; }
button { padding: .25rem .75rem; cursor: pointer; }
ul { padding-left: 1.25rem; }
[aria-busy='true'] { opacity: .6; }
.error { color: #b3261e; }
:root[data-theme='dark'] .error { color: #ffb4ab; }
`.trim();

function sandboxDocument(bootstrap: string): string {
  // `</script` cannot appear inside the inline script; esbuild escapes it in strings, this makes sure.
  const script = bootstrap.replace(/<\/script/gi, '<\\/script');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Live example</title><style>${SANDBOX_STYLES}</style></head><body><div id="root"></div><script>${script}</script></body></html>`;
}

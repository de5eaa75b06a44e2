/**
 * Type-checks every TypeScript example in docs/ against the pinned toolkit, parses
 * every JavaScript example, and runs the `run` blocks in Node, comparing their stated
 * results; compiles the live example apps (examples/<name>/src) in the same program.
 * Usage: `npm run check:examples [-- docs/api/createSlice.md … examples/counter …]`
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkExamples } from '../checks/code-examples/check';
import { listAmbientFiles, listDocFiles, listExampleAppFiles } from '../lib/code-blocks/docs-files';
import { layoutExamples } from '../lib/code-blocks/program';
import { runExamples } from '../checks/code-examples/run-examples';

const root = path.resolve(__dirname, '..');
const docsDir = path.join(root, 'docs');
const examplesDir = path.join(root, 'examples');
const args = process.argv.slice(2).map((arg) => path.resolve(arg));
const isApp = (arg: string) => arg.startsWith(examplesDir + path.sep);
const requested = args.filter((arg) => !isApp(arg)).map((arg) => path.relative(docsDir, arg).split(path.sep).join('/'));
const requestedApps = args.filter(isApp);
const docPaths = args.length === 0 ? listDocFiles(docsDir) : requested;
const appFiles = listExampleAppFiles(examplesDir).filter(
  (file) => args.length === 0 || requestedApps.some((app) => file.startsWith(app + path.sep)),
);

async function main(): Promise<void> {
  const started = performance.now();
  const docs = docPaths.map((docPath) => ({ docPath, source: fs.readFileSync(path.join(docsDir, docPath), 'utf8') }));
  const exampleOptions = {
    virtualRoot: path.join(root, '.examples'),
    ambientFiles: listAmbientFiles(),
    appFiles,
  };
  const report = checkExamples(docs, exampleOptions);
  const checkedAt = performance.now();
  const runs = await runExamples(layoutExamples(docs, exampleOptions));
  const seconds = (checkedAt - started) / 1000;
  const runSeconds = (performance.now() - checkedAt) / 1000;

  for (const problem of [...report.problems, ...runs.problems]) {
    console.error(
      `${problem.docPath.startsWith('examples/') ? '' : 'docs/'}${problem.docPath}:${problem.line}:${problem.column} ${problem.message}`,
    );
  }
  for (const optOut of report.optOuts) {
    console.log(`opt-out docs/${optOut.docPath}:${optOut.line}: ${optOut.reason}`);
  }
  console.log(
    `examples: ${report.pages} pages, ${report.typescriptBlocks} TypeScript blocks type-checked, ` +
      `${report.javascriptBlocks} JavaScript blocks parsed, ${report.appFiles} live example files, ` +
      `${report.optOuts.length} opt-outs, ` +
      `${report.problems.length} problems, ${seconds.toFixed(1)} s`,
  );
  console.log(
    `runnable examples: ${runs.blocks} blocks run on ${runs.pages.size} pages, ` +
      `${runs.statedResults} stated results compared, ${runs.problems.length} problems, ${runSeconds.toFixed(1)} s`,
  );
  process.exitCode = report.problems.length + runs.problems.length > 0 ? 1 : 0;
}

void main();

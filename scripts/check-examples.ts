/**
 * Type-checks every TypeScript example in docs/ against the pinned toolkit, parses
 * every JavaScript example, and runs the `run` blocks in Node, comparing their stated
 * results. Usage: `npm run check:examples [-- docs/api/createSlice.md …]`
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkExamples } from '../plugins/code-examples/check';
import { listAmbientFiles, listDocFiles } from '../plugins/code-examples/docs-files';
import { layoutExamples } from '../plugins/code-examples/program';
import { runExamples } from '../plugins/code-examples/run-examples';

const root = path.resolve(__dirname, '..');
const docsDir = path.join(root, 'docs');
const requested = process.argv
  .slice(2)
  .map((arg) => path.relative(docsDir, path.resolve(arg)).split(path.sep).join('/'));
const docPaths = requested.length > 0 ? requested : listDocFiles(docsDir);

async function main(): Promise<void> {
  const started = performance.now();
  const docs = docPaths.map((docPath) => ({ docPath, source: fs.readFileSync(path.join(docsDir, docPath), 'utf8') }));
  const exampleOptions = { virtualRoot: path.join(root, '.examples'), ambientFiles: listAmbientFiles() };
  const report = checkExamples(docs, exampleOptions);
  const checkedAt = performance.now();
  const runs = await runExamples(layoutExamples(docs, exampleOptions));
  const seconds = (checkedAt - started) / 1000;
  const runSeconds = (performance.now() - checkedAt) / 1000;

  for (const problem of [...report.problems, ...runs.problems]) {
    console.error(`docs/${problem.docPath}:${problem.line}:${problem.column} ${problem.message}`);
  }
  for (const optOut of report.optOuts) {
    console.log(`opt-out docs/${optOut.docPath}:${optOut.line}: ${optOut.reason}`);
  }
  console.log(
    `examples: ${report.pages} pages, ${report.typescriptBlocks} TypeScript blocks type-checked, ` +
      `${report.javascriptBlocks} JavaScript blocks parsed, ${report.optOuts.length} opt-outs, ` +
      `${report.problems.length} problems, ${seconds.toFixed(1)} s`,
  );
  console.log(
    `runnable examples: ${runs.blocks} blocks run on ${runs.pages.size} pages, ` +
      `${runs.statedResults} stated results compared, ${runs.problems.length} problems, ${runSeconds.toFixed(1)} s`,
  );
  process.exitCode = report.problems.length + runs.problems.length > 0 ? 1 : 0;
}

void main();

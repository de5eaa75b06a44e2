/**
 * Validates every built page with the W3C Nu HTML Checker (vnu.jar), in one
 * Java run. Usage: `tsx scripts/check-html.ts [build-dir]`; needs `java` on
 * the PATH (`scripts/ensure-java.mjs` sees to that).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  KNOWN_DOCUSAURUS_ERRORS,
  formatProblem,
  parseVnuReport,
  partitionProblems,
  uncheckedFiles,
  vnuArguments,
} from '../checks/html-checks/vnu-report';

/** The vnu-jar package's main export is the path of vnu.jar (a String object). */
const VNU_JAR = String(require('vnu-jar') as unknown);

/** Runs java to the end; rejects when it cannot start or exits non-zero. */
function runJava(args: readonly string[]): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const output = { stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8') };
      if (code === 0) resolve(output);
      else reject(new Error(`java exited with ${code}:\n${output.stderr.trim()}`));
    });
  });
}

async function main() {
  const started = performance.now();
  const dir = path.resolve(process.argv[2] ?? 'build');
  const files = (await fs.readdir(dir, { recursive: true }))
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => path.join(dir, file));
  if (files.length === 0) throw new Error(`No .html files in ${dir}: build the site first (npm run build).`);

  const { stdout, stderr } = await runJava(vnuArguments(VNU_JAR, files));
  const { errors, ignored } = partitionProblems(parseVnuReport(stderr, dir));
  errors.push(...uncheckedFiles(files, stdout, dir));
  const relative = path.relative(process.cwd(), dir);
  const label = (relative.startsWith('..') ? dir : relative || '.').split(path.sep).join('/');
  for (const problem of errors) console.error(formatProblem(problem, label));

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const pagesWithErrors = new Set(errors.map((problem) => problem.file)).size;
  console.log(
    `check-html: ${files.length} pages checked, ${errors.length} errors on ${pagesWithErrors} pages, ${seconds} s`,
  );
  if (ignored.length > 0) {
    const known = KNOWN_DOCUSAURUS_ERRORS.filter((entry) =>
      ignored.some((problem) => problem.message === entry.message),
    );
    console.log(`check-html: ${ignored.length} known Docusaurus errors ignored:`);
    for (const entry of known) {
      const count = ignored.filter((problem) => problem.message === entry.message).length;
      console.log(`  ${count} × ${entry.message} (${entry.reason})`);
    }
  }
  process.exitCode = errors.length > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

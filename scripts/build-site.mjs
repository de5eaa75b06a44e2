/**
 * Runs the production build (then finishes it for serving, as `npm run build`
 * does) and fails if Docusaurus reports broken anchors,
 * unresolved markdown links or duplicate routes. The site config only warns on
 * those (SPEC §8), so a visitor-facing build still succeeds; the test suite
 * holds the docs to the stricter bar.
 */
import { spawn, spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { docusaurusCommand } from '../lib/docusaurus-env.mjs';

const REPORTED_PROBLEMS = [
  /Docusaurus found broken anchors/,
  /markdown link couldn't be resolved/i,
  /Duplicate routes found/,
];

const env = { ...process.env, NO_UPDATE_NOTIFIER: '1' };

const started = performance.now();
// As `npm run build` runs it (scripts/docusaurus.mjs).
const command = docusaurusCommand(['build', ...process.argv.slice(2)], env);
const child = spawn(process.execPath, command.args, { stdio: ['ignore', 'pipe', 'pipe'], env: command.env });
let output = '';
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk) => {
    output += chunk;
    (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
  });
}
child.on('close', (code) => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`build failed (exit ${code}) after ${seconds} s`);
    process.exit(code ?? 1);
  }
  const found = REPORTED_PROBLEMS.filter((pattern) => pattern.test(output));
  if (found.length > 0) {
    console.error(`build reported problems the docs must not have: ${found.map(String).join(', ')}`);
    process.exit(1);
  }
  console.log(`build: ${seconds} s, no broken anchors, markdown links or duplicate routes`);
  const finish = spawnSync('npx', ['tsx', 'scripts/finish-build.ts', 'build'], { stdio: 'inherit', env });
  process.exit(finish.status ?? 1);
});

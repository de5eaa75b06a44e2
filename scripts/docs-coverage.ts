/**
 * API coverage: every runtime export of the toolkit's entry points, and every
 * option and returned field of the main APIs, checked against the names the
 * docs pages document. `--check` fails when a figure is below thresholds.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { documentedNames } from '../checks/api-coverage/documented-names';
import { buildCoverageReport, combine, percent, type CoverageLine } from '../checks/api-coverage/report';
import { listDocFiles } from '../lib/code-blocks/docs-files';
import thresholds from '../checks/api-coverage/thresholds.json';
import { claimTestPath, countClaimTests, countExamples } from '../checks/code-examples/verification';

const { values: flags } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const root = path.resolve(__dirname, '..');
const docsDir = path.join(root, 'docs');
const toolkitDir = path.dirname(
  createRequire(path.join(root, 'package.json')).resolve('@reduxjs/toolkit/package.json'),
);

const claimsDir = path.join(root, 'tests', 'claims');
const sources = new Map(listDocFiles(docsDir).map((file) => [file, fs.readFileSync(path.join(docsDir, file), 'utf8')]));
const pages = new Map([...sources].map(([file, source]) => [file, documentedNames(source, file.endsWith('.mdx'))]));
const report = buildCoverageReport(toolkitDir, pages);
const options = combine('option lists', report.surfaces);

const show = (item: CoverageLine) =>
  console.log(
    `${percent(item).toFixed(1).padStart(6)}%  ${item.documented}/${item.total}  ${item.name}  (${item.owner})`,
  );
console.log('Runtime exports by entry point');
report.entryPoints.forEach(show);
console.log('\nOptions and returned fields of the main APIs');
report.surfaces.forEach(show);
show(options);

console.log('\nVerified by running code, per page: examples type-checked, examples run, claims tested');
const totals = { typeChecked: 0, run: 0, claims: 0 };
for (const [file, source] of sources) {
  const examples = countExamples(source, file.endsWith('.mdx'));
  const claimFile = path.join(claimsDir, claimTestPath(file));
  const claims = fs.existsSync(claimFile) ? countClaimTests(fs.readFileSync(claimFile, 'utf8')) : 0;
  totals.typeChecked += examples.typeChecked;
  totals.run += examples.run;
  totals.claims += claims;
  console.log(
    `${String(examples.typeChecked).padStart(4)} checked ${String(examples.run).padStart(3)} run ` +
      `${String(claims).padStart(3)} claims  ${file}`,
  );
}
console.log(
  `${String(totals.typeChecked).padStart(4)} checked ${String(totals.run).padStart(3)} run ` +
    `${String(totals.claims).padStart(3)} claims  all ${sources.size} pages`,
);

const misses = [...report.entryPoints, ...report.surfaces].filter((item) => item.missing.length > 0);
if (misses.length > 0) {
  console.log('\nNot documented:');
  for (const item of misses) console.log(`  ${item.name} (${item.owner}): ${item.missing.join(', ')}`);
}

if (flags.check) {
  const figures = new Map<string, number>([
    ...report.entryPoints.map((item) => [item.name, percent(item)] as const),
    ['option lists', percent(options)],
  ]);
  const failures = Object.entries(thresholds as Record<string, number>).filter(
    ([name, minimum]) => (figures.get(name) ?? 0) < minimum,
  );
  for (const [name, minimum] of failures)
    console.error(`coverage of ${name} is ${figures.get(name)}%, below the threshold of ${minimum}%`);
  for (const [name, minimum] of Object.entries(thresholds as Record<string, number>)) {
    const figure = figures.get(name) ?? 0;
    if (figure > minimum)
      console.log(`coverage of ${name} is ${figure}%: raise its threshold in checks/api-coverage/thresholds.json`);
  }
  process.exitCode = failures.length > 0 ? 1 : 0;
}

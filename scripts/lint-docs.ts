/** Lints every docs page: front matter, heading levels, empty sections, duplicate ids, placeholders. */
import fs from 'node:fs';
import path from 'node:path';
import { lintPage } from '../checks/docs-lint/rules';
import { listDocFiles } from '../lib/code-blocks/docs-files';

const docsDir = path.resolve(__dirname, '..', 'docs');
let count = 0;
const files = listDocFiles(docsDir);
for (const file of files) {
  const problems = lintPage(fs.readFileSync(path.join(docsDir, file), 'utf8'), file.endsWith('.mdx'));
  for (const problem of problems) console.error(`docs/${file}:${problem.line} ${problem.rule}: ${problem.message}`);
  count += problems.length;
}
console.log(`docs lint: ${files.length} pages, ${count} problems`);
process.exitCode = count > 0 ? 1 : 0;

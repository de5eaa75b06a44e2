/**
 * Writes the search records of the production build in the shape hosted
 * DocSearch indexes use, ready to upload. Usage:
 * `npm run search:records [-- --out search-records.json]` (needs `build/`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { extractBuiltPages, listHtmlFiles } from '../plugins/search-index/read-build';
import { toDocSearchRecords } from '../plugins/search-index/records';
import { SITE_URL } from '../config/site-env';

async function main() {
  const root = path.resolve(__dirname, '..');
  const buildDir = path.join(root, 'build');
  if (!fs.existsSync(path.join(buildDir, 'index.html')))
    throw new Error('No production build: run `npm run build` first.');
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'search-records.json' } } });
  const out = path.resolve(values.out);
  const routes = (await listHtmlFiles(buildDir))
    .filter((file) => file.endsWith(`${path.sep}index.html`))
    .map(
      (file) => `/${path.relative(buildDir, path.dirname(file)).split(path.sep).join('/')}`.replace(/\/$/, '') || '/',
    );
  const records = toDocSearchRecords(await extractBuiltPages(buildDir, routes), SITE_URL);
  fs.writeFileSync(out, `${JSON.stringify(records, null, 2)}\n`);
  console.log(
    `search records: ${records.length} records from ${new Set(records.map((r) => r.url_without_anchor)).size} pages → ${out}`,
  );
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});

/**
 * Writes data/since-versions.json: the first @reduxjs/toolkit release of every
 * export and every main-API option of the pinned toolkit, read from the
 * declarations of each published 1.x and 2.x release. Run it after upgrading
 * the pinned toolkit: `npm run data:since`. Downloads and per-version readings
 * are cached in node_modules/.cache/since-versions; `--fresh` re-reads every
 * version from the cached files.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { ENTRY_POINTS, SURFACES } from '../lib/toolkit-api/surfaces';
import { PACKAGE_NAME } from '../lib/since-versions/cache';
import { createRegistry } from '../lib/since-versions/registry';
import { scanVersions } from '../lib/since-versions/run';
import { buildSinceData, countFromVersion, serializeSinceData } from '../lib/since-versions/since-data';

const { values: flags } = parseArgs({ options: { fresh: { type: 'boolean', default: false } } });
const root = path.resolve(__dirname, '..');
const outFile = path.join(root, 'data', 'since-versions.json');
const cacheDir = path.join(root, 'node_modules', '.cache', 'since-versions');

/** The registry npm itself uses (npm sets npm_config_registry for npm scripts). */
function registryUrl(): string {
  if (process.env.npm_config_registry) return process.env.npm_config_registry;
  try {
    return execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim();
  } catch {
    return 'https://registry.npmjs.org/';
  }
}

async function main() {
  const started = Date.now();
  const pinned = (createRequire(path.join(root, 'package.json'))(`${PACKAGE_NAME}/package.json`) as { version: string })
    .version;
  const registry = createRegistry(registryUrl());
  const readings = await scanVersions({
    registry,
    cacheDir,
    pinned,
    majors: [1, 2],
    entryPoints: ENTRY_POINTS.map((entry) => entry.name),
    surfaces: SURFACES,
    reuseReadings: !flags.fresh,
    onVersion: (version, index, total) => process.stdout.write(`\rreading ${version} (${index + 1}/${total})   `),
  });
  process.stdout.write('\n');
  const { data, unresolved } = buildSinceData(PACKAGE_NAME, pinned, readings);
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, serializeSinceData(data));

  const first = data.versionsScanned[0]!;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `${data.versionsScanned.length} versions (${first} … ${pinned}) in ${seconds} s, ` +
      `${(registry.bytesDownloaded() / 1e6).toFixed(1)} MB of tarballs downloaded → ${path.relative(root, outFile)}`,
  );
  for (const [title, lists] of [
    ['Exports', data.exports],
    ['Options', data.options],
  ] as const) {
    console.log(`${title}: ${countFromVersion(lists, first)} names date from ${first}`);
    for (const [list, names] of Object.entries(lists)) console.log(`  ${Object.keys(names).length}\t${list}`);
  }
  const unreadable = readings.flatMap((reading) =>
    [...reading.exports, ...reading.options]
      .filter(([, observation]) => observation.kind === 'unknown')
      .map(([list]) => `${reading.version} ${list}`),
  );
  console.log(`Unreadable (version, list): ${unreadable.length === 0 ? 'none' : unreadable.join('; ')}`);
  if (unresolved.length === 0) console.log('Unresolved: none');
  else {
    console.log(`Unresolved (${unresolved.length}, left out of the data):`);
    for (const item of unresolved) console.log(`  ${item.list}: ${item.name} — ${item.reason}`);
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).stack ?? error);
  process.exitCode = 1;
});

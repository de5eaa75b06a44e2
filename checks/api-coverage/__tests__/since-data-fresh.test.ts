import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createDeclarationProgram, listAllExports } from '../../../lib/toolkit-api/read-exports';
import { buildCoverageReport } from '../report';
import { ENTRY_POINTS } from '../../../lib/toolkit-api/surfaces';
import { serializeSinceData, type SinceData } from '../../../lib/since-versions/since-data';

const root = path.resolve(__dirname, '../../..');
const dataFile = path.join(root, 'data', 'since-versions.json');
const toolkitDir = path.dirname(createRequire(import.meta.url).resolve('@reduxjs/toolkit/package.json'));
const installed = (JSON.parse(fs.readFileSync(path.join(toolkitDir, 'package.json'), 'utf8')) as { version: string })
  .version;
const data = JSON.parse(fs.readFileSync(dataFile, 'utf8')) as SinceData;
const regenerate = 'data/since-versions.json is stale: run `npm run data:since` and commit the file';

/** Names on one side only, as readable lines. */
function difference(current: readonly string[], recorded: readonly string[]): string[] {
  return [
    ...current.filter((name) => !recorded.includes(name)).map((name) => `missing from the data: ${name}`),
    ...recorded.filter((name) => !current.includes(name)).map((name) => `no longer in the toolkit: ${name}`),
  ];
}

describe('data/since-versions.json matches the installed toolkit', () => {
  it('was generated for the installed version', () => {
    expect(data.pinned, regenerate).toBe(installed);
    expect(data.versionsScanned.at(-1), regenerate).toBe(installed);
  });

  it('dates every export (values and types) of every entry point', () => {
    const entryFiles = ENTRY_POINTS.map((entry) => path.join(toolkitDir, entry.declarations));
    const program = createDeclarationProgram(entryFiles, [], '');
    ENTRY_POINTS.forEach((entry, index) => {
      const current = listAllExports(program, entryFiles[index]!);
      expect(current.length, entry.name).toBeGreaterThan(0);
      expect(difference(current, Object.keys(data.exports[entry.name] ?? {})), `${entry.name}: ${regenerate}`).toEqual(
        [],
      );
    });
  }, 120_000);

  it('dates every option and field the coverage report lists', () => {
    // With no documented pages, each surface's "missing" list is its full list of names.
    const report = buildCoverageReport(toolkitDir, new Map());
    for (const surface of report.surfaces) {
      expect(surface.missing.length, surface.name).toBeGreaterThan(0);
      expect(
        difference(surface.missing, Object.keys(data.options[surface.name] ?? {})),
        `${surface.name}: ${regenerate}`,
      ).toEqual([]);
    }
  }, 120_000);

  it('uses only scanned versions, sorted keys and the serializer’s exact output', () => {
    const scanned = new Set(data.versionsScanned);
    for (const lists of [data.exports, data.options])
      for (const names of Object.values(lists))
        for (const version of Object.values(names)) expect(scanned).toContain(version);
    expect(fs.readFileSync(dataFile, 'utf8')).toBe(serializeSinceData(data));
  });
});

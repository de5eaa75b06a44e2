import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesOutside, localImportClosure } from '../../../lib/files/local-imports';
import { analysisInputs } from '../site-analysis';

const ROOT = path.resolve(__dirname, '../../..');
/**
 * Modules the analysis runs with that cannot change its result: timing logs,
 * the cache itself, V8's flags and telling the development server apart.
 */
const NOT_SHAPING_THE_ANALYSIS = [
  'lib/build-timing/timing.ts',
  'lib/files/content-keyed-cache.ts',
  'lib/files/write-atomically.ts',
  'lib/v8-flags.cjs',
  'plugins/dev-data/dev-files.ts',
];

describe('the example analysis cache', () => {
  it('hashes every module of ours the analysis and its child processes run, so an edit to any of them analyses again', () => {
    const closure = [
      ...new Set(
        ['site-analysis.ts', 'analyse-cli.ts'].flatMap((entry) =>
          localImportClosure(path.join(__dirname, '..', entry)),
        ),
      ),
    ];
    expect(closure.length).toBeGreaterThan(20);
    const outside = filesOutside(closure, analysisInputs(ROOT)).map((file) => path.relative(ROOT, file));
    expect(outside.filter((file) => !NOT_SHAPING_THE_ANALYSIS.includes(file))).toEqual([]);
  });
});

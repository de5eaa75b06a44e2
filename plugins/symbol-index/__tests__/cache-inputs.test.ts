import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesOutside, localImportClosure } from '../../../lib/files/local-imports';
import { symbolIndexInputs } from '../load';

const ROOT = path.resolve(__dirname, '../../..');
/** Modules the index is built with that cannot change what it holds: timing logs and the cache itself. */
const NOT_SHAPING_THE_INDEX = [
  'lib/build-timing/timing.ts',
  'lib/files/content-keyed-cache.ts',
  'lib/files/write-atomically.ts',
];

describe('the symbol index cache', () => {
  it('hashes every module of ours the index is built with, so an edit to any of them builds it again', () => {
    const closure = localImportClosure(path.join(__dirname, '../load.ts'));
    expect(closure.length).toBeGreaterThan(15);
    const outside = filesOutside(closure, symbolIndexInputs()).map((file) => path.relative(ROOT, file));
    expect(outside.filter((file) => !NOT_SHAPING_THE_INDEX.includes(file))).toEqual([]);
  });
});

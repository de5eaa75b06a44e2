import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesOutside, localImportClosure } from '../../../lib/files/local-imports';
import { symbolIndexInputs } from '../load';

describe('the symbol index cache', () => {
  it('hashes every module of ours the index is built with, so an edit to any of them builds it again', () => {
    const closure = localImportClosure(path.join(__dirname, '../load.ts'));
    expect(closure.length).toBeGreaterThan(15);
    expect(filesOutside(closure, symbolIndexInputs(), path.resolve(__dirname, '../../..'))).toEqual([]);
  });
});

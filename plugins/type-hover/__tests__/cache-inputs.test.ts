import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesOutside, localImportClosure } from '../../../lib/files/local-imports';
import { analysisInputs } from '../site-analysis';

describe('the example analysis cache', () => {
  it('hashes every module of ours the analysis and its child processes run, so an edit to any of them analyses again', () => {
    const root = path.resolve(__dirname, '../../..');
    const closure = localImportClosure(
      path.join(__dirname, '../site-analysis.ts'),
      path.join(__dirname, '../analyse-cli.ts'),
    );
    expect(closure.length).toBeGreaterThan(20);
    expect(filesOutside(closure, analysisInputs(root), root)).toEqual([]);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analysisKey, readCachedAnalysis, writeCachedAnalysis } from '../analysis-cache';

let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'analysis-cache-'));
  fs.mkdirSync(path.join(root, 'docs/api'), { recursive: true });
  fs.writeFileSync(path.join(root, 'docs/api/createSlice.md'), '# createSlice\n');
  fs.mkdirSync(path.join(root, 'analyser'));
  fs.writeFileSync(path.join(root, 'analyser/analyse.ts'), 'export const version = 1;\n');
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}');
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const inputs = () => ({
  folders: [path.join(root, 'docs'), path.join(root, 'analyser')],
  files: [path.join(root, 'package-lock.json')],
});

describe('the example analysis cache key', () => {
  it('is the same for the same files', () => {
    expect(analysisKey(inputs(), root)).toBe(analysisKey(inputs(), root));
  });

  it('changes when a page, the analyser or the lockfile changes', () => {
    const before = analysisKey(inputs(), root);
    fs.appendFileSync(path.join(root, 'docs/api/createSlice.md'), 'More prose.\n');
    const afterPage = analysisKey(inputs(), root);
    fs.writeFileSync(path.join(root, 'analyser/analyse.ts'), 'export const version = 2;\n');
    const afterCode = analysisKey(inputs(), root);
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    const afterLock = analysisKey(inputs(), root);
    expect(new Set([before, afterPage, afterCode, afterLock]).size).toBe(4);
  });

  it('changes when a page is renamed or added', () => {
    const before = analysisKey(inputs(), root);
    fs.renameSync(path.join(root, 'docs/api/createSlice.md'), path.join(root, 'docs/api/createReducer.md'));
    const renamed = analysisKey(inputs(), root);
    fs.writeFileSync(path.join(root, 'docs/api/createSlice.md'), '# createSlice\n');
    expect(new Set([before, renamed, analysisKey(inputs(), root)]).size).toBe(3);
  });
});

describe('the example analysis cache', () => {
  it('gives back what was written under a key, and nothing for another key', () => {
    const cacheDir = path.join(root, 'cache');
    expect(readCachedAnalysis(cacheDir, 'abc')).toBeUndefined();
    writeCachedAnalysis(cacheDir, 'abc', '{"hover":[]}');
    expect(readCachedAnalysis(cacheDir, 'abc')).toBe('{"hover":[]}');
    expect(readCachedAnalysis(cacheDir, 'abd')).toBeUndefined();
    expect(fs.readdirSync(cacheDir)).toEqual(['abc.json']);
  });
});

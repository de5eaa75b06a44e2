import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputsKey, readCached, writeCached } from '../content-keyed-cache';

let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-keyed-cache-'));
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

describe("the cache key of a build step's inputs", () => {
  it('is the same for the same files', () => {
    expect(inputsKey(inputs(), root)).toBe(inputsKey(inputs(), root));
  });

  it('changes when a page, the analyser or the lockfile changes', () => {
    const before = inputsKey(inputs(), root);
    fs.appendFileSync(path.join(root, 'docs/api/createSlice.md'), 'More prose.\n');
    const afterPage = inputsKey(inputs(), root);
    fs.writeFileSync(path.join(root, 'analyser/analyse.ts'), 'export const version = 2;\n');
    const afterCode = inputsKey(inputs(), root);
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    const afterLock = inputsKey(inputs(), root);
    expect(new Set([before, afterPage, afterCode, afterLock]).size).toBe(4);
  });

  it('changes when a page is renamed or added', () => {
    const before = inputsKey(inputs(), root);
    fs.renameSync(path.join(root, 'docs/api/createSlice.md'), path.join(root, 'docs/api/createReducer.md'));
    const renamed = inputsKey(inputs(), root);
    fs.writeFileSync(path.join(root, 'docs/api/createSlice.md'), '# createSlice\n');
    expect(new Set([before, renamed, inputsKey(inputs(), root)]).size).toBe(3);
  });
});

describe('the content-keyed cache', () => {
  it('gives back what was written under a key, and nothing for another key', () => {
    const cacheDir = path.join(root, 'cache');
    expect(readCached(cacheDir, 'abc')).toBeUndefined();
    writeCached(cacheDir, 'abc', '{"hover":[]}');
    expect(readCached(cacheDir, 'abc')).toBe('{"hover":[]}');
    expect(readCached(cacheDir, 'abd')).toBeUndefined();
    expect(fs.readdirSync(cacheDir)).toEqual(['abc.json']);
  });
});

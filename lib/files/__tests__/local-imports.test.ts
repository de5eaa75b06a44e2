import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filesOutside, localImportClosure } from '../local-imports';

let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'local-imports-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('plugin/index.ts', "import { a } from './a';\nimport x from 'some-package';\nexport * from '../lib/b';");
  write('plugin/a.ts', "import type { T } from '../lib/types';\nexport const a = 1;");
  write('lib/b.ts', "import { a } from '../plugin/a';\nexport const b = require('./c.cjs');");
  write('lib/c.cjs', 'module.exports = 1;');
  write('lib/types.ts', 'export type T = 1;');
  write('lib/unused.ts', 'export const unused = 1;');
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('localImportClosure', () => {
  it('follows relative imports, exports, type imports and requires, once each, and skips packages', () => {
    const closure = localImportClosure(path.join(root, 'plugin/index.ts'));
    expect(closure.map((file) => path.relative(root, file))).toEqual([
      'lib/b.ts',
      'lib/c.cjs',
      'lib/types.ts',
      'plugin/a.ts',
      'plugin/index.ts',
    ]);
  });
});

describe('filesOutside', () => {
  it('names the files no input folder or file holds', () => {
    const closure = localImportClosure(path.join(root, 'plugin/index.ts'));
    const inputs = {
      folders: [path.join(root, 'plugin'), path.join(root, 'li')],
      files: [path.join(root, 'lib/b.ts')],
    };
    expect(filesOutside(closure, inputs, root)).toEqual(['lib/c.cjs', 'lib/types.ts']);
  });

  it('leaves out the modules that cannot change a result, such as the timing logs', () => {
    fs.mkdirSync(path.join(root, 'lib/build-timing'));
    fs.writeFileSync(path.join(root, 'lib/build-timing/timing.ts'), 'export const logTiming = () => {};');
    fs.writeFileSync(path.join(root, 'plugin/timed.ts'), "import { logTiming } from '../lib/build-timing/timing';");
    const closure = localImportClosure(path.join(root, 'plugin/timed.ts'));
    expect(closure).toHaveLength(2);
    expect(filesOutside(closure, { folders: [path.join(root, 'plugin')], files: [] }, root)).toEqual([]);
  });
});

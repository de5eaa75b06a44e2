import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importViolations } from './import-rule';

const root = path.resolve(__dirname, '../..');
const FOLDERS = ['src', 'plugins', 'checks', 'server', 'lib', 'config', 'scripts', 'tests'];
const SOURCE = /\.(ts|tsx|mts|cts|mjs|js)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : sourceFiles(relative);
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

const rootFiles = fs.readdirSync(root).filter((name) => SOURCE.test(name));

describe('import direction', () => {
  it('holds for every source file of the repository', () => {
    const files = [...FOLDERS.flatMap(sourceFiles), ...rootFiles];
    expect(files.length).toBeGreaterThan(300);
    const violations = files.flatMap((file) => importViolations(file, fs.readFileSync(path.join(root, file), 'utf8')));
    expect(violations).toEqual([]);
  });

  it('rejects browser code that imports build code or Node built-ins', () => {
    const source = "import { x } from '../../plugins/search-index/records';\nimport fs from 'node:fs';";
    expect(importViolations('src/search/rank.ts', source).map((violation) => violation.reason)).toEqual([
      'src/ may not import plugins/',
      'src/ runs in the browser: no Node built-ins',
    ]);
  });

  it('rejects an import of scripts/ and a library that imports a plugin', () => {
    expect(importViolations('checks/link-check/check.ts', "import '../../scripts/check-links';")).toHaveLength(1);
    expect(importViolations('lib/code-blocks/extract.ts', "import type { A } from '@site/plugins/x/y';")).toHaveLength(
      1,
    );
  });

  it('lets build code import pure browser modules, and tests read the server and config', () => {
    expect(
      importViolations('plugins/search-index/records.ts', "import type { T } from '../../src/search/types';"),
    ).toEqual([]);
    expect(importViolations('plugins/x/__tests__/a.test.ts', "import { r } from '../../../server/redirects';")).toEqual(
      [],
    );
    expect(importViolations('plugins/x/a.ts', "import { r } from '../../server/redirects';")).toHaveLength(1);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkExamples } from '../check';
import { listAmbientFiles } from '../../../lib/code-blocks/docs-files';

const virtualRoot = path.join(process.cwd(), '.examples-test');
const check = (docPath: string, source: string) =>
  checkExamples([{ docPath, source }], { virtualRoot, ambientFiles: listAmbientFiles() });

describe('checkExamples', () => {
  it('fails a wrong option name with the markdown file, line and the TypeScript message', () => {
    const source = fs.readFileSync(path.join(__dirname, 'fixtures/wrong-option.md'), 'utf8');
    const report = check('fixtures/wrong-option.md', source);
    expect(report.typescriptBlocks).toBe(2);
    expect(report.problems).toHaveLength(1);
    const [problem] = report.problems;
    expect(problem).toMatchObject({ docPath: 'fixtures/wrong-option.md', line: 25, column: 3 });
    expect(problem!.message).toMatch(/^TS\d+: .*'devtools' does not exist/);
  });

  it('lets a later block import a file named in an earlier block, and a renamed file replace it', () => {
    const source = [
      '```ts',
      '// file: store.ts',
      'export const limit: number = 3',
      '```',
      '',
      '```ts',
      "import { limit } from './store'",
      'const doubled: number = limit * 2',
      '```',
      '',
      '```ts',
      '// file: store.ts',
      "export const limit = 'three'",
      '```',
      '',
      '```ts',
      "import { limit } from './store'",
      'const tripled: number = limit',
      '```',
    ].join('\n');
    const report = check('pages/import.md', source);
    expect(report.problems.map((problem) => [problem.line, problem.message.slice(0, 7)])).toEqual([[18, 'TS2322:']]);
  });

  it('compiles hidden noEmit files without showing them', () => {
    const source = [
      '```ts',
      '// file: data.ts noEmit',
      'export const ids = [1, 2]',
      '// file: main.ts',
      "import { ids } from './data'",
      'ids.push(3)',
      '```',
    ].join('\n');
    expect(check('pages/hidden.md', source).problems).toEqual([]);
  });

  it('counts opt-outs with their reasons and rejects an opt-out without one', () => {
    const source = [
      '```ts no-typecheck="calls a private server"',
      'const x: number = "a"',
      '```',
      '',
      '```ts no-typecheck',
      'const y = 1',
      '```',
    ].join('\n');
    const report = check('pages/opt-out.md', source);
    expect(report.optOuts).toEqual([{ docPath: 'pages/opt-out.md', line: 1, reason: 'calls a private server' }]);
    expect(report.typescriptBlocks).toBe(0);
    expect(report.problems.map((problem) => problem.message)).toEqual([
      expect.stringContaining('no-typecheck needs a reason'),
    ]);
  });

  it('reports syntax errors in JavaScript blocks', () => {
    const report = check('pages/js.md', ['```js', 'const a = {', '```'].join('\n'));
    expect(report.javascriptBlocks).toBe(1);
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]!.line).toBe(2);
  });

  it('reports markdown that cannot be parsed as a problem of that page', () => {
    const report = check('pages/broken.mdx', '# Title\n\n<div\n');
    expect(report.problems[0]!.message).toMatch(/Markdown could not be parsed/);
  });
});

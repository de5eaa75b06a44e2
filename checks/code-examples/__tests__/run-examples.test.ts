import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layoutExamples } from '../../../lib/code-blocks/program';
import { runExamples } from '../run-examples';

const virtualRoot = path.join(process.cwd(), '.examples-test');
const run = (source: string) =>
  runExamples(layoutExamples([{ docPath: 'pages/run.md', source }], { virtualRoot }), { timeoutMs: 5_000 });

const counterFiles = [
  '// file: store.ts',
  "import { configureStore, createSlice } from '@reduxjs/toolkit'",
  'const counter = createSlice({',
  "  name: 'counter',",
  '  initialState: { value: 0 },',
  '  reducers: { incremented: (state) => { state.value += 1 } },',
  '})',
  'export const { incremented } = counter.actions',
  'export const store = configureStore({ reducer: { counter: counter.reducer } })',
];

describe('runExamples', () => {
  it('runs `run` blocks against the installed toolkit and compares every stated result', async () => {
    const source = [
      '```ts run',
      ...counterFiles,
      '// file: main.ts',
      "import { incremented, store } from './store'",
      'store.dispatch(incremented())',
      'console.log(store.getState().counter) // { value: 1 }',
      'console.log(store.getState().counter.value) // 2',
      '```',
      '',
      '```ts',
      'console.log(1) // not run: no `run` flag',
      '```',
    ].join('\n');
    const report = await run(source);
    expect(report.blocks).toBe(1);
    expect(report.statedResults).toBe(2);
    expect(report.problems).toEqual([
      {
        docPath: 'pages/run.md',
        line: 15,
        column: 1,
        message: 'Stated result differs: the page says 2, the code prints 1',
      },
    ]);
  });

  it('imports files of earlier blocks and runs unimported hidden setup files first', async () => {
    const source = [
      '```ts',
      ...counterFiles,
      '```',
      '',
      '```ts run',
      '// file: setup.ts noEmit',
      "Object.assign(globalThis, { greeting: 'hello' })",
      '// file: main.ts',
      "import { incremented, store } from './store'",
      'store.dispatch(incremented())',
      "console.log(Reflect.get(globalThis, 'greeting'), store.getState().counter.value) // 'hello' 1",
      '```',
    ].join('\n');
    const report = await run(source);
    expect(report).toMatchObject({ blocks: 1, statedResults: 1, problems: [] });
  });

  it('reports a thrown error at its line in the markdown, and waits for asynchronous results', async () => {
    const source = [
      '```ts run',
      'await new Promise((resolve) => setTimeout(resolve, 20))',
      "console.log('later') // 'later'",
      '```',
      '',
      '```ts run',
      'const limit: number = 2',
      "if (limit > 1) throw new Error('over the limit')",
      "console.log('unreached') // 'unreached'",
      '```',
    ].join('\n');
    const report = await run(source);
    expect(report.problems).toEqual([
      { docPath: 'pages/run.md', line: 8, column: 22, message: 'Example threw: over the limit' },
    ]);
  });

  it('fails a stated result that is never printed', async () => {
    const source = ['```ts run', 'const ready: boolean = false', "if (ready) console.log('ready') // 'ready'", '```'];
    const report = await run(source.join('\n'));
    expect(report.problems.map((problem) => problem.message)).toEqual([
      "Stated result never printed: the block ended without reaching this console.log (stated: 'ready')",
    ]);
  });
});

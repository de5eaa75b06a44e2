import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The CLI that `npx @reduxjs/rtk-codemods` runs, from the pinned package.
const require = createRequire(import.meta.url);
const cli = join(dirname(require.resolve('@reduxjs/rtk-codemods/package.json')), 'bin', 'cli.mjs');

const workDirs: string[] = [];

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'rtk-codemods-'));
  workDirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function runTransform(dir: string, transform: string, ...paths: string[]): void {
  execFileSync(process.execPath, [cli, transform, ...paths], { cwd: dir, stdio: 'pipe' });
}

const read = (dir: string, path: string) => readFileSync(join(dir, path), 'utf8');

const objectSyntaxReducer = `import { createReducer } from '@reduxjs/toolkit'
export const counterReducer = createReducer(0, {
  [incremented]: (state) => state + 1,
})
`;

afterEach(() => {
  for (const dir of workDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('api/codemods › Running a transform', () => {
  it('expands a bare directory, skips other extensions, and does not exclude node_modules', () => {
    const notes = `createReducer(0, { [incremented]: (state) => state + 1 })\n`;
    const dir = project({
      'src/counter.js': objectSyntaxReducer,
      'src/notes.md': notes,
      'node_modules/some-lib/reducer.js': objectSyntaxReducer,
    });

    runTransform(dir, 'createReducerBuilder', '.');

    expect(read(dir, 'src/counter.js')).toContain('builder.addCase(incremented');
    expect(read(dir, 'src/notes.md')).toBe(notes);
    expect(read(dir, 'node_modules/some-lib/reducer.js')).toContain('builder.addCase(incremented');
  }, 60_000);
});

describe('api/codemods › What the transforms do not handle', () => {
  it('drops type arguments, return type annotations and async, and keeps parameter annotations', () => {
    const dir = project({
      'src/counter.ts': `export const counterReducer = createReducer<CounterState>(initialState, {
  [reset](state: CounterState): CounterState {
    return initialState
  },
  [saved]: async (state: CounterState) => state,
})

export const postsSlice = createSlice<PostsState, {}, 'posts'>({
  name: 'posts',
  initialState,
  reducers: {},
  extraReducers: {
    [signedOut]: (state: PostsState) => state,
  },
})
`,
    });

    runTransform(dir, 'createReducerBuilder', 'src/counter.ts');
    runTransform(dir, 'createSliceBuilder', 'src/counter.ts');
    const output = read(dir, 'src/counter.ts');

    expect(output).toContain('createReducer(initialState, (builder) => {');
    expect(output).not.toContain('createReducer<CounterState>');
    expect(output).toContain('builder.addCase(reset, (state: CounterState) => {');
    expect(output).not.toContain('): CounterState');
    expect(output).toContain('builder.addCase(saved, (state: CounterState) => state)');
    expect(output).not.toContain('async');
    expect(output).toContain('createSlice({');
    expect(output).not.toContain('createSlice<');
    expect(output).toContain('builder.addCase(signedOut, (state: PostsState) => state)');
  }, 60_000);

  it('drops call-expression values in the builder transforms without a warning', () => {
    const dir = project({
      'src/reviews.js': `export const reviewsReducer = createReducer([], {
  [reviewAdded]: makeHandler('reviews'),
  [reviewsCleared]: () => [],
})
`,
    });

    runTransform(dir, 'createReducerBuilder', 'src/reviews.js');
    const output = read(dir, 'src/reviews.js');

    expect(output).not.toContain('makeHandler');
    expect(output).toContain('builder.addCase(reviewsCleared, () => [])');
  }, 60_000);
});

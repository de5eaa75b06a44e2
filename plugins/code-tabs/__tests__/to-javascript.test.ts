import { describe, expect, it } from 'vitest';
import { toJavaScript, toJavaScriptFileName } from '../to-javascript';
import { renderExample } from '../remark-code-tabs';

describe('toJavaScript', () => {
  it('removes types, interfaces and type-only imports but keeps comments and blank lines', async () => {
    const ts = [
      "import { createSlice, type PayloadAction } from '@reduxjs/toolkit'",
      "import type { RootState } from './store'",
      '',
      'interface Todo {',
      '  id: string',
      '}',
      '',
      '// Todos, newest last',
      'const slice = createSlice({',
      "  name: 'todos',",
      '  initialState: [] as Todo[],',
      '  reducers: {',
      '    // highlight-next-line',
      '    added(state, action: PayloadAction<Todo>) {',
      '      state.push(action.payload)',
      '    },',
      '  },',
      '})',
      '',
      'export const selectTodos = (state: RootState) => state.todos',
    ].join('\n');
    expect(await toJavaScript(ts, 'ts')).toBe(
      [
        "import { createSlice } from '@reduxjs/toolkit'",
        '',
        '// Todos, newest last',
        'const slice = createSlice({',
        "  name: 'todos',",
        '  initialState: [],',
        '  reducers: {',
        '    // highlight-next-line',
        '    added(state, action) {',
        '      state.push(action.payload)',
        '    },',
        '  },',
        '})',
        '',
        'export const selectTodos = (state) => state.todos',
      ].join('\n'),
    );
  });

  it('keeps JSX and highlight ranges in TSX', async () => {
    const tsx = [
      '// highlight-start',
      'export const Row = ({ name }: { name: string }) => <td>{name}</td>',
      '// highlight-end',
    ].join('\n');
    expect(await toJavaScript(tsx, 'tsx')).toBe(
      ['// highlight-start', 'export const Row = ({ name }) => <td>{name}</td>', '// highlight-end'].join('\n'),
    );
  });

  it('switches file extensions for the JavaScript tab', () => {
    expect(toJavaScriptFileName('features/todos/todosSlice.ts')).toBe('features/todos/todosSlice.js');
    expect(toJavaScriptFileName('App.tsx')).toBe('App.jsx');
    expect(toJavaScriptFileName('types.d.ts')).toBe('types.d.ts');
  });
});

describe('renderExample', () => {
  it('renders TypeScript and JavaScript tabs with titles and hides noEmit files', async () => {
    const [tabs] = await renderExample({
      type: 'code',
      lang: 'ts',
      meta: 'no-typecheck="x" {1}',
      value: '// file: setup.ts noEmit\nexport {}\n// file: store.ts\nexport const a: number = 1',
    });
    expect(tabs).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'ExampleTabs',
      children: [
        {
          name: 'ExampleTab',
          children: [{ lang: 'ts', meta: 'title="store.ts" {1}', value: 'export const a: number = 1' }],
        },
        { name: 'ExampleTab', children: [{ lang: 'js', meta: 'title="store.js" {1}', value: 'export const a = 1' }] },
      ],
    });
  });

  it('shows TypeScript alone for type-only code and for no-transpile blocks', async () => {
    const typeOnly = await renderExample({
      type: 'code',
      lang: 'ts',
      meta: null,
      value: 'export interface A { b: string }',
    });
    expect(typeOnly).toEqual([{ type: 'code', lang: 'ts', meta: null, value: 'export interface A { b: string }' }]);
    const opted = await renderExample({ type: 'code', lang: 'ts', meta: 'no-transpile', value: 'const a = 1' });
    expect(opted).toEqual([{ type: 'code', lang: 'ts', meta: null, value: 'const a = 1' }]);
  });
});

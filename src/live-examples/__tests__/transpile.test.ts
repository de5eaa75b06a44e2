import { describe, expect, it } from 'vitest';
import { BuildProblem, linkOrder, transpileExample } from '../transpile';

const packages = new Set(['react', 'react/jsx-runtime', '@reduxjs/toolkit']);

describe('transpileExample', () => {
  it('strips types, compiles JSX to the automatic runtime and keeps line numbers', () => {
    const [module] = transpileExample(
      [
        {
          path: 'src/App.tsx',
          code: 'interface P { n: number }\nexport const App = ({ n }: P) => <b>{n}</b>\nthrow 1',
        },
      ],
      packages,
    );
    const lines = module!.code.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('throw 1');
    expect(module!.imports).toEqual([expect.objectContaining({ target: 'react/jsx-runtime', kind: 'package' })]);
  });

  it('resolves relative imports to the example files, with or without extensions and index files', () => {
    const modules = transpileExample(
      [
        {
          path: 'src/main.tsx',
          code: "import { store } from './app/store'\nimport { x } from './lib'\nconsole.log(store, x)",
        },
        { path: 'src/app/store.ts', code: 'export const store = 1' },
        { path: 'src/lib/index.ts', code: 'export const x = 2' },
      ],
      packages,
    );
    expect(modules[0]!.imports.map((entry) => entry.target)).toEqual(['src/app/store.ts', 'src/lib/index.ts']);
  });

  it('drops type-only imports, which may be circular', () => {
    const [slice] = transpileExample(
      [
        {
          path: 'src/slice.ts',
          code: "import type { RootState } from './store'\nexport const select = (s: RootState) => s",
        },
        {
          path: 'src/store.ts',
          code: "import { select } from './slice'\nexport type RootState = {}\nexport const s = select",
        },
      ],
      packages,
    );
    expect(slice!.imports).toEqual([]);
  });

  it('names the file and line of a syntax error, a missing file and a package the runner lacks', () => {
    const attempt = (code: string) => {
      try {
        transpileExample([{ path: 'src/main.tsx', code }], packages);
      } catch (error) {
        return error;
      }
      throw new Error('expected a problem');
    };
    expect(attempt('const a = 1\nconst = 2')).toMatchObject({
      message: 'Syntax error: Unexpected token',
      file: 'src/main.tsx',
      line: 2,
    });
    expect(attempt("\nimport { a } from './missing'\nconsole.log(a)")).toMatchObject({
      message: "Cannot find './missing' among the example's files",
      line: 2,
    });
    const useAxios = "import axios from 'axios'\naxios.get('/')";
    expect(attempt(useAxios)).toBeInstanceOf(BuildProblem);
    expect((attempt(useAxios) as Error).message).toMatch(/'axios' is not available in live examples/);
  });
});

describe('linkOrder', () => {
  const module = (path: string, targets: string[]) => ({
    path,
    code: '',
    imports: targets.map((target) => ({ start: 0, end: 0, target, kind: 'file' as const })),
  });

  it('puts every file after the files it imports, starting from the entry', () => {
    const order = linkOrder(
      [
        module('src/main.tsx', ['src/App.tsx', 'src/store.ts']),
        module('src/App.tsx', ['src/store.ts']),
        module('src/store.ts', []),
        module('src/unused.ts', []),
      ],
      'src/main.tsx',
    );
    expect(order.map((entry) => entry.path)).toEqual(['src/store.ts', 'src/App.tsx', 'src/main.tsx']);
  });

  it('names a cycle of value imports', () => {
    expect(() => linkOrder([module('src/a.ts', ['src/b.ts']), module('src/b.ts', ['src/a.ts'])], 'src/a.ts')).toThrow(
      'Live examples cannot run circular imports: src/a.ts → src/b.ts → src/a.ts',
    );
  });
});

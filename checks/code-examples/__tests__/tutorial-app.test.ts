import { describe, expect, it } from 'vitest';
import {
  finalTutorialFiles,
  findViteTemplates,
  installedPackages,
  markdownLine,
  withTypeScript7Defaults,
} from '../tutorial-app';

const page = [
  '# Tutorial', // 1
  '', // 2
  '```bash', // 3
  'npm create vite@9.3.0 my-app -- --template react-ts --no-interactive', // 4
  'cd my-app', // 5
  'npm install', // 6
  'npm install @reduxjs/toolkit react-redux', // 7
  'npm install --save-dev json-server@0.17.4 @types/node@20.1.0', // 8
  '```', // 9
  '', // 10
  '```ts', // 11
  '// file: src/store.ts', // 12
  'export const version = 1', // 13
  '```', // 14
  '', // 15
  '```tsx', // 16
  '// file: src/App.tsx noEmit', // 17
  'export default function App() { return null }', // 18
  '', // 19
  '// file: src/main.tsx', // 20
  "import App from './App'", // 21
  '// highlight-next-line', // 22
  'console.log(App)', // 23
  '```', // 24
  '', // 25
  '```ts', // 26
  'const scratch = 1', // 27
  '```', // 28
  '', // 29
  '```js', // 30
  '// file: src/legacy.js', // 31
  'export const legacy = true', // 32
  '```', // 33
  '', // 34
  '```tsx', // 35
  '// file: ./src/store.ts', // 36
  'export const version = 2', // 37
  '', // 38
  '// file: src/App.tsx', // 39
  'export default function App() {', // 40
  '  return (', // 41
  '    <main>', // 42
  '      {/* highlight-start */}', // 43
  '      <h1>Hi</h1>', // 44
  '      {/* highlight-end */}', // 45
  '    </main>', // 46
  '  )', // 47
  '}', // 48
  '```', // 49
].join('\n');

describe('finalTutorialFiles', () => {
  const files = finalTutorialFiles(page);

  it('keeps the last version of every named file from ts/tsx blocks, sorted by path', () => {
    expect(files.map((file) => file.path)).toEqual(['src/App.tsx', 'src/main.tsx', 'src/store.ts']);
    expect(files.find((file) => file.path === 'src/store.ts')!.code).toBe('export const version = 2\n');
  });

  it('leaves out hidden scaffolding, unnamed code and JavaScript blocks', () => {
    const app = files.find((file) => file.path === 'src/App.tsx')!;
    expect(app.code).toContain('<h1>Hi</h1>');
    expect(files.some((file) => file.code.includes('scratch') || file.code.includes('legacy'))).toBe(false);
  });

  it('removes highlight comment lines, as the site does, and maps every kept line to its markdown line', () => {
    const main = files.find((file) => file.path === 'src/main.tsx')!;
    expect(main.code).toBe("import App from './App'\nconsole.log(App)\n");
    expect(main.lines).toEqual([21, 23]);
    const app = files.find((file) => file.path === 'src/App.tsx')!;
    expect(app.code).not.toContain('highlight');
    expect(markdownLine(files, 'src/App.tsx', 4)).toBe(44);
    expect(markdownLine(files, 'src/other.ts', 1)).toBeUndefined();
  });

  it('rejects a file name that points outside the project', () => {
    expect(() => finalTutorialFiles('```ts\n// file: ../secrets.ts\nexport {}\n```\n')).toThrow(
      /not a path inside the project/,
    );
  });
});

describe('findViteTemplates', () => {
  it('reads the create-vite version, project name, template and arguments from shell blocks', () => {
    expect(findViteTemplates(page)).toEqual([
      {
        createViteVersion: '9.3.0',
        projectName: 'my-app',
        template: 'react-ts',
        args: ['--template', 'react-ts', '--no-interactive'],
        line: 4,
      },
    ]);
  });

  it('finds nothing in a page without a create-vite command', () => {
    expect(findViteTemplates('# Overview\n\n```ts\nconst a = 1\n```\n')).toEqual([]);
  });
});

describe('installedPackages', () => {
  it('lists the packages of every npm install line by name, without versions or flags', () => {
    expect(installedPackages(page)).toEqual(['@reduxjs/toolkit', 'react-redux', 'json-server', '@types/node']);
  });
});

describe('withTypeScript7Defaults', () => {
  it('turns on strict and side-effect import checks when the tsconfig leaves them unset', () => {
    expect(withTypeScript7Defaults({})).toMatchObject({
      strict: true,
      noUncheckedSideEffectImports: true,
      esModuleInterop: true,
      allowSyntheticDefaultImports: true,
    });
  });

  it('keeps what the tsconfig sets explicitly', () => {
    expect(withTypeScript7Defaults({ strict: false, noUncheckedSideEffectImports: false })).toMatchObject({
      strict: false,
      noUncheckedSideEffectImports: false,
    });
  });

  it('adds the DOM iterable libs only when the DOM lib is there', () => {
    expect(withTypeScript7Defaults({ lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'] }).lib).toEqual([
      'lib.es2023.d.ts',
      'lib.dom.d.ts',
      'lib.dom.iterable.d.ts',
      'lib.dom.asynciterable.d.ts',
    ]);
    expect(withTypeScript7Defaults({ lib: ['lib.es2023.d.ts'] }).lib).toEqual(['lib.es2023.d.ts']);
  });
});

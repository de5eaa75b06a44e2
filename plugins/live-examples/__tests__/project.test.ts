import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { listExampleNames, readExample } from '../examples';
import { installedVersion, projectScaffold, PROJECT_TSCONFIG } from '../project';

const siteDir = path.resolve(__dirname, '../../..');
const examplesDir = path.join(siteDir, 'examples');
const names = listExampleNames(examplesDir);
const sitePackage = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

const compilerOptions = ts.convertCompilerOptionsFromJson(PROJECT_TSCONFIG.compilerOptions, siteDir);
const exampleSources = (name: string): string[] => {
  const dir = path.join(examplesDir, name, 'src');
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
};
/** Declarations that would reach past one example's files into another's when they share a program. */
const GLOBAL_DECLARATION = /declare\s+global|declare\s+module|\/\/\/\s*<reference/;

/**
 * Every example is compiled in one program, each diagnostic then assigned to
 * the example whose file it is in. That equals one program per example while
 * no example declares anything global (a test below holds them to it), and it
 * checks the shared declarations (TypeScript's libraries, the toolkit, React)
 * once instead of once per example, which was most of this suite's time.
 */
let sharedDiagnostics: readonly ts.Diagnostic[] | undefined;
function diagnosticsOfAllExamples(): readonly ts.Diagnostic[] {
  sharedDiagnostics ??= ts.getPreEmitDiagnostics(
    ts.createProgram(names.flatMap(exampleSources), { ...compilerOptions.options, types: [] }),
  );
  return sharedDiagnostics;
}

const describeDiagnostic = (diagnostic: ts.Diagnostic): string => {
  const where = diagnostic.file
    ? `${path.relative(siteDir, diagnostic.file.fileName)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}`
    : '';
  return `${where} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
};

describe('downloadable example projects', () => {
  it('has examples to test', () => {
    expect(names.length).toBeGreaterThan(0);
  });

  it.each(names)('%s: package.json pins exactly the versions the site installs and declares', (name) => {
    const example = readExample(examplesDir, name);
    const project = JSON.parse(projectScaffold(siteDir, name, example.title, example.files)['package.json']!) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const pinned = { ...project.dependencies, ...project.devDependencies };
    expect(Object.keys(pinned)).toEqual(
      expect.arrayContaining(['react', 'react-dom', '@reduxjs/toolkit', 'react-redux']),
    );
    for (const [dependency, version] of Object.entries(pinned)) {
      expect(version, dependency).toMatch(/^\d+\.\d+\.\d+$/);
      expect(version, dependency).toBe(installedVersion(siteDir, dependency));
      const declared = sitePackage.dependencies[dependency] ?? sitePackage.devDependencies[dependency];
      expect(declared, `${dependency} is a dependency of the site`).toBeDefined();
      // Exact pins in the site's package.json must match; ranges (the @types packages) must admit the version.
      if (/^\d/.test(declared!)) expect(version, dependency).toBe(declared);
    }
  });

  it.each(names)('%s: compiles with the downloaded project’s compiler settings (unused code included)', (name) => {
    expect(compilerOptions.errors).toEqual([]);
    const exampleDir = path.join(examplesDir, name) + path.sep;
    const problems = diagnosticsOfAllExamples()
      .filter((diagnostic) => diagnostic.file?.fileName.startsWith(exampleDir))
      .map(describeDiagnostic);
    expect(problems).toEqual([]);
  });

  it('declares nothing global in any example, so compiling them together equals compiling each alone', () => {
    const global = names
      .flatMap(exampleSources)
      .filter((file) => GLOBAL_DECLARATION.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(siteDir, file));
    expect(global).toEqual([]);
    const outsideExamples = diagnosticsOfAllExamples().filter(
      (diagnostic) => !diagnostic.file?.fileName.startsWith(examplesDir + path.sep),
    );
    expect(outsideExamples.map(describeDiagnostic)).toEqual([]);
  });

  it('ships MSW’s worker script only to examples that mock a backend', () => {
    const withBackend = projectScaffold(siteDir, 'x', 'X', [
      { path: 'src/mocks/browser.ts', code: "import { setupWorker } from 'msw/browser'" },
    ]);
    const without = projectScaffold(siteDir, 'x', 'X', [{ path: 'src/main.tsx', code: 'export {}' }]);
    expect(withBackend['public/mockServiceWorker.js']).toContain('Mock Service Worker');
    expect(JSON.parse(withBackend['package.json']!).devDependencies.msw).toBe(installedVersion(siteDir, 'msw'));
    expect(without['public/mockServiceWorker.js']).toBeUndefined();
    expect(JSON.parse(without['package.json']!).devDependencies.msw).toBeUndefined();
  });
});

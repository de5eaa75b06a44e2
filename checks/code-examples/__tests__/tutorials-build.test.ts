/**
 * "Tutorials must build": a reader who follows a tutorial to the end has an app that passes the
 * template's `npm run build` (`tsc -b && vite build`). For each tutorial this test scaffolds the
 * project the page tells the reader to create, with the pinned create-vite from node_modules (no
 * network), replaces its files with the tutorial's final files (the last version of each `// file:`
 * the page shows), links only the packages the template and the page install, then type-checks it
 * with the template's own tsconfigs and builds it with vite's JS API, the way `vite build` does.
 *
 * The template's `tsc` is TypeScript 7 (a native binary); this repository pins 5.9 for its tooling,
 * so the check runs 5.9 with the options TypeScript 7 assumes when a tsconfig leaves them unset
 * (`withTypeScript7Defaults`). React, React DOM and their types come from this repository (18),
 * while the template installs 19; everything else is the version a reader installs today.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { createBuilder } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  TEMPLATE_TYPESCRIPT_MAJOR,
  finalTutorialFiles,
  findViteTemplates,
  installedPackages,
  markdownLine,
  withTypeScript7Defaults,
  type TutorialFile,
  type TutorialTemplate,
} from '../tutorial-app';

const repoRoot = path.resolve(__dirname, '../../..');
const tutorialsDir = path.join(repoRoot, 'docs/tutorials');
const createVitePackage = path.join(repoRoot, 'node_modules/create-vite');
const createViteVersion = readJson(path.join(createVitePackage, 'package.json')).version as string;

/** Every page in docs/tutorials: the ones that end with an app, and why the others do not. */
const TUTORIALS: Record<string, { readonly noApp?: string }> = {
  'quick-start.md': {},
  'typescript.md': {},
  'rtk-query.md': {},
  'overview.md': {
    noApp: 'it is a map of the tutorials: it names no starter project and shows no code of its own',
  },
};

// The three tutorials take about 15 s together on an idle 2-core machine, the first one longest (it loads vite and
// parses the React and toolkit declarations that the others reuse); the margin is for a machine busy with other suites.
const TUTORIAL_TIMEOUT = 60_000;

let workDir: string;
beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rtk-tutorial-apps-'));
});
afterAll(() => {
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

describe('tutorials build', () => {
  it('covers every page in docs/tutorials', () => {
    const pages = fs.readdirSync(tutorialsDir).filter((file) => /\.mdx?$/.test(file));
    expect(pages.sort()).toEqual(Object.keys(TUTORIALS).sort());
  });

  for (const [page, { noApp }] of Object.entries(TUTORIALS)) {
    const source = fs.readFileSync(path.join(tutorialsDir, page), 'utf8');

    if (noApp !== undefined) {
      it(`${page} has no app to build, so nothing is built for it`, () => {
        expect(findViteTemplates(source)).toEqual([]);
        expect(finalTutorialFiles(source)).toEqual([]);
      });
      it.skip(`${page}: ${noApp}`, () => {});
      continue;
    }

    it(
      `${page}: its final files pass the template's tsc -b and vite build`,
      async () => {
        const templates = findViteTemplates(source);
        expect(templates, 'the page names exactly one starter project').toHaveLength(1);
        const template = templates[0]!;
        expect(template.createViteVersion, 'the page pins the create-vite version this test scaffolds with').toBe(
          createViteVersion,
        );
        const files = finalTutorialFiles(source);
        expect(files.length).toBeGreaterThan(0);

        const appDir = scaffold(template, files, installedPackages(source));
        const templatePackage = readJson(path.join(appDir, 'package.json'));
        expect(
          templatePackage.devDependencies.typescript,
          'the template changed TypeScript major: re-check withTypeScript7Defaults against its tsc',
        ).toMatch(new RegExp(`^[~^]?${TEMPLATE_TYPESCRIPT_MAJOR}\\.`));

        expect(typeCheck(appDir, page, files)).toEqual([]);

        const output = await viteBuild(appDir);
        expect(output.some((file) => file.endsWith('.js'))).toBe(true);
        expect(output).toContain('index.html');
      },
      TUTORIAL_TIMEOUT,
    );
  }
});

/** Creates the project as the page's command does, then writes the tutorial's final files over it. */
function scaffold(template: TutorialTemplate, files: readonly TutorialFile[], installed: readonly string[]): string {
  const appDir = path.join(workDir, template.projectName);
  execFileSync(process.execPath, [path.join(createVitePackage, 'index.js'), template.projectName, ...template.args], {
    cwd: workDir,
    stdio: 'pipe',
    env: { ...process.env, npm_config_user_agent: 'npm' },
  });
  for (const file of files) {
    const target = path.join(appDir, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.code);
  }
  // node_modules holds only what the reader installed: the template's dependencies and the page's `npm install`s.
  const templatePackage = readJson(path.join(appDir, 'package.json'));
  const wanted = [
    ...Object.keys(templatePackage.dependencies ?? {}),
    ...Object.keys(templatePackage.devDependencies ?? {}),
    ...installed,
  ];
  for (const name of new Set(wanted)) {
    const installedAt = path.join(repoRoot, 'node_modules', name);
    // Command-line tools the app never imports (oxlint, json-server) are not in this repository.
    if (!fs.existsSync(path.join(installedAt, 'package.json'))) continue;
    const link = path.join(appDir, 'node_modules', name);
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(installedAt, link, 'junction');
  }
  return appDir;
}

/** `tsc -b` for a solution-style tsconfig: every referenced project, reported as `page:line` where possible. */
function typeCheck(appDir: string, page: string, files: readonly TutorialFile[]): string[] {
  const solution = ts.readConfigFile(path.join(appDir, 'tsconfig.json'), ts.sys.readFile);
  const references: Array<{ path: string }> = solution.config?.references ?? [];
  expect(references.length, 'the template has a solution tsconfig with references').toBeGreaterThan(0);
  const problems: string[] = [];
  for (const reference of references) {
    const configPath = path.resolve(appDir, reference.path);
    const parsed = ts.getParsedCommandLineOfConfigFile(configPath, undefined, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => problems.push(format(diagnostic)),
    });
    if (!parsed) continue;
    const options = withTypeScript7Defaults(parsed.options);
    const program = ts.createProgram({
      rootNames: parsed.fileNames,
      options,
      host: cachedHost(options),
      projectReferences: parsed.projectReferences,
    });
    for (const diagnostic of [...parsed.errors, ...ts.getPreEmitDiagnostics(program)]) {
      problems.push(format(diagnostic));
    }
  }
  return problems;

  function format(diagnostic: ts.Diagnostic): string {
    const message = `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    if (!diagnostic.file || diagnostic.start === undefined) return message;
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    const relative = path.relative(appDir, diagnostic.file.fileName).split(path.sep).join('/');
    const docLine = markdownLine(files, relative, line + 1);
    return docLine === undefined
      ? `${relative}:${line + 1}:${character + 1} ${message}`
      : `docs/tutorials/${page}:${docLine}:${character + 1} (${relative}) ${message}`;
  }
}

/** Parsed declaration files are the same for every app: parse each once per run. */
const sourceFileCache = new Map<string, ts.SourceFile>();
function cachedHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true);
  return {
    ...host,
    getSourceFile(fileName, languageVersion, onError, shouldCreate) {
      const shared = fileName.includes(`${path.sep}node_modules${path.sep}`) || fileName.includes('/node_modules/');
      const key = `${fileName}\0${JSON.stringify(languageVersion)}`;
      const cached = shared ? sourceFileCache.get(key) : undefined;
      if (cached) return cached;
      const file = host.getSourceFile(fileName, languageVersion, onError, shouldCreate);
      if (file && shared) sourceFileCache.set(key, file);
      return file;
    },
  };
}

/** Runs the build the way the `vite build` command does, and returns the files it wrote to `dist`. */
async function viteBuild(appDir: string): Promise<string[]> {
  // `vite build` sets NODE_ENV from the mode when it is unset; the test runner sets it to `test`.
  vi.stubEnv('NODE_ENV', 'production');
  try {
    const builder = await createBuilder({ root: appDir, logLevel: 'silent', clearScreen: false }, null);
    await builder.buildApp();
  } finally {
    vi.unstubAllEnvs();
  }
  const distDir = path.join(appDir, 'dist');
  return (fs.readdirSync(distDir, { recursive: true }) as string[]).map((file) => file.split(path.sep).join('/'));
}

function readJson(file: string): Record<string, any> {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

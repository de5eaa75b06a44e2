import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { extractBlocks, type ExampleBlock } from './extract';
import { layoutPage, type VirtualFile } from './virtual-files';
import { EXAMPLE_COMPILER_OPTIONS } from './compiler-options';

/** A docs page to check: its path relative to the docs folder, and its source. */
export interface DocSource {
  readonly docPath: string;
  readonly source: string;
}

/** A problem found in an example, located in the markdown file. */
export interface ExampleProblem {
  readonly docPath: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

export interface OptOut {
  readonly docPath: string;
  readonly line: number;
  readonly reason: string;
}

export interface CheckReport {
  readonly pages: number;
  readonly typescriptBlocks: number;
  readonly javascriptBlocks: number;
  readonly optOuts: readonly OptOut[];
  readonly problems: readonly ExampleProblem[];
}

export interface CheckOptions {
  /** Folder the virtual example files appear in; its ancestors' node_modules resolve imports. */
  readonly virtualRoot: string;
  /** Extra declaration files compiled with every example (shims for non-toolkit libraries). */
  readonly ambientFiles?: readonly string[];
}

/** Type-checks every TypeScript block and parses every JavaScript block of the given pages. */
export function checkExamples(docs: readonly DocSource[], options: CheckOptions): CheckReport {
  const virtualFiles = new Map<string, VirtualFile>();
  const roots: string[] = [...(options.ambientFiles ?? [])];
  const optOuts: OptOut[] = [];
  const problems: ExampleProblem[] = [];
  let typescriptBlocks = 0;
  let javascriptBlocks = 0;

  for (const { docPath, source } of docs) {
    let blocks: ExampleBlock[];
    try {
      blocks = extractBlocks(source, docPath.endsWith('.mdx'));
    } catch (error) {
      problems.push(markdownProblem(docPath, error));
      continue;
    }
    for (const block of blocks) {
      if (block.lang === 'ts' || block.lang === 'tsx') {
        if (block.meta.noTypecheck === undefined) typescriptBlocks += 1;
        else if (block.meta.noTypecheck.trim() === '') {
          problems.push({
            docPath,
            line: block.line - 1,
            column: 1,
            message: 'no-typecheck needs a reason: no-typecheck="why this block cannot compile"',
          });
        } else optOuts.push({ docPath, line: block.line - 1, reason: block.meta.noTypecheck });
      } else {
        javascriptBlocks += 1;
        const jsPath = path.join(options.virtualRoot, docPath, `js-${block.line}.${block.lang}`);
        virtualFiles.set(jsPath, { path: jsPath, code: block.code, origin: { docPath, line: block.line } });
        roots.push(jsPath);
      }
    }
    for (const unit of layoutPage(docPath, blocks, options.virtualRoot)) {
      for (const [filePath, file] of unit.visible) virtualFiles.set(filePath, file);
      roots.push(...unit.roots.map((file) => file.path));
    }
  }

  const program = ts.createProgram({
    rootNames: roots,
    options: { ...EXAMPLE_COMPILER_OPTIONS, allowJs: true, checkJs: false },
    host: createVirtualHost(virtualFiles),
  });
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program.getSyntacticDiagnostics(),
    ...program.getSemanticDiagnostics(),
  ];
  const seen = new Set<string>();
  for (const diagnostic of diagnostics) {
    const problem = locate(diagnostic, virtualFiles);
    const key = `${problem.docPath}:${problem.line}:${problem.column}:${problem.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  }
  return { pages: docs.length, typescriptBlocks, javascriptBlocks, optOuts, problems: sortProblems(problems) };
}

function createVirtualHost(files: ReadonlyMap<string, VirtualFile>): ts.CompilerHost {
  const host = ts.createCompilerHost(EXAMPLE_COMPILER_OPTIONS, true);
  const isVirtualDir = (dir: string) => {
    const prefix = dir.endsWith(path.sep) ? dir : dir + path.sep;
    for (const filePath of files.keys()) if (filePath.startsWith(prefix)) return true;
    return false;
  };
  return {
    ...host,
    fileExists: (fileName) => files.has(fileName) || host.fileExists(fileName),
    readFile: (fileName) => files.get(fileName)?.code ?? host.readFile(fileName),
    directoryExists: (dir) => isVirtualDir(dir) || (host.directoryExists?.(dir) ?? fs.existsSync(dir)),
    getSourceFile: (fileName, languageVersion, onError, shouldCreate) => {
      const file = files.get(fileName);
      if (file) return ts.createSourceFile(fileName, file.code, languageVersion, true);
      return host.getSourceFile(fileName, languageVersion, onError, shouldCreate);
    },
  };
}

function locate(diagnostic: ts.Diagnostic, files: ReadonlyMap<string, VirtualFile>): ExampleProblem {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  const file = diagnostic.file ? files.get(diagnostic.file.fileName) : undefined;
  if (!diagnostic.file || !file || diagnostic.start === undefined) {
    return {
      docPath: diagnostic.file?.fileName ?? '(compiler)',
      line: 0,
      column: 0,
      message: `TS${diagnostic.code}: ${message}`,
    };
  }
  const position = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  return {
    docPath: file.origin.docPath,
    line: file.origin.line + position.line,
    column: position.character + 1,
    message: `TS${diagnostic.code}: ${message}`,
  };
}

function markdownProblem(docPath: string, error: unknown): ExampleProblem {
  const place = (error as { place?: { line?: number; column?: number } }).place;
  const line = (error as { line?: number }).line ?? place?.line ?? 1;
  const column = (error as { column?: number }).column ?? place?.column ?? 1;
  return { docPath, line, column, message: `Markdown could not be parsed: ${(error as Error).message}` };
}

function sortProblems(problems: ExampleProblem[]): ExampleProblem[] {
  return problems.sort((a, b) => a.docPath.localeCompare(b.docPath) || a.line - b.line || a.column - b.column);
}

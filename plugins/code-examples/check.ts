import path from 'node:path';
import ts from 'typescript';
import type { VirtualFile } from './virtual-files';
import { createExampleProgram, layoutExamples, type DocSource, type ExampleOptions } from './program';

export type { DocSource } from './program';

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
  /** Files of the live example apps compiled with the docs examples. */
  readonly appFiles: number;
  readonly optOuts: readonly OptOut[];
  readonly problems: readonly ExampleProblem[];
}

export type CheckOptions = ExampleOptions;

/** Type-checks every TypeScript block and parses every JavaScript block of the given pages. */
export function checkExamples(docs: readonly DocSource[], options: CheckOptions): CheckReport {
  const layout = layoutExamples(docs, options);
  const problems: ExampleProblem[] = layout.unparsed.map(({ docPath, error }) => markdownProblem(docPath, error));
  const optOuts: OptOut[] = [];
  let typescriptBlocks = 0;
  let javascriptBlocks = 0;
  for (const { docPath, blocks } of layout.pages) {
    for (const block of blocks) {
      if (block.lang === 'js' || block.lang === 'jsx') javascriptBlocks += 1;
      else if (block.meta.noTypecheck === undefined) typescriptBlocks += 1;
      else if (block.meta.noTypecheck.trim() === '') {
        problems.push({
          docPath,
          line: block.line - 1,
          column: 1,
          message: 'no-typecheck needs a reason: no-typecheck="why this block cannot compile"',
        });
      } else optOuts.push({ docPath, line: block.line - 1, reason: block.meta.noTypecheck });
    }
  }

  const program = createExampleProgram(layout);
  const virtualFiles = layout.files;
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
  return {
    pages: docs.length,
    typescriptBlocks,
    javascriptBlocks,
    appFiles: options.appFiles?.length ?? 0,
    optOuts,
    problems: sortProblems(problems),
  };
}

/** Where a compiler diagnostic sits in the docs: the markdown file and line its virtual file came from. */
export function locate(diagnostic: ts.Diagnostic, files: ReadonlyMap<string, VirtualFile>): ExampleProblem {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  const file = diagnostic.file ? files.get(diagnostic.file.fileName) : undefined;
  if (diagnostic.file && !file && diagnostic.start !== undefined) {
    // A file on disk: a live example app's source.
    const position = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return {
      docPath: path.relative(process.cwd(), diagnostic.file.fileName),
      line: position.line + 1,
      column: position.character + 1,
      message: `TS${diagnostic.code}: ${message}`,
    };
  }
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

/** A page whose markdown the parser rejected, as a problem at the place it names. */
export function markdownProblem(docPath: string, error: unknown): ExampleProblem {
  const place = (error as { place?: { line?: number; column?: number } }).place;
  const line = (error as { line?: number }).line ?? place?.line ?? 1;
  const column = (error as { column?: number }).column ?? place?.column ?? 1;
  return { docPath, line, column, message: `Markdown could not be parsed: ${(error as Error).message}` };
}

function sortProblems(problems: ExampleProblem[]): ExampleProblem[] {
  return problems.sort((a, b) => a.docPath.localeCompare(b.docPath) || a.line - b.line || a.column - b.column);
}

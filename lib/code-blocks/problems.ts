import path from 'node:path';
import ts from 'typescript';
import type { VirtualFile } from './virtual-files';

/** A problem found in an example, located in the markdown file. */
export interface ExampleProblem {
  readonly docPath: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
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

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeOfHtmlFile } from '../link-check/resolve';

/** One message of the Nu HTML Checker's `--format json` output. */
export interface VnuMessage {
  readonly type: string;
  readonly subType?: string;
  readonly url?: string;
  readonly firstLine?: number;
  readonly lastLine?: number;
  readonly firstColumn?: number;
  readonly lastColumn?: number;
  readonly message: string;
  readonly extract?: string;
  readonly hiliteStart?: number;
  readonly hiliteLength?: number;
}

/** An HTML error in a built page. */
export interface HtmlProblem {
  /** The page's path relative to the build folder, with `/` separators. */
  readonly file: string;
  readonly route: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
  /** The markup vnu points at (e.g. the offending start tag). */
  readonly markup: string;
}

/** An error the site cannot fix in its own code, ignored on purpose. */
export interface KnownError {
  readonly message: string;
  /** Only markup matching this is ignored, so the same error in our own code still fails. */
  readonly markup: RegExp;
  readonly reason: string;
}

/**
 * Errors in markup that Docusaurus renders and a theme wrapper cannot change.
 * Keep this short; every entry says why it is here.
 */
export const KNOWN_DOCUSAURUS_ERRORS: readonly KnownError[] = [];

/** vnu's levels that fail the check: document errors, and files it could not read or parse. */
const ERROR_TYPES = new Set(['error', 'non-document-error']);

/**
 * Arguments for one `java` run checking all `files` (absolute paths). vnu
 * writes the JSON report to stderr and, with `--verbose`, the name of each
 * file it checked to stdout: it skips a file it cannot find without an error.
 */
export function vnuArguments(jar: string, files: readonly string[]): string[] {
  return ['-jar', jar, '--format', 'json', '--errors-only', '--verbose', '--exit-zero-always', ...files];
}

/**
 * A problem for each file vnu did not list as checked in its `--verbose`
 * output (stdout): a page that vanished mid-run must not pass unchecked.
 */
export function uncheckedFiles(files: readonly string[], checkedList: string, buildDir: string): HtmlProblem[] {
  const checked = new Set(checkedList.split(/\r?\n/).map((line) => line.trim()));
  return files
    .filter((file) => !checked.has(file))
    .map((file) => problemAt(path.relative(buildDir, file), 0, 0, 'vnu did not check this file (not found?)', ''));
}

/**
 * Reads vnu's JSON report (its stderr) into errors per built page. Warnings and info
 * messages are dropped; an error without a file (e.g. an I/O failure) is kept
 * with an empty `file`.
 */
export function parseVnuReport(output: string, buildDir: string): HtmlProblem[] {
  // The JVM may print notes of its own first (e.g. "Picked up JAVA_TOOL_OPTIONS").
  const start = output.search(/\{\s*"/);
  const end = output.lastIndexOf('}');
  if (start === -1 || end < start) throw new Error(`vnu did not write a JSON report:\n${output.trim()}`);
  const report = JSON.parse(output.slice(start, end + 1)) as { messages?: VnuMessage[] };
  if (!Array.isArray(report.messages)) throw new Error('vnu output has no "messages" list');
  return report.messages
    .filter((message) => ERROR_TYPES.has(message.type))
    .map((message) =>
      problemAt(
        message.url ? path.relative(buildDir, fileURLToPath(message.url)) : '',
        message.firstLine ?? message.lastLine ?? 0,
        message.firstColumn ?? message.lastColumn ?? 0,
        message.message,
        markupOf(message),
      ),
    );
}

function problemAt(relativeFile: string, line: number, column: number, message: string, markup: string): HtmlProblem {
  const file = relativeFile.split(path.sep).join('/');
  return { file, route: file ? routeOfHtmlFile(file) : '', line, column, message, markup };
}

function markupOf({ extract = '', hiliteStart, hiliteLength }: VnuMessage): string {
  return hiliteStart === undefined || hiliteLength === undefined
    ? extract
    : extract.slice(hiliteStart, hiliteStart + hiliteLength);
}

/** Splits problems into those that fail the check and those on the known-errors list. */
export function partitionProblems(
  problems: readonly HtmlProblem[],
  known: readonly KnownError[] = KNOWN_DOCUSAURUS_ERRORS,
): { errors: HtmlProblem[]; ignored: HtmlProblem[] } {
  const errors: HtmlProblem[] = [];
  const ignored: HtmlProblem[] = [];
  for (const problem of problems) {
    const isKnown = known.some((entry) => entry.message === problem.message && entry.markup.test(problem.markup));
    (isKnown ? ignored : errors).push(problem);
  }
  return { errors, ignored };
}

/** `build/<file>:<line>:<col> <message>`, with `dirLabel` the build folder as the user named it. */
export function formatProblem(problem: HtmlProblem, dirLabel: string): string {
  const where = problem.file ? `${dirLabel}/${problem.file}:${problem.line}:${problem.column}` : dirLabel;
  return `${where} ${problem.message}`;
}

import {
  createExampleProgram,
  layoutExamples,
  type DocSource,
  type ExampleOptions,
} from '../../lib/code-blocks/program';

export type { DocSource } from '../../lib/code-blocks/program';
export { locate, markdownProblem, type ExampleProblem } from '../../lib/code-blocks/problems';
import { locate, markdownProblem, type ExampleProblem } from '../../lib/code-blocks/problems';

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

function sortProblems(problems: ExampleProblem[]): ExampleProblem[] {
  return problems.sort((a, b) => a.docPath.localeCompare(b.docPath) || a.line - b.line || a.column - b.column);
}

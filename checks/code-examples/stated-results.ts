import ts from 'typescript';

/** The global a runnable example's instrumented `console.log` calls report to. */
export const STATED_RESULT_GLOBAL = '__statedResult';

/** A `console.log(…) // value` statement: where it is, and the value the page states it prints. */
export interface StatedResult {
  /** 0-based line within the example file. */
  readonly line: number;
  readonly column: number;
  /** The comment's text after `//`, trimmed. */
  readonly stated: string;
}

export interface InstrumentedFile {
  readonly code: string;
  /** Stated results in the order they appear; `__statedResult(index, …)` reports to the entry at `index + offset`. */
  readonly stated: readonly StatedResult[];
}

/**
 * Rewrites every single-line `console.log(…)` statement that ends in a `// value`
 * comment to report its arguments as `__statedResult(id, …)`, keeping line numbers.
 * `firstId` numbers the results across the files of one run.
 */
export function instrumentStatedResults(fileName: string, code: string, firstId: number): InstrumentedFile {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, scriptKind(fileName));
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const stated: StatedResult[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isExpressionStatement(node) && isConsoleLog(node.expression)) {
      const call = node.expression;
      const start = source.getLineAndCharacterOfPosition(node.getStart(source));
      const end = source.getLineAndCharacterOfPosition(node.end);
      const comment = ts
        .getTrailingCommentRanges(code, node.end)
        ?.find((range) => range.kind === ts.SyntaxKind.SingleLineCommentTrivia);
      if (comment && start.line === end.line) {
        const openParen = code.indexOf('(', call.expression.end);
        edits.push({
          start: call.expression.getStart(source),
          end: openParen + 1,
          text: `${STATED_RESULT_GLOBAL}(${firstId + stated.length}${call.arguments.length > 0 ? ', ' : ''}`,
        });
        stated.push({
          line: start.line,
          column: start.character + 1,
          stated: code.slice(comment.pos + 2, comment.end).trim(),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let result = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return { code: result, stated };
}

function isConsoleLog(expression: ts.Expression): expression is ts.CallExpression {
  return (
    ts.isCallExpression(expression) &&
    ts.isPropertyAccessExpression(expression.expression) &&
    ts.isIdentifier(expression.expression.expression) &&
    expression.expression.expression.text === 'console' &&
    expression.expression.name.text === 'log'
  );
}

function scriptKind(fileName: string): ts.ScriptKind {
  return fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
}

/** What may follow a stated value in the comment: an explanation, e.g. `// true: the second call hits the cache`. */
const EXPLANATION_STARTS = [':', ' (', ' —', ' --'];

/**
 * Whether a printed line (arguments formatted with util.inspect, joined by a space)
 * is what the comment states. Spacing inside brackets and the quote style of
 * strings do not matter; the comment may go on with an explanation.
 */
export function matchesStatedResult(printed: string, stated: string): boolean {
  const actual = normaliseValue(printed);
  const claim = normaliseValue(stated);
  if (claim === actual) return true;
  return claim.startsWith(actual) && EXPLANATION_STARTS.some((start) => claim.startsWith(start, actual.length));
}

function normaliseValue(text: string): string {
  return text
    .replace(/"((?:[^"\\']|\\.)*)"/g, "'$1'")
    .replace(/\s+/g, ' ')
    .replace(/([[{(]) /g, '$1')
    .replace(/ ([\]})])/g, '$1')
    .replace(/,([\]}])/g, '$1')
    .trim();
}

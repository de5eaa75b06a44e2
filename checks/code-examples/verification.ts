import ts from 'typescript';
import { extractBlocks } from '../../lib/code-blocks/extract';

/** How much of one page is verified by running code: its examples and its claim tests. */
export interface PageVerification {
  readonly docPath: string;
  /** TypeScript blocks the examples check type-checks. */
  readonly typeChecked: number;
  /** `run` blocks the examples check executes. */
  readonly run: number;
  /** Tests in the page's claim-test file (`tests/claims/<page>.test.ts`). */
  readonly claimTests: number;
}

/** The claim-test file that protects a docs page: `api/createSlice.md` → `api/createSlice.test.ts`. */
export function claimTestPath(docPath: string): string {
  return docPath.replace(/\.mdx?$/, '.test.ts');
}

/** Counts the examples of a page that are type-checked and the ones that are run. */
export function countExamples(source: string, isMdx: boolean): { typeChecked: number; run: number } {
  const blocks = extractBlocks(source, isMdx).filter((block) => block.lang === 'ts' || block.lang === 'tsx');
  return {
    typeChecked: blocks.filter((block) => block.meta.noTypecheck === undefined).length,
    run: blocks.filter((block) => block.meta.run).length,
  };
}

const TEST_FUNCTIONS = new Set(['it', 'test']);

/** Counts `it(…)`/`test(…)` calls (and their `.each`/`.skip`-less forms) in a Vitest file. */
export function countClaimTests(testSource: string): number {
  const file = ts.createSourceFile('claims.test.ts', testSource, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  let count = 0;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && TEST_FUNCTIONS.has(node.expression.text)) {
      count += 1;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return count;
}

import { visit } from 'unist-util-visit';
import type { BlockContent, Code, Nodes, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { ExampleProblem } from '../../lib/code-blocks/problems';

/** Elements the code tabs wrap a block in (remark-code-tabs): a note goes after them, below both tabs. */
const TAB_ELEMENTS = new Set(['Tabs', 'TabItem']);

/** `docs/api/createSlice.md:12:5 TS2322: …`, as `npm run check:examples` prints it. */
export function formatProblem(problem: ExampleProblem): string {
  return `docs/${problem.docPath}:${problem.line}:${problem.column} ${problem.message}`;
}

/**
 * Adds a note after each code block whose example has problems, and one at
 * the top of the page for problems that belong to no rendered block. The
 * development server shows them where the author is looking; a build never
 * has them (`npm run check:examples` fails instead).
 */
export function addProblemNotes(
  tree: Root,
  problems: ReadonlyArray<ExampleProblem & { readonly blockKey: string | undefined }>,
  keyOf: (node: Code) => string | undefined,
): void {
  if (problems.length === 0) return;
  const parents = new Map<Nodes, Parent>();
  const noted = new Map<string, Code>();
  visit(tree, (node, _index, parent) => {
    if (parent) parents.set(node, parent);
    if (node.type !== 'code') return;
    const key = keyOf(node);
    if (key !== undefined && !noted.has(key)) noted.set(key, node);
  });
  const placed = new Set<ExampleProblem>();
  for (const [key, node] of noted) {
    const own = problems.filter((problem) => problem.blockKey === key);
    if (own.length === 0) continue;
    own.forEach((problem) => placed.add(problem));
    let anchor: Nodes = node;
    while (isTabElement(parents.get(anchor))) anchor = parents.get(anchor)! as Nodes;
    const parent = parents.get(anchor);
    if (!parent) continue;
    parent.children.splice(parent.children.indexOf(anchor as RootContent) + 1, 0, problemNote(own) as never);
  }
  const unplaced = problems.filter((problem) => !placed.has(problem));
  if (unplaced.length > 0) tree.children.unshift(problemNote(unplaced));
}

function isTabElement(node: Parent | undefined): boolean {
  return node?.type === 'mdxJsxFlowElement' && TAB_ELEMENTS.has((node as { name?: string | null }).name ?? '');
}

/** The note: the site's danger admonition style, one list item per problem. */
function problemNote(problems: readonly ExampleProblem[]): BlockContent {
  const lines = (text: string): PhrasingContent[] =>
    text
      .split('\n')
      .flatMap((line, index) => [
        ...(index > 0 ? [{ type: 'break' } as const] : []),
        { type: 'text', value: line } as const,
      ]);
  return {
    type: 'blockquote',
    data: { hName: 'div', hProperties: { className: ['alert', 'alert--danger', 'example-problems'], role: 'alert' } },
    children: [
      {
        type: 'paragraph',
        children: [
          { type: 'strong', children: [{ type: 'text', value: 'This example does not compile.' }] },
          { type: 'text', value: ' Shown by the development server only:' },
        ],
      },
      {
        type: 'list',
        ordered: false,
        spread: false,
        children: problems.map((problem) => ({
          type: 'listItem',
          spread: false,
          children: [
            {
              type: 'paragraph',
              children: [
                { type: 'inlineCode', value: `docs/${problem.docPath}:${problem.line}:${problem.column}` },
                { type: 'text', value: ' ' },
                ...lines(problem.message),
              ],
            },
          ],
        })),
      },
    ],
  };
}

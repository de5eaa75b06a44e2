import { describe, expect, it } from 'vitest';
import type { Code, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { addProblemNotes, formatProblem } from '../problem-notes';

const code = (value: string): Code => ({ type: 'code', lang: 'ts', value });
const problem = (blockKey: string | undefined, message: string) => ({
  docPath: 'guide/page.md',
  line: 7,
  column: 3,
  message,
  blockKey,
});

/** A page with a tabbed example (as remark-code-tabs leaves it) and a plain one. */
function page(): Root {
  return {
    type: 'root',
    children: [
      { type: 'paragraph', children: [{ type: 'text', value: 'Intro' }] },
      {
        type: 'mdxJsxFlowElement',
        name: 'Tabs',
        attributes: [],
        children: [{ type: 'mdxJsxFlowElement', name: 'TabItem', attributes: [], children: [code('tabbed')] }],
      },
      code('plain'),
    ],
  };
}

const keyOf = (node: Code) => node.value;

describe('addProblemNotes', () => {
  it('puts the note after the tabs holding the block, so both tabs show it', () => {
    const tree = page();
    addProblemNotes(tree, [problem('tabbed', "TS2322: Type 'string' is not assignable to type 'number'.")], keyOf);
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph', 'mdxJsxFlowElement', 'blockquote', 'code']);
    const note = tree.children[2]!;
    expect(note.data).toEqual({
      hName: 'div',
      hProperties: { className: ['alert', 'alert--danger', 'example-problems'], role: 'alert' },
    });
    expect(toString(note)).toContain("docs/guide/page.md:7:3 TS2322: Type 'string' is not assignable");
  });

  it('puts the note right after a block outside tabs, and problems of no block at the top', () => {
    const tree = page();
    addProblemNotes(tree, [problem('plain', 'TS1: first'), problem(undefined, 'Markdown could not be parsed')], keyOf);
    expect(tree.children.map((node) => node.type)).toEqual([
      'blockquote',
      'paragraph',
      'mdxJsxFlowElement',
      'code',
      'blockquote',
    ]);
    expect(toString(tree.children[0]!)).toContain('Markdown could not be parsed');
    expect(toString(tree.children[4]!)).toContain('TS1: first');
  });

  it('leaves a page without problems as it was', () => {
    const tree = page();
    addProblemNotes(tree, [], keyOf);
    expect(tree).toEqual(page());
  });
});

describe('formatProblem', () => {
  it('names the docs file, line and column as check:examples does', () => {
    expect(formatProblem(problem('x', 'TS2322: nope'))).toBe('docs/guide/page.md:7:3 TS2322: nope');
  });
});

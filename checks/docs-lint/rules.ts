import { slug } from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import type { Code, Heading, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { load as loadYaml } from 'js-yaml';
import { parseMarkdown } from '../../lib/code-blocks/extract';
import { readDiagramInfo, type DiagramInfo } from '../../src/theme/Mermaid/diagram-source';

/** One problem on a docs page, with its 1-based line. */
export interface LintProblem {
  readonly line: number;
  readonly rule: string;
  readonly message: string;
}

const PLACEHOLDERS: Array<[RegExp, string]> = [
  [/\bTODO\b/, 'TODO'],
  [/\bTBD\b/, 'TBD'],
  [/coming soon/i, 'coming soon'],
  [/lorem ipsum/i, 'lorem ipsum'],
];

const EXPLICIT_ID = /\s*\{#([^}]+)\}\s*$/;

/** Checks one page's source against the docs rules; returns every problem found. */
export function lintPage(source: string, isMdx: boolean): LintProblem[] {
  const tree = parseMarkdown(source, isMdx);
  return [
    ...checkFrontMatter(tree),
    ...checkHeadingLevels(tree),
    ...checkEmptySections(tree),
    ...checkDuplicateHeadingIds(tree),
    ...checkPlaceholders(source),
    ...checkDiagrams(tree),
  ].sort((a, b) => a.line - b.line);
}

function checkFrontMatter(tree: Root): LintProblem[] {
  const node = tree.children[0];
  if (!node || node.type !== 'yaml') return [{ line: 1, rule: 'front-matter', message: 'page has no front matter' }];
  let data: unknown;
  try {
    data = loadYaml(node.value);
  } catch (error) {
    return [{ line: 1, rule: 'front-matter', message: `front matter is not valid YAML: ${(error as Error).message}` }];
  }
  const fields = (data ?? {}) as Record<string, unknown>;
  return ['title', 'description']
    .filter((field) => typeof fields[field] !== 'string' || (fields[field] as string).trim() === '')
    .map((field) => ({ line: 1, rule: 'front-matter', message: `front matter needs a non-empty "${field}"` }));
}

function headings(tree: Root): Heading[] {
  return tree.children.filter((node): node is Heading => node.type === 'heading');
}

function checkHeadingLevels(tree: Root): LintProblem[] {
  const problems: LintProblem[] = [];
  let previous = 1;
  for (const heading of headings(tree)) {
    if (heading.depth === 1 && previous !== 1) {
      problems.push({ line: lineOf(heading), rule: 'heading-levels', message: 'only the page title may be an h1' });
    } else if (heading.depth > previous + 1) {
      problems.push({
        line: lineOf(heading),
        rule: 'heading-levels',
        message: `h${heading.depth} "${headingText(heading)}" skips a level after h${previous}`,
      });
    }
    previous = heading.depth;
  }
  return problems;
}

function checkEmptySections(tree: Root): LintProblem[] {
  const problems: LintProblem[] = [];
  const nodes = tree.children.filter((node) => node.type !== 'yaml');
  nodes.forEach((node, index) => {
    if (node.type !== 'heading' || node.depth === 1) return;
    const next: RootContent | undefined = nodes[index + 1];
    if (!next || (next.type === 'heading' && next.depth <= node.depth)) {
      problems.push({
        line: lineOf(node),
        rule: 'empty-section',
        message: `section "${headingText(node)}" has no content`,
      });
    }
  });
  return problems;
}

function checkDuplicateHeadingIds(tree: Root): LintProblem[] {
  const seen = new Map<string, number>();
  const problems: LintProblem[] = [];
  for (const heading of headings(tree)) {
    const text = toString(heading);
    const explicit = EXPLICIT_ID.exec(text)?.[1];
    const id = explicit ?? slug(text.replace(EXPLICIT_ID, ''));
    const first = seen.get(id);
    if (first !== undefined) {
      problems.push({
        line: lineOf(heading),
        rule: 'duplicate-heading-id',
        message: `heading id "${id}" is already used on line ${first}`,
      });
    } else seen.set(id, lineOf(heading));
  }
  return problems;
}

function checkPlaceholders(source: string): LintProblem[] {
  const problems: LintProblem[] = [];
  source.split('\n').forEach((line, index) => {
    for (const [pattern, word] of PLACEHOLDERS) {
      if (pattern.test(line))
        problems.push({ line: index + 1, rule: 'placeholder', message: `placeholder text "${word}"` });
    }
  });
  return problems;
}

/**
 * What every Mermaid diagram must declare, read by the same parser the page's
 * figure uses (src/theme/Mermaid): its caption and accessible name, and a text
 * alternative. Its size is the drawing's, measured by the build (plugins/diagrams).
 */
const DIAGRAM_DECLARATIONS: Array<[keyof DiagramInfo, string]> = [
  ['title', 'an "accTitle: …" line (its caption and accessible name)'],
  ['description', 'an "accDescr: …" line (what it shows, for screen readers)'],
];

function checkDiagrams(tree: Root): LintProblem[] {
  const problems: LintProblem[] = [];
  visit(tree, 'code', (node: Code) => {
    if (node.lang !== 'mermaid') return;
    const info = readDiagramInfo(node.value);
    for (const [field, what] of DIAGRAM_DECLARATIONS) {
      if (info[field] === undefined)
        problems.push({ line: lineOf(node), rule: 'diagram', message: `Mermaid diagram needs ${what}` });
    }
  });
  return problems;
}

function headingText(heading: Heading): string {
  return toString(heading).replace(EXPLICIT_ID, '');
}

function lineOf(node: RootContent | Code): number {
  return node.position?.start.line ?? 1;
}

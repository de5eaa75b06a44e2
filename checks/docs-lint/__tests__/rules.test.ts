import { describe, expect, it } from 'vitest';
import { lintPage } from '../rules';

const page = (body: string, frontMatter = 'title: T\ndescription: D') =>
  `---\n${frontMatter}\n---\n\n# T\n\nIntro.\n\n${body}\n`;
const rules = (source: string) => lintPage(source, false).map((problem) => problem.rule);

describe('lintPage', () => {
  it('accepts a well-formed page', () => {
    expect(lintPage(page('## A\n\nText.\n\n### B\n\nMore.\n\n## C\n\nEnd.'), false)).toEqual([]);
  });

  it('requires title and description front matter', () => {
    expect(lintPage(page('## A\n\nx', 'title: T'), false)).toEqual([
      { line: 1, rule: 'front-matter', message: 'front matter needs a non-empty "description"' },
    ]);
    expect(rules('# T\n\nNo front matter.')).toEqual(['front-matter']);
  });

  it('reports a heading that skips a level, with its line', () => {
    const problems = lintPage(page('## A\n\nText.\n\n#### Deep\n\nText.'), false);
    expect(problems).toEqual([{ line: 14, rule: 'heading-levels', message: 'h4 "Deep" skips a level after h2' }]);
  });

  it('reports sections with no content, but not sections made of subsections', () => {
    expect(rules(page('## Empty\n\n## Next\n\nText.'))).toEqual(['empty-section']);
    expect(rules(page('## Parent\n\n### Child\n\nText.'))).toEqual([]);
    expect(rules(page('## Last'))).toEqual(['empty-section']);
  });

  it('reports duplicate heading ids, including explicit ones', () => {
    expect(rules(page('## Options\n\nA.\n\n## Options\n\nB.'))).toEqual(['duplicate-heading-id']);
    expect(rules(page('## One {#same}\n\nA.\n\n## Two {#same}\n\nB.'))).toEqual(['duplicate-heading-id']);
    expect(rules(page('## `createSlice`\n\nA.\n\n## createSlice\n\nB.'))).toEqual(['duplicate-heading-id']);
  });

  it('reports placeholder words but not ordinary words that contain them', () => {
    expect(rules(page('## A\n\nTODO: write this.'))).toEqual(['placeholder']);
    expect(rules(page('## A\n\nThis is coming soon.'))).toEqual(['placeholder']);
    expect(rules(page('## A\n\nThe todos slice handles TODO_ADDED actions.'))).toEqual([]);
  });
});

describe('lintPage on Mermaid diagrams', () => {
  const diagram = (lines: string[]) =>
    page(['## A', '', '```mermaid', 'flowchart LR', ...lines, '  a --> b', '```'].join('\n'));
  const complete = ['  accTitle: A to B', '  accDescr: A leads to B.'];

  it('accepts a diagram with a title and a description; its size is measured by the build', () => {
    expect(lintPage(diagram(complete), false)).toEqual([]);
    expect(lintPage(diagram([complete[0]!, '  accDescr {', '    A leads to B.', '  }']), false)).toEqual([]);
  });

  it('names each missing declaration, at the line of the fence', () => {
    expect(lintPage(diagram([]), false)).toEqual([
      {
        line: 12,
        rule: 'diagram',
        message: 'Mermaid diagram needs an "accTitle: …" line (its caption and accessible name)',
      },
      {
        line: 12,
        rule: 'diagram',
        message: 'Mermaid diagram needs an "accDescr: …" line (what it shows, for screen readers)',
      },
    ]);
  });

  it('rejects an empty title or description', () => {
    expect(rules(diagram(['  accTitle:', '  accDescr: A leads to B.']))).toEqual(['diagram']);
    expect(rules(diagram(['  accTitle: A to B', '  accDescr:']))).toEqual(['diagram']);
  });

  it('ignores other fences that mention the declarations', () => {
    expect(rules(page('## A\n\n```text\naccTitle:\n```'))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
// The theme's own parser, by file: the package's exports map only offers it through React-laden entry points.
import { parseLines } from '../../../node_modules/@docusaurus/theme-common/lib/utils/codeBlockUtils.js';
import { MAGIC_COMMENTS } from '../../../config/magic-comments';
import { renderedCode } from '../rendered-code';

const magicComments = MAGIC_COMMENTS.map((comment) => ({ ...comment, block: { ...comment.block } }));
const docusaurus = (code: string, language: string, metastring?: string) =>
  parseLines(`${code}\n`, { language, metastring, magicComments }).code;

const samples: Array<[string, 'ts' | 'tsx', string | undefined]> = [
  ['const a = 1\n// highlight-next-line\nconst b = 2', 'ts', undefined],
  ['// highlight-start\nconst a = 1\nconst b = 2\n// highlight-end\nconst c = 3', 'ts', 'title="a.ts"'],
  ['/* highlight-next-line */\nconst a = 1', 'ts', undefined],
  ['const view = (\n  <div>\n    {/* highlight-next-line */}\n    <span />\n  </div>\n)', 'tsx', undefined],
  ['{/* highlight-next-line */}\nconst a = 1', 'ts', undefined],
  ['const a = 1\n// highlight-next-line\nconst b = 2', 'ts', '{1}'],
  ['const a = 1 // highlight-next-line', 'ts', undefined],
];

describe('renderedCode', () => {
  it.each(samples)('renders %j as Docusaurus does', (code, lang, metastring) => {
    expect(renderedCode(code, lang, metastring, MAGIC_COMMENTS).code).toBe(docusaurus(code, lang, metastring));
  });

  it('maps source lines to rendered lines, removed magic comment lines to -1', () => {
    const { lineMap } = renderedCode('a\n// highlight-start\nb\n// highlight-end\nc', 'ts', undefined, MAGIC_COMMENTS);
    expect(lineMap).toEqual([0, -1, 1, -1, 2]);
  });

  it('keeps every line when the metastring gives a highlight range', () => {
    const { code, lineMap } = renderedCode('a\n// highlight-next-line\nb', 'ts', '{2}', MAGIC_COMMENTS);
    expect(code).toBe('a\n// highlight-next-line\nb');
    expect(lineMap).toEqual([0, 1, 2]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertDoc, type ConvertOptions } from '../convert';
import { labelLegacyAdmonitionTitles } from '../admonitions';
import { removeMagicComments } from '../code-blocks';
import { absoluteUrl } from '../links';

const FIXTURES = path.join(__dirname, 'fixtures');
const read = (file: string) => fs.readFileSync(path.join(FIXTURES, file), 'utf8');

const PERMALINKS: Record<string, string> = {
  'api/thing.md': '/api/thing',
  'guide/sample.mdx': '/guide/sample',
  'guide/plain.md': '/guide/plain',
};

function optionsFor(sourcePath: string): ConvertOptions {
  const permalink = PERMALINKS[sourcePath]!;
  return {
    isMdx: sourcePath.endsWith('.mdx'),
    siteRoot: 'https://docs.example.org/',
    pageUrl: `https://docs.example.org${permalink}`,
    sourcePath,
    permalinkOf: (source) => PERMALINKS[source],
  };
}

describe('convertDoc', () => {
  it('exports the MDX fixture as the expected Markdown', () => {
    const markdown = convertDoc(read('docs/guide/sample.mdx'), optionsFor('guide/sample.mdx'));
    expect(markdown).toBe(read('sample.expected.md'));
  });

  it('starts with the front matter title when the source has no h1', () => {
    expect(convertDoc(read('docs/guide/plain.md'), optionsFor('guide/plain.md'))).toBe(
      '# Plain Page\n\nText without an h1, and a [link back](https://docs.example.org/guide/sample).\n',
    );
  });

  it('keeps the source h1 instead of adding a second one', () => {
    const markdown = convertDoc(read('docs/api/thing.md'), optionsFor('api/thing.md'));
    expect(markdown).toBe('# Thing\n\nThe thing.\n');
  });

  it('uses the fallback title when there is neither front matter nor an h1', () => {
    const markdown = convertDoc('Just text.\n', { ...optionsFor('api/thing.md'), fallbackTitle: 'Thing' });
    expect(markdown).toBe('# Thing\n\nJust text.\n');
  });

  it('leaves colons that are not admonitions as the author wrote them', () => {
    const markdown = convertDoc('# T\n\nRatio 16:9 and a :word here.\n\n::leaf\n', optionsFor('api/thing.md'));
    expect(markdown).toBe('# T\n\nRatio 16:9 and a :word here.\n\n::leaf\n');
  });

  it('keeps raw HTML and JSX-looking text of CommonMark pages', () => {
    const markdown = convertDoc('# T\n\n<kbd>Ctrl</kbd> then `<Tabs>`.\n', optionsFor('api/thing.md'));
    expect(markdown).toBe('# T\n\n<kbd>Ctrl</kbd> then `<Tabs>`.\n');
  });
});

describe('removeMagicComments', () => {
  it('drops whole-line and trailing highlight comments, and the JSX form', () => {
    const code = [
      'const a = 1 // keep this comment',
      '// highlight-next-line',
      'const b = cond',
      '  ? // highlight-next-line',
      '    yes',
      '  : no',
      '    {/* highlight-start */}',
      '    <App />',
      '    {/* highlight-end */}',
    ].join('\n');
    expect(removeMagicComments(code)).toBe(
      ['const a = 1 // keep this comment', 'const b = cond', '  ?', '    yes', '  : no', '    <App />'].join('\n'),
    );
  });
});

describe('labelLegacyAdmonitionTitles', () => {
  it('turns `:::type Title` into the label syntax and leaves other lines alone', () => {
    expect(labelLegacyAdmonitionTitles(':::info Read this first\ntext\n:::\n:::note\n:::custom Nope\n')).toBe(
      ':::info[Read this first]\ntext\n:::\n:::note\n:::custom Nope\n',
    );
    expect(labelLegacyAdmonitionTitles('> :::tip  Quoted title  ')).toBe('> :::tip[Quoted title]');
  });
});

describe('absoluteUrl', () => {
  const context = optionsFor('guide/sample.mdx');

  it('points links to sources at the HTML page and keeps query and anchor', () => {
    expect(absoluteUrl('../api/thing.md#options', context)).toBe('https://docs.example.org/api/thing#options');
    expect(absoluteUrl('./plain.md?x=1', context)).toBe('https://docs.example.org/guide/plain?x=1');
    expect(absoluteUrl('/api/thing.md', context)).toBe('https://docs.example.org/api/thing');
  });

  it('puts root-relative and anchor-only links on the site and leaves absolute ones alone', () => {
    expect(absoluteUrl('/guide/other#part', context)).toBe('https://docs.example.org/guide/other#part');
    expect(absoluteUrl('#setup', context)).toBe('https://docs.example.org/guide/sample#setup');
    expect(absoluteUrl('https://example.com/a.md', context)).toBe('https://example.com/a.md');
    expect(absoluteUrl('mailto:team@example.org', context)).toBe('mailto:team@example.org');
  });

  it('resolves an unknown .md link against the page URL instead of guessing a route', () => {
    expect(absoluteUrl('./missing.md', context)).toBe('https://docs.example.org/guide/missing.md');
  });
});

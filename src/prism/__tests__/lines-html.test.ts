import { describe, expect, it } from 'vitest';
import { linesToHtml, plainLines } from '../lines-html';
import { highlightToHtml } from '../render-html';
import { harbourNight } from '../../../config/prism-theme';

describe('linesToHtml', () => {
  it('escapes code and marks lines with their magic-comment classes', () => {
    const html = linesToHtml(plainLines('const a = "<b>" && 1\nnext'), { 1: ['theme-code-block-highlighted-line'] });
    expect(html).toBe(
      '<span class="token-line">const a = &quot;&lt;b&gt;&quot; &amp;&amp; 1<br></span>' +
        '<span class="token-line theme-code-block-highlighted-line">next<br></span>',
    );
  });

  it('renders an empty line as a line break only', () => {
    expect(linesToHtml(plainLines('a\n\nb'), {})).toContain('<span class="token-line"><br></span>');
  });
});

describe('highlightToHtml', () => {
  it('highlights with the theme colours and keeps the text intact', () => {
    const html = highlightToHtml("const name = '<x>'", 'tsx', harbourNight, {});
    expect(html).toContain('<span class="token keyword hl-c-d4a8ff">const</span>');
    expect(html).not.toContain('style=');
    expect(html).toContain('&lt;x&gt;');
    expect(
      html
        .replace(/<[^>]+>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&#39;/g, "'"),
    ).toBe("const name = '<x>'");
  });

  it('lets the innermost type decide a colour two types set, as Prism nests them', () => {
    // `<T>` after a generic function: class-name (outer) and operator (inner) both set a colour.
    const html = highlightToHtml('useQuery<Post>()', 'tsx', harbourNight, {});
    expect(html).toContain('<span class="token generic-function generic class-name operator hl-c-c8d3f5">&lt;</span>');
    expect(html).toContain('<span class="token generic-function generic class-name hl-c-f9d27a">Post</span>');
  });

  it('leaves unknown languages plain', () => {
    expect(highlightToHtml('some text', 'text', harbourNight, {})).toBe(
      '<span class="token-line">some text<br></span>',
    );
  });
});

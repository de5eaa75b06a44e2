import { describe, expect, it } from 'vitest';
import { linesToHtml, plainLines } from '../lines-html';
import { highlightToHtml } from '../render-html';
import { harbourNight } from '../../../config/prism-theme';

describe('linesToHtml', () => {
  it('escapes code and marks lines with their magic-comment classes', () => {
    const html = linesToHtml(plainLines('const a = "<b>" && 1\nnext'), { 1: ['theme-code-block-highlighted-line'] });
    expect(html).toBe(
      '<span class="token-line"><span class="token plain">const a = &quot;&lt;b&gt;&quot; &amp;&amp; 1</span><br></span>' +
        '<span class="token-line theme-code-block-highlighted-line"><span class="token plain">next</span><br></span>',
    );
  });

  it('renders an empty line as a line break only', () => {
    expect(linesToHtml(plainLines('a\n\nb'), {})).toContain('<span class="token-line"><br></span>');
  });
});

describe('highlightToHtml', () => {
  it('highlights with the theme colours and keeps the text intact', () => {
    const html = highlightToHtml("const name = '<x>'", 'tsx', harbourNight, {});
    expect(html).toContain('<span class="token keyword" style="color:#d4a8ff">const</span>');
    expect(html).toContain('&lt;x&gt;');
    expect(
      html
        .replace(/<[^>]+>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&#39;/g, "'"),
    ).toBe("const name = '<x>'");
  });

  it('leaves unknown languages plain', () => {
    expect(highlightToHtml('some text', 'text', harbourNight, {})).toBe(
      '<span class="token-line"><span class="token plain">some text</span><br></span>',
    );
  });
});

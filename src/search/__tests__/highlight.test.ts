import { describe, expect, it } from 'vitest';
import { escapeHtml, highlight, snippet } from '../highlight';

describe('escapeHtml', () => {
  it('escapes every character with a meaning in HTML', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')"> & more`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; more',
    );
  });
});

describe('highlight', () => {
  it('marks words that start with a query term, and camelCase parts', () => {
    expect(highlight('Use createSlice to create slices', ['slice'])).toBe(
      'Use <mark>createSlice</mark> to create <mark>slices</mark>',
    );
  });

  it('escapes hostile text around and inside marks, so only <mark> is markup', () => {
    const html = highlight('<script>alert(1)</script> script', ['script']);
    expect(html).toBe(
      '&lt;<mark>script</mark>&gt;<mark>alert</mark>(1)&lt;/<mark>script</mark>&gt; <mark>script</mark>'.replace(
        '<mark>alert</mark>',
        'alert',
      ),
    );
    expect(html).not.toMatch(/<(?!\/?mark>)/);
  });

  it('treats a hostile query as plain terms', () => {
    const html = highlight('an "><img src=x> example', ['img', 'src']);
    expect(html).toBe('an &quot;&gt;&lt;<mark>img</mark> <mark>src</mark>=x&gt; example');
  });
});

describe('snippet', () => {
  const long = `${'Intro words here. '.repeat(20)}The keepUnusedDataFor option sets how long data stays. ${'Trailing text. '.repeat(20)}`;

  it('returns a window around the first match with ellipses where text was cut', () => {
    const html = snippet(long, ['keepunuseddatafor'], 120);
    expect(html.startsWith('…')).toBe(true);
    expect(html.endsWith('…')).toBe(true);
    expect(html).toContain('<mark>keepUnusedDataFor</mark>');
    expect(html.replace(/<\/?mark>/g, '').length).toBeLessThanOrEqual(124);
  });

  it('returns short text whole', () => {
    expect(snippet('short text', ['short'])).toBe('<mark>short</mark> text');
  });
});

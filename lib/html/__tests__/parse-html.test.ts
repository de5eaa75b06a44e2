import { selectAll, select } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../parse-html';

describe('parseHtml', () => {
  it('parses a document as a browser does: implied elements, SVG, raw-text scripts', () => {
    const tree = parseHtml(
      '<!doctype html><html lang=en><title>T</title><p>One<p>Two <a href=/x>link</a><table><tr><td>cell</table>' +
        '<svg viewBox="0 0 1 1"><foreignObject><div>in svg</div></foreignObject></svg><script>if (a < b) {}</script>',
    );
    expect(selectAll('body > p', tree).map((p) => toText(p))).toEqual(['One', 'Two link']);
    expect(select('a', tree)?.properties.href).toBe('/x');
    expect(select('table > tbody > tr > td', tree)).toBeDefined();
    expect(select('svg', tree)?.properties.viewBox).toBe('0 0 1 1');
    expect(toText(select('svg div', tree)!)).toBe('in svg');
    expect(toText(select('script', tree)!)).toBe('if (a < b) {}');
    expect(select('html', tree)?.properties.lang).toBe('en');
  });
});

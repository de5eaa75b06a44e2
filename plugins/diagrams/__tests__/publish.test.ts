import { describe, expect, it } from 'vitest';
import { publishDiagrams } from '../publish';

const svg = { light: '<svg id="a-light"></svg>', dark: '<svg id="a-dark"></svg>' };
const drawing = { svg, width: 410, height: 628 };

describe('publishDiagrams', () => {
  it('names each SVG file by its content, below the diagrams folder', () => {
    const published = publishDiagrams(new Map([['abc', drawing]]), '/');
    const files = [...published.files.keys()];
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^assets\/diagrams\/abc\.(light|dark)\.[0-9a-f]{10}\.svg$/);
    const changed = publishDiagrams(
      new Map([['abc', { ...drawing, svg: { ...svg, dark: '<svg id="a-dark"><g/></svg>' } }]]),
      '/',
    );
    expect(changed.client.abc!.urls.light).toBe(published.client.abc!.urls.light);
    expect(changed.client.abc!.urls.dark).not.toBe(published.client.abc!.urls.dark);
  });

  it('gives the server bundle the markup and the browser bundle only the URLs, under the base URL', () => {
    const published = publishDiagrams(new Map([['abc', drawing]]), '/docs/');
    expect(published.server.abc!.markup).toEqual(svg);
    expect(published.client.abc!.markup).toBeUndefined();
    expect(published.client.abc!.size).toEqual({ width: 410, height: 628 });
    expect(published.client.abc!.urls.light).toMatch(/^\/docs\/assets\/diagrams\//);
    expect(published.files.get(published.client.abc!.urls.dark.slice('/docs/'.length))).toBe(svg.dark);
  });
});

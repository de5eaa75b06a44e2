import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractLinks, srcsetUrls } from '../extract';

const read = (file: string) => fs.readFileSync(path.join(__dirname, 'fixtures/site', file), 'utf8');

describe('extractLinks', () => {
  const home = extractLinks(read('index.html'));

  it('collects element ids and a[name] as fragment targets', () => {
    expect([...home.ids].sort()).toEqual(['intro', 'main-content']);
    expect([...extractLinks(read('guide/index.html')).ids].sort()).toEqual(['café', 'install', 'legacy', 'tabs-ts']);
  });

  it('collects links, stylesheets, scripts and images, but not links to other copies of the page', () => {
    const bySource = (source: string) => home.links.filter((link) => link.source === source).map((link) => link.href);
    expect(bySource('link[href]')).toEqual(['/assets/css/main.css', '/img/favicon.svg']);
    expect(bySource('script[src]')).toEqual(['/assets/js/main.js']);
    expect(bySource('img[src]')).toEqual(['/img/logo.svg', '/img/a.png']);
    expect(bySource('img[srcset]')).toEqual(['/img/a.png', '/img/b.png']);
    expect(bySource('a[href]')).toContain('/guide#caf%C3%A9');
    expect(bySource('a[href]')).toContain('mailto:team@example.com');
  });

  it('keeps relative links relative: resolving them is the resolver’s job', () => {
    expect(extractLinks(read('guide/index.html')).links.map((link) => link.href)).toEqual([
      '/assets/css/main.css',
      '../#intro',
      '#legacy',
      '#',
    ]);
  });
});

describe('srcsetUrls', () => {
  it('reads the URL of each candidate', () => {
    expect(srcsetUrls('/a.png 1x, /b.png 2x')).toEqual(['/a.png', '/b.png']);
    expect(srcsetUrls(' /a.png 480w ,/b.png')).toEqual(['/a.png', '/b.png']);
    expect(srcsetUrls('')).toEqual([]);
  });
});

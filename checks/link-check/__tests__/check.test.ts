import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRedirect, type RedirectRule } from '../../../server/redirects';
import { checkSite } from '../check';
import { routeOfHtmlFile } from '../resolve';

const siteDir = path.join(__dirname, 'fixtures/site');
const pages = ['index.html', 'guide/index.html'].map((file) => ({
  route: routeOfHtmlFile(file),
  html: fs.readFileSync(path.join(siteDir, file), 'utf8'),
}));
const files = ['/assets/css/main.css', '/assets/js/main.js', '/img/favicon.svg', '/img/logo.svg', '/img/a.png'];
const rules: RedirectRule[] = [
  { from: '/old-guide', to: '/guide' },
  { from: '/moved', to: '/guide#install' },
];

describe('checkSite', () => {
  const report = checkSite(pages, files, {
    siteOrigin: 'https://site.test',
    redirect: (pathname) => findRedirect(pathname, '', rules),
  });

  it('reports every broken internal link and anchor, with the page and the reason', () => {
    expect(report.failures).toEqual([
      { route: '/', href: '#missing', source: 'a[href]', reason: 'no element with id "missing" on /' },
      { route: '/', href: '/guide#nope', source: 'a[href]', reason: 'no element with id "nope" on /guide' },
      { route: '/', href: '/gone', source: 'a[href]', reason: 'no page or file at /gone' },
      { route: '/', href: '/guide.html', source: 'a[href]', reason: 'links to a .html file: use /guide' },
      { route: '/', href: '/img/b.png', source: 'img[srcset]', reason: 'no page or file at /img/b.png' },
    ]);
  });

  it('counts pages, internal links and links with anchors, leaving external links out', () => {
    expect(report).toMatchObject({ pages: 2, links: 25, anchors: 11 });
  });
});

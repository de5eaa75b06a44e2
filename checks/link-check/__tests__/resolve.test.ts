import { describe, expect, it } from 'vitest';
import { findRedirect, type RedirectRule } from '../../../server/redirects';
import { resolveLink, routeOfHtmlFile, type ResolveOptions, type SiteIndex } from '../resolve';

const site: SiteIndex = {
  pages: new Map([
    ['/', new Set(['intro'])],
    ['/guide', new Set(['install', 'café'])],
    ['/errors', new Set<string>()],
  ]),
  files: new Set(['/img/logo.svg', '/assets/js/main.js']),
};
const rules: RedirectRule[] = [
  { from: '/old-guide', to: '/guide' },
  { from: '/moved', to: '/guide#install' },
  { from: '/lost', to: '/guide#nope' },
  { from: '/v1/*', to: '/' },
  { from: '/loop', to: '/loop' },
];
const options: ResolveOptions = {
  siteOrigin: 'https://site.test',
  redirect: (pathname) => findRedirect(pathname, '', rules),
};
const resolve = (href: string, from = '/') => resolveLink(href, from, site, options);

describe('resolveLink', () => {
  it('finds pages by route, with or without a trailing slash, and other files by path', () => {
    expect(resolve('/guide')).toEqual({ kind: 'ok', target: '/guide' });
    expect(resolve('/guide/')).toEqual({ kind: 'ok', target: '/guide' });
    expect(resolve('/')).toEqual({ kind: 'ok', target: '/' });
    expect(resolve('/img/logo.svg')).toEqual({ kind: 'ok', target: '/img/logo.svg' });
    expect(resolve('/errors?code=3')).toEqual({ kind: 'ok', target: '/errors' });
  });

  it('checks fragments against the target page’s ids, decoded', () => {
    expect(resolve('/guide#install')).toEqual({ kind: 'ok', target: '/guide', anchor: 'install' });
    expect(resolve('/guide#caf%C3%A9')).toMatchObject({ kind: 'ok', anchor: 'café' });
    expect(resolve('#intro')).toMatchObject({ kind: 'ok', target: '/' });
    expect(resolve('#install', '/guide')).toMatchObject({ kind: 'ok', target: '/guide' });
    expect(resolve('/guide#nope')).toEqual({ kind: 'broken', reason: 'no element with id "nope" on /guide' });
    expect(resolve('#install')).toEqual({ kind: 'broken', reason: 'no element with id "install" on /' });
  });

  it('accepts the fragments that always mean the top of the page', () => {
    expect(resolve('#').kind).toBe('ok');
    expect(resolve('/guide#top').kind).toBe('ok');
  });

  it('resolves relative links against the page’s URL', () => {
    expect(resolve('../#intro', '/guide')).toMatchObject({ kind: 'ok', target: '/' });
    expect(resolve('guide#install', '/errors')).toMatchObject({ kind: 'ok', target: '/guide' });
    expect(resolve('install', '/guide')).toEqual({ kind: 'broken', reason: 'no page or file at /install' });
  });

  it('follows redirects; a redirect’s own fragment replaces the link’s', () => {
    expect(resolve('/old-guide#install')).toEqual({ kind: 'ok', target: '/guide', anchor: 'install' });
    expect(resolve('/moved')).toEqual({ kind: 'ok', target: '/guide', anchor: 'install' });
    expect(resolve('/v1/guide#install')).toMatchObject({ kind: 'ok', target: '/guide' });
    expect(resolve('/old-guide#nope')).toEqual({
      kind: 'broken',
      reason: 'no element with id "nope" on /guide (redirected to /guide)',
    });
    expect(resolve('/lost')).toEqual({
      kind: 'broken',
      reason: 'no element with id "nope" on /guide (redirected to /guide#nope)',
    });
    expect(resolve('/loop')).toEqual({ kind: 'broken', reason: 'more than 5 redirects' });
  });

  it('reports missing pages and files, and .html links to clean routes', () => {
    expect(resolve('/gone')).toEqual({ kind: 'broken', reason: 'no page or file at /gone' });
    expect(resolve('/img/missing.png')).toEqual({ kind: 'broken', reason: 'no page or file at /img/missing.png' });
    expect(resolve('/guide.html')).toEqual({ kind: 'broken', reason: 'links to a .html file: use /guide' });
    expect(resolve('/guide/index.html')).toEqual({ kind: 'broken', reason: 'links to a .html file: use /guide' });
    expect(resolve('/%E0%A4%A')).toEqual({ kind: 'broken', reason: 'malformed percent-encoding' });
  });

  it('treats absolute links to the public site as internal and everything else as external', () => {
    expect(resolve('https://site.test/guide#install')).toMatchObject({ kind: 'ok', target: '/guide' });
    expect(resolve('https://site.test/gone')).toMatchObject({ kind: 'broken' });
    expect(resolve('https://github.com/reduxjs/redux-toolkit')).toEqual({ kind: 'external' });
    expect(resolve('//cdn.example.com/x.js')).toEqual({ kind: 'external' });
    expect(resolve('mailto:team@example.com')).toEqual({ kind: 'external' });
    expect(resolve('javascript:void(0)')).toEqual({ kind: 'external' });
  });
});

describe('routeOfHtmlFile', () => {
  it('maps index.html files to their folder’s route and keeps other files’ paths', () => {
    expect(routeOfHtmlFile('index.html')).toBe('/');
    expect(routeOfHtmlFile('api/createSlice/index.html')).toBe('/api/createSlice');
    expect(routeOfHtmlFile('rtk-query\\api\\createApi\\index.html')).toBe('/rtk-query/api/createApi');
    expect(routeOfHtmlFile('404.html')).toBe('/404.html');
  });
});

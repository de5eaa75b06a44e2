import { describe, expect, it } from 'vitest';
import { appRouteOf, routeOfLink, type LinkClick, type LinkTarget } from '../static-links';

const page = new URL('https://docs.example/api/createSlice?x=1#reducers');
const plainClick: LinkClick = {
  button: 0,
  defaultPrevented: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
};
const link = (href: string, extra: Partial<LinkTarget> = {}): LinkTarget => ({
  href,
  target: '',
  hasDownload: false,
  ...extra,
});

describe('appRouteOf', () => {
  it('routes a plain click on a link to another page of the site inside the app', () => {
    expect(appRouteOf(plainClick, link('/rtk-query/api/createApi#baseQuery'), page)).toBe(
      '/rtk-query/api/createApi#baseQuery',
    );
    expect(appRouteOf(plainClick, link('https://docs.example/usage/usage-guide?tab=js'), page)).toBe(
      '/usage/usage-guide?tab=js',
    );
  });

  it('leaves clicks the browser or React should handle alone', () => {
    expect(appRouteOf({ ...plainClick, defaultPrevented: true }, link('/a'), page)).toBeNull();
    expect(appRouteOf({ ...plainClick, button: 1 }, link('/a'), page)).toBeNull();
    for (const key of ['altKey', 'ctrlKey', 'metaKey', 'shiftKey'] as const) {
      expect(appRouteOf({ ...plainClick, [key]: true }, link('/a'), page)).toBeNull();
    }
    expect(appRouteOf(plainClick, link('/a', { target: '_blank' }), page)).toBeNull();
    expect(appRouteOf(plainClick, link('/a', { hasDownload: true }), page)).toBeNull();
  });

  it('leaves other sites, files and jumps within the page to the browser', () => {
    expect(appRouteOf(plainClick, link('https://redux.js.org/'), page)).toBeNull();
    expect(appRouteOf(plainClick, link('/api/createSlice.md'), page)).toBeNull();
    expect(appRouteOf(plainClick, link('/llms.txt'), page)).toBeNull();
    expect(appRouteOf(plainClick, link('/assets/files/example.zip'), page)).toBeNull();
    expect(appRouteOf(plainClick, link('#extraReducers'), page)).toBeNull();
    expect(appRouteOf(plainClick, link('mailto:someone@example.com'), page)).toBeNull();
  });

  it('keeps a target of _self inside the app', () => {
    expect(appRouteOf(plainClick, link('/a', { target: '_self' }), page)).toBe('/a');
  });
});

describe('routeOfLink', () => {
  it('gives the route of a page of the site, for preloading as for clicks', () => {
    expect(routeOfLink('/rtk-query/api/createApi#baseQuery', page)).toBe('/rtk-query/api/createApi#baseQuery');
    expect(routeOfLink('#extraReducers', page)).toBeNull();
    expect(routeOfLink('/api/createSlice.md', page)).toBeNull();
    expect(routeOfLink('/llms.txt', page)).toBeNull();
    expect(routeOfLink('https://redux.js.org/', page)).toBeNull();
    expect(routeOfLink('http://[broken', page)).toBeNull();
  });
});

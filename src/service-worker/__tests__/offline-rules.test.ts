import { describe, expect, it } from 'vitest';
import { entriesOverLimit, isKeepablePage, pageKey, requestKind } from '../offline-rules.js';
import { workerUrl } from '../worker-url';

const ORIGIN = 'https://redux-toolkit.js.org';
const get = (url: string, mode = 'no-cors') => ({ method: 'GET', mode, url });

describe('requestKind', () => {
  it('takes navigations on this site as pages', () => {
    expect(requestKind(get(`${ORIGIN}/api/createSlice?x=1`, 'navigate'), ORIGIN)).toBe('page');
    expect(requestKind(get(`${ORIGIN}/`, 'navigate'), ORIGIN)).toBe('page');
  });

  it('takes content-hashed files as assets', () => {
    expect(requestKind(get(`${ORIGIN}/assets/js/main.0123abcd.js`), ORIGIN)).toBe('asset');
    expect(requestKind(get(`${ORIGIN}/assets/search/index.616afe4f08.json`, 'cors'), ORIGIN)).toBe('asset');
  });

  it('leaves other sites, other methods and unhashed files alone', () => {
    expect(requestKind(get('https://example.com/page', 'navigate'), ORIGIN)).toBe('other');
    expect(requestKind({ method: 'POST', mode: 'cors', url: `${ORIGIN}/assets/js/main.0123abcd.js` }, ORIGIN)).toBe(
      'other',
    );
    expect(requestKind(get(`${ORIGIN}/img/logo.svg`), ORIGIN)).toBe('other');
    expect(requestKind(get(`${ORIGIN}/sw.js`), ORIGIN)).toBe('other');
  });
});

describe('pageKey', () => {
  it('drops the query, the hash and a trailing slash', () => {
    expect(pageKey(`${ORIGIN}/api/createSlice/?tab=js#options`)).toBe(`${ORIGIN}/api/createSlice`);
    expect(pageKey(`${ORIGIN}/?q=1`)).toBe(`${ORIGIN}/`);
    expect(pageKey(`${ORIGIN}//`)).toBe(`${ORIGIN}/`);
  });
});

describe('isKeepablePage', () => {
  const response = (
    overrides: Partial<Parameters<typeof isKeepablePage>[0]> = {},
    type = 'text/html; charset=utf-8',
  ) => ({
    ok: true,
    status: 200,
    type: 'basic',
    redirected: false,
    headers: { get: (name: string) => (name === 'Content-Type' ? type : null) },
    ...overrides,
  });

  it('keeps a plain 200 HTML page', () => {
    expect(isKeepablePage(response())).toBe(true);
  });

  it('does not keep errors, redirects, opaque answers or other types', () => {
    expect(isKeepablePage(response({ ok: false, status: 404 }))).toBe(false);
    expect(isKeepablePage(response({ ok: false, status: 0, type: 'opaqueredirect' }))).toBe(false);
    expect(isKeepablePage(response({ redirected: true }))).toBe(false);
    expect(isKeepablePage(response({ status: 206 }))).toBe(false);
    expect(isKeepablePage(response({}, 'application/json'))).toBe(false);
    expect(isKeepablePage(response({}, ''))).toBe(false);
  });
});

describe('entriesOverLimit', () => {
  it('picks the oldest entries beyond the limit', () => {
    expect(entriesOverLimit(['a', 'b', 'c', 'd'], 2)).toEqual(['a', 'b']);
    expect(entriesOverLimit(['a'], 2)).toEqual([]);
    expect(entriesOverLimit(['a', 'b'], 0)).toEqual(['a', 'b']);
  });
});

describe('workerUrl', () => {
  it('passes the parameters the worker parses from its query string', () => {
    const url = new URL(workerUrl('/sw.js', true), ORIGIN);
    expect(url.pathname).toBe('/sw.js');
    expect(JSON.parse(url.searchParams.get('params') ?? '')).toEqual({ offlineMode: true, debug: false });
  });
});

import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, REVALIDATE, SERVICE_WORKER_CACHE } from '../cache-policy';
import { findRedirect, REDIRECTS } from '../redirects';
import { guardRequest, MAX_URL_LENGTH } from '../request-guard';
import { contentSecurityPolicy, securityHeaders } from '../security-headers';
import { parseHeadersFile, siteHeaderBlocks, toHeadersFile, toRedirectsFile } from '../netlify-files';

describe('findRedirect', () => {
  it('redirects exact paths, keeping the query and adding the target hash', () => {
    expect(findRedirect('/Errors', '?code=3')).toBe('/errors?code=3');
    expect(findRedirect('/introduction/quick-start', '')).toBe('/introduction/getting-started');
    expect(findRedirect('/introduction/quick-start/', '')).toBe('/introduction/getting-started');
    expect(findRedirect('/rtk-query/usage/optimistic-updates', '?a=1')).toBe(
      '/rtk-query/usage/manual-cache-updates?a=1#optimistic-updates',
    );
  });

  it('carries the rest of the path over for prefix rules', () => {
    expect(findRedirect('/docs/api/createSlice', '')).toBe('/api/createSlice');
    expect(findRedirect('/docs', '?q=1')).toBe('/?q=1');
  });

  it('leaves other paths alone', () => {
    expect(findRedirect('/errors', '?code=3')).toBeUndefined();
    expect(findRedirect('/docsearch', '')).toBeUndefined();
    expect(findRedirect('/api/createSlice', '')).toBeUndefined();
  });
});

describe('static host files', () => {
  it('writes one _redirects line per rule, with 301 and the splat for prefixes', () => {
    const lines = toRedirectsFile(REDIRECTS).trim().split('\n');
    expect(lines).toHaveLength(REDIRECTS.length);
    expect(lines).toContain('/docs/*  /:splat  301');
    expect(lines).toContain('/Errors  /errors  301');
    for (const { from } of REDIRECTS) expect(lines.some((line) => line.startsWith(`${from}  `))).toBe(true);
  });

  it('writes _headers that read back to the same blocks', () => {
    const blocks = siteHeaderBlocks(securityHeaders(['sha256-abc=']));
    expect(parseHeadersFile(toHeadersFile(blocks))).toEqual(blocks);
    expect(blocks.find((block) => block.path === '/assets/*')!.headers['Cache-Control']).toBe(IMMUTABLE);
    expect(blocks.find((block) => block.path === '/*.md')!.headers['Content-Type']).toBe(
      'text/markdown; charset=utf-8',
    );
    expect(blocks.find((block) => block.path === '/llms.txt')!.headers['Content-Type']).toBe(
      'text/plain; charset=utf-8',
    );
    expect(blocks.find((block) => block.path === '/sw.js')!.headers['Cache-Control']).toBe(SERVICE_WORKER_CACHE);
    expect(() => parseHeadersFile('  Orphan: header')).toThrow();
  });
});

describe('cacheControlFor', () => {
  it('caches content-hashed assets for a year and revalidates the rest', () => {
    expect(cacheControlFor('/assets/js/main.7f70ebd3.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/assets/search/index.fddecbd83c.json')).toBe(IMMUTABLE);
    expect(cacheControlFor('/api/createSlice')).toBe(REVALIDATE);
    expect(cacheControlFor('/img/logo.svg')).toBe(REVALIDATE);
    expect(cacheControlFor('/assets/js/unhashed.js')).toBe(REVALIDATE);
    expect(cacheControlFor('/api/createSlice.md')).toBe(REVALIDATE);
    expect(cacheControlFor('/llms-full.txt')).toBe(REVALIDATE);
  });

  it('never lets a browser keep the service worker or its chunks without asking', () => {
    expect(SERVICE_WORKER_CACHE).not.toMatch(/immutable|max-age=[1-9]/);
    expect(SERVICE_WORKER_CACHE).toMatch(/no-cache|max-age=0/);
    expect(cacheControlFor('/sw.js')).toBe(SERVICE_WORKER_CACHE);
    expect(cacheControlFor('/347.sw.js')).toBe(SERVICE_WORKER_CACHE);
    expect(cacheControlFor('/api/sw.js')).toBe(REVALIDATE);
    expect(cacheControlFor('/assets/js/sw.0123abcd.js')).toBe(IMMUTABLE);
  });
});

describe('guardRequest', () => {
  it('accepts GET and HEAD of ordinary paths', () => {
    expect(guardRequest('GET', '/api/createSlice?x=1')).toEqual({
      ok: true,
      pathname: '/api/createSlice',
      search: '?x=1',
    });
    expect(guardRequest('HEAD', '/a%20b')).toEqual({ ok: true, pathname: '/a b', search: '' });
  });

  it('answers bad requests with the right status', () => {
    expect(guardRequest('POST', '/')).toMatchObject({ ok: false, status: 405 });
    expect(guardRequest('GET', `/${'a'.repeat(MAX_URL_LENGTH)}`)).toMatchObject({ ok: false, status: 414 });
    expect(guardRequest('GET', '/%zz')).toMatchObject({ ok: false, status: 400 });
    expect(guardRequest('GET', '/index%00.html')).toMatchObject({ ok: false, status: 400 });
    expect(guardRequest('GET', 'http://evil.example/')).toMatchObject({ ok: false, status: 400 });
  });

  it('refuses every way of climbing out of the root', () => {
    for (const url of [
      '/../package.json',
      '/%2e%2e%2fpackage.json',
      '/a/%2E%2E/%2e%2e/etc/passwd',
      '/..%5c..%5cwin.ini',
      '/./x',
    ]) {
      expect(guardRequest('GET', url), url).toMatchObject({ ok: false, status: 404 });
    }
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts only from the site and the hashed inline scripts', () => {
    const policy = contentSecurityPolicy(['sha256-abc=']);
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "connect-src 'self'"]) {
      expect(policy).toContain(directive);
    }
  });

  it('widens connect and script sources only for configured third parties', () => {
    const policy = contentSecurityPolicy([], { searchAppId: 'ABC123', analyticsDomain: 'stats.example.com' });
    expect(policy).toMatch(/connect-src 'self' https:\/\/abc123-dsn\.algolia\.net .*https:\/\/stats\.example\.com/);
    expect(policy).toMatch(/script-src 'self' https:\/\/stats\.example\.com/);
  });

  it('comes with the other security headers', () => {
    expect(Object.keys(securityHeaders([]))).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
    ]);
    expect(securityHeaders([])['Permissions-Policy']).toContain('camera=()');
  });
});

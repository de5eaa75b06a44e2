/**
 * What a browser sees: headers, caching, compression, content types, HEAD and
 * Range, redirects and the 404 page, from both servers.
 */
import { describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE, SERVICE_WORKER_CACHE } from '../../server/cache-policy';
import { findRedirect, REDIRECTS } from '../../server/redirects';
import { DOC_PAGE, HASHED_CSS, HASHED_JS, HASHED_JSON, readBuildFile, SEARCH_INDEX, SITE_HEADERS } from './fixtures';
import { decodedBody, request, type RawResponse } from './request';
import { SERVER_NAMES, TRAITS, useServer } from './use-server';

function expectSiteHeaders(response: RawResponse) {
  for (const [name, value] of Object.entries(SITE_HEADERS)) {
    expect(response.headers[name.toLowerCase()], `${name} on a ${response.status}`).toBe(value);
  }
}

/** Byte equality without vitest's element-by-element diff, which takes a second on a 400 KB page. */
function expectBytes(actual: Buffer, expected: Buffer) {
  expect(actual.length).toBe(expected.length);
  expect(actual.equals(expected)).toBe(true);
}

const varyNames = (response: RawResponse) =>
  String(response.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

/** Request paths for each redirect rule, with the Location findRedirect (the Node server's rule) gives. */
const REDIRECT_CASES = REDIRECTS.flatMap(({ from }) => {
  const paths = from.endsWith('/*')
    ? [`${from.slice(0, -1)}api/createSlice`, `${from.slice(0, -1)}api/createSlice?x=1&y=2`, from.slice(0, -2)]
    : [from, `${from}?code=3`, `${from}/`];
  return paths.map((path) => {
    const [pathname = '', query] = path.split('?');
    return { path, location: findRedirect(pathname, query === undefined ? '' : `?${query}`)! };
  });
});

describe.each(SERVER_NAMES)('%s', (name) => {
  const server = useServer(name);
  const get = (path: string, headers: Record<string, string> = {}) => request(server.port, { path, headers });

  describe('security headers', () => {
    it.each(['/', DOC_PAGE, HASHED_JS, HASHED_CSS])('are on %s', async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expectSiteHeaders(response);
    });

    it('are on redirects, 404s, 405s, 400s and 414s too', async () => {
      const responses = await Promise.all([
        get('/Errors'),
        get('/no-such-page'),
        request(server.port, { method: 'POST', path: '/' }),
        get('/%zz'),
        get(`/${'a'.repeat(3000)}`),
      ]);
      expect(responses.map((response) => response.status)).toEqual([301, 404, 405, 400, 414]);
      for (const response of responses) expectSiteHeaders(response);
    });
  });

  describe('caching', () => {
    it('marks a hashed script immutable', async () => {
      const response = await get(HASHED_JS);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    });

    it('serves the service worker as JavaScript that is revalidated on every update check', async () => {
      for (const encoding of ['', 'gzip']) {
        const response = await get('/sw.js', encoding ? { 'Accept-Encoding': encoding } : {});
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
        expect(response.headers['cache-control']).toBe(SERVICE_WORKER_CACHE);
        expect(response.headers.etag).toBeTruthy();
      }
    });

    it('serves the web app manifest as JSON, revalidated', async () => {
      const response = await get('/manifest.json');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe(REVALIDATE);
    });

    it('revalidates HTML, with an ETag and Last-Modified', async () => {
      const response = await get(DOC_PAGE);
      expect(response.headers['cache-control']).toBe(REVALIDATE);
      expect(response.headers.etag).toBeTruthy();
      expect(Date.parse(response.headers['last-modified'] ?? '')).not.toBeNaN();
    });

    it('answers 304 to If-None-Match with the current ETag', async () => {
      for (const encoding of ['', 'gzip']) {
        const headers: Record<string, string> = encoding ? { 'Accept-Encoding': encoding } : {};
        const first = await get(DOC_PAGE, headers);
        const second = await get(DOC_PAGE, { ...headers, 'If-None-Match': first.headers.etag! });
        expect(second.status).toBe(304);
        expect(second.body.length).toBe(0);
        expectSiteHeaders(second);
      }
      expect((await get(DOC_PAGE, { 'If-None-Match': '"stale"' })).status).toBe(200);
    });

    it.runIf(TRAITS[name].ifModifiedSince)('answers 304 to If-Modified-Since', async () => {
      const first = await get(DOC_PAGE);
      const second = await get(DOC_PAGE, { 'If-Modified-Since': first.headers['last-modified']! });
      expect(second.status).toBe(304);
      expect(second.body.length).toBe(0);
    });

    it('keeps the immutable Cache-Control and the ETag on a 304 for a hashed script', async () => {
      const first = await get(HASHED_JS);
      const second = await get(HASHED_JS, { 'If-None-Match': first.headers.etag! });
      expect(second.status).toBe(304);
      expect(second.headers['cache-control']).toBe(IMMUTABLE);
      expect(second.headers.etag).toBe(first.headers.etag);
    });
  });

  describe('compression', () => {
    it('sends the precompressed gzip file for Accept-Encoding: gzip', async () => {
      for (const path of [HASHED_JS, SEARCH_INDEX, '/']) {
        const response = await get(path, { 'Accept-Encoding': 'gzip' });
        expect(response.headers['content-encoding'], path).toBe('gzip');
        expect(varyNames(response)).toContain('accept-encoding');
        expectBytes(response.body, readBuildFile(path === '/' ? '/index.html.gz' : `${path}.gz`));
        expectBytes(decodedBody(response), readBuildFile(path === '/' ? '/index.html' : path));
      }
    });

    it(`sends ${TRAITS[name].brotli ? 'brotli' : 'gzip'} to a browser asking for "br, gzip"`, async () => {
      const response = await get(HASHED_JS, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
      expect(response.headers['content-encoding']).toBe(TRAITS[name].brotli ? 'br' : 'gzip');
      expectBytes(decodedBody(response), readBuildFile(HASHED_JS));
    });

    it(`answers Accept-Encoding: br with ${TRAITS[name].brotli ? 'brotli' : 'the identity (no brotli module)'}`, async () => {
      const response = await get(HASHED_JS, { 'Accept-Encoding': 'br' });
      expect(response.headers['content-encoding']).toBe(TRAITS[name].brotli ? 'br' : undefined);
      expectBytes(decodedBody(response), readBuildFile(HASHED_JS));
    });

    it('sends the file as it is when the client accepts no encoding, still with Vary', async () => {
      const response = await get(HASHED_JS);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(varyNames(response)).toContain('accept-encoding');
      expectBytes(response.body, readBuildFile(HASHED_JS));
    });
  });

  describe('content types', () => {
    it.each([
      ['/', 'text/html; charset=utf-8'],
      [DOC_PAGE, 'text/html; charset=utf-8'],
      [HASHED_JS, 'text/javascript; charset=utf-8'],
      [HASHED_CSS, 'text/css; charset=utf-8'],
      [HASHED_JSON, 'application/json; charset=utf-8'],
      [SEARCH_INDEX, 'application/octet-stream'],
      ['/img/logo.svg', 'image/svg+xml; charset=utf-8'],
      ['/sitemap.xml', 'text/xml; charset=utf-8'],
      [`${DOC_PAGE}.md`, 'text/markdown; charset=utf-8'],
      ['/llms.txt', 'text/plain; charset=utf-8'],
      ['/llms-full.txt', 'text/plain; charset=utf-8'],
    ])('%s is %s', async (path, type) => {
      for (const encoding of ['', 'gzip']) {
        const response = await get(path, encoding ? { 'Accept-Encoding': encoding } : {});
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe(type);
      }
    });
  });

  describe('HEAD and Range', () => {
    it('answers HEAD with the headers of a GET and no body', async () => {
      const head = await request(server.port, { method: 'HEAD', path: DOC_PAGE });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(Number(head.headers['content-length'])).toBe(readBuildFile(`${DOC_PAGE}/index.html`).length);
      expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(head.headers.etag).toBe((await get(DOC_PAGE)).headers.etag);
      expectSiteHeaders(head);
    });

    it('answers a byte range with 206 and Content-Range', async () => {
      const file = readBuildFile(HASHED_JS);
      const response = await get(HASHED_JS, { Range: 'bytes=100-199' });
      expect(response.status).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes 100-199/${file.length}`);
      expectBytes(response.body, file.subarray(100, 200));
    });

    it('answers a suffix range with the last bytes of the file', async () => {
      const file = readBuildFile(HASHED_JS);
      const response = await get(HASHED_JS, { Range: 'bytes=-100' });
      expect(response.status).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${file.length - 100}-${file.length - 1}/${file.length}`);
      expectBytes(response.body, file.subarray(file.length - 100));
    });
  });

  describe('redirects', () => {
    it.each(REDIRECT_CASES)('$path → 301 $location', async ({ path, location }) => {
      const response = await get(path);
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe(location);
      expect(response.headers['cache-control']).toBe(REVALIDATE);
      // The target is a page of the site.
      expect((await get(location.split('#')[0]!)).status).toBe(200);
    });

    it('keeps the query string, as in the examples the site links to', async () => {
      expect((await get('/Errors?code=3')).headers.location).toBe('/errors?code=3');
      expect((await get('/docs/api/createSlice')).headers.location).toBe('/api/createSlice');
    });

    it.each([
      ['/index.html', '/'],
      ['/api/createSlice.html', '/api/createSlice'],
      ['/api/createSlice/index.html', '/api/createSlice'],
      ['/api/createSlice/index.html?a=1', '/api/createSlice?a=1'],
    ])('%s → 301 %s (no URL ends in .html)', async (path, location) => {
      const response = await get(path);
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe(location);
    });

    it('keeps the Location percent-encoded', async () => {
      for (const path of ['/docs/%E2%9C%93', '/%E2%9C%93.html', '/%E2%9C%93/index.html']) {
        const response = await get(path);
        expect(response.status, path).toBe(301);
        expect(response.headers.location, path).toBe('/%E2%9C%93');
      }
    });

    it('never puts a decoded CR/LF into a header', async () => {
      for (const path of ['/docs/%0d%0aSet-Cookie:%20a=1', '/%0d%0aSet-Cookie:%20a=1.html']) {
        const response = await get(path);
        expect([301, 400, 404], path).toContain(response.status);
        expect(response.headers['set-cookie'], path).toBeUndefined();
      }
    });
  });

  describe('pages and the 404 page', () => {
    it('serves a doc page at its clean URL, with and without a trailing slash', async () => {
      const page = readBuildFile(`${DOC_PAGE}/index.html`);
      expectBytes((await get(DOC_PAGE)).body, page);
      expectBytes((await get(`${DOC_PAGE}/`)).body, page);
    });

    it.each(['/no-such-page', '/api/no-such-page', '/assets/js/missing.0123abcd.js', '/api/'])(
      '%s is a 404 with the site’s not-found page',
      async (path) => {
        const response = await get(path);
        expect(response.status).toBe(404);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control']).toBe(REVALIDATE);
        expect(decodedBody(response).toString('utf8')).toContain('Page Not Found');
        expectSiteHeaders(response);
      },
    );

    it('answers /404 with status 404', async () => {
      expect((await get('/404')).status).toBe(404);
    });

    it('answers HEAD for an unknown path with 404 and no body', async () => {
      const response = await request(server.port, { method: 'HEAD', path: '/no-such-page' });
      expect(response.status).toBe(404);
      expect(response.body.length).toBe(0);
    });
  });
});

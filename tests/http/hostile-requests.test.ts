/**
 * Requests a browser never sends: path traversal, bad encodings, other methods,
 * over-long URLs and the host configuration files. Where nginx answers a
 * malformed request itself (400 where the Node server says 404), either status
 * is accepted; a 200 with file content never is.
 */
import { describe, expect, it } from 'vitest';
import { MAX_URL_LENGTH } from '../../server/request-guard';
import { HASHED_JS, SECRET_MARKERS } from './fixtures';
import { decodedBody, request, type RawResponse } from './request';
import { SERVER_NAMES, useServer } from './use-server';

function expectNothingLeaked(response: RawResponse) {
  const body = decodedBody(response).toString('utf8');
  for (const marker of SECRET_MARKERS) expect(body).not.toContain(marker);
}

/** Sent byte for byte (see request.ts): nothing between the test and the server normalises `..`. */
const TRAVERSALS = [
  '/../package.json',
  '/../../../../etc/passwd',
  '/assets/../../package.json',
  '/%2e%2e%2fpackage.json',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
  '/%5c..%5cpackage.json',
  '/index%00.html',
  '/package.json%00.html',
];

describe.each(SERVER_NAMES)('%s', (name) => {
  const server = useServer(name);
  const get = (path: string) => request(server.port, { path });

  it.each(TRAVERSALS)('%s is refused (400 or 404) and leaks nothing', async (path) => {
    const response = await get(path);
    expect([400, 404]).toContain(response.status);
    expectNothingLeaked(response);
  });

  it('answers malformed percent-encoding with 400', async () => {
    for (const path of ['/%zz', '/api/%E2%9', '/%']) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
    }
  });

  it(`answers URLs over ${MAX_URL_LENGTH} characters with 414, and serves one of exactly ${MAX_URL_LENGTH}`, async () => {
    const path = (length: number) => `/${'a'.repeat(length - 1)}`;
    expect((await get(path(MAX_URL_LENGTH + 1))).status).toBe(414);
    expect((await get(path(10_000))).status).toBe(414);
    expect((await get(`/?q=${'a'.repeat(MAX_URL_LENGTH)}`)).status).toBe(414);
    expect((await get(path(MAX_URL_LENGTH))).status).toBe(404);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('answers %s with 405 and Allow: GET, HEAD', async (method) => {
    const response = await request(server.port, { method, path: '/' });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('answers a backwards byte range with the whole file or 416, and keeps serving', async () => {
    const response = await request(server.port, { path: HASHED_JS, headers: { Range: 'bytes=5-3' } });
    expect([200, 416]).toContain(response.status);
    expect((await get(HASHED_JS)).status).toBe(200);
  });

  it('sends Allow only on 405s', async () => {
    expect((await get('/')).headers.allow).toBeUndefined();
  });

  it.each(['/_headers', '/_redirects', '/_headers?x=1', '/%5fheaders', '/.well-known/../_headers'])(
    '%s is a 404',
    async (path) => {
      const response = await get(path);
      expect([400, 404]).toContain(response.status);
      expectNothingLeaked(response);
    },
  );

  it('never serves a precompressed variant directly, whatever the client accepts', async () => {
    for (const path of ['/index.html.br', '/index.html.gz']) expect((await get(path)).status, path).toBe(404);
  });

  it('never serves _headers or _redirects with a trailing slash', async () => {
    for (const path of ['/_headers/', '/_redirects/']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expectNothingLeaked(response);
    }
  });
});

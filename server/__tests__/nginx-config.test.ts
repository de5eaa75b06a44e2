import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, REVALIDATE, SERVICE_WORKER_CACHE } from '../cache-policy';
import { HASHED_ASSET_REGEX, renderNginxConfig, SERVICE_WORKER_REGEX } from '../nginx-config';
import { REDIRECTS } from '../redirects';
import { ALLOWED_METHODS, MAX_URL_LENGTH } from '../request-guard';
import { securityHeaders } from '../security-headers';

const HEADERS = { ...securityHeaders(['sha256-abc+/def=']), 'Cache-Control': REVALIDATE };
const config = renderNginxConfig({ root: '/srv/site/build', listen: '127.0.0.1:8080', headers: HEADERS });

/** The body of the location block opened by `location <match> {`, or undefined. */
function location(match: string): string | undefined {
  const start = config.indexOf(`location ${match} {\n`);
  if (start === -1) return undefined;
  const open = config.indexOf('{', start);
  return config.slice(open + 1, config.indexOf('\n    }', open)).trim();
}

/** Every location block's body. */
function allLocationBodies(): string[] {
  return [...config.matchAll(/^ {4}location [^\n]*\{\n([\s\S]*?)\n {4}\}/gm)].map((match) => match[1]!);
}

describe('renderNginxConfig', () => {
  it('answers every exact redirect with 301 to its target, with and without a trailing slash, keeping the query', () => {
    for (const { from, to } of REDIRECTS.filter((rule) => !rule.from.endsWith('/*'))) {
      const [targetPath, hash] = to.split('#');
      const expected = `return 301 "${targetPath}$is_args$args${hash ? `#${hash}` : ''}";`;
      expect(location(`= ${from}`), from).toBe(expected);
      expect(location(`= ${from}/`), `${from}/`).toBe(expected);
    }
  });

  it('carries the rest of the path over for prefix redirects, keeping the query', () => {
    const prefixRules = REDIRECTS.filter((rule) => rule.from.endsWith('/*'));
    expect(prefixRules.length).toBeGreaterThan(0);
    for (const { from, to } of prefixRules) {
      const prefix = from.slice(0, -1);
      expect(location(`= ${prefix.slice(0, -1)}`)).toBe(`return 301 "${to}$is_args$args";`);
      // `rewrite … permanent` appends the original query string by itself.
      expect(location(`^~ ${prefix}`)).toBe(`rewrite "^${prefix.replace(/[.]/g, '\\.')}(.*)$" "${to}$1" permanent;`);
    }
  });

  it('sends every header from _headers on every response, errors and redirects included', () => {
    for (const [name, value] of Object.entries(HEADERS).filter(([name]) => name !== 'Cache-Control')) {
      expect(config).toContain(`\n    add_header ${name} "${value}" always;\n`);
    }
    // add_header in a location would silently drop the server-level ones there.
    for (const body of allLocationBodies()) expect(body).not.toContain('add_header');
  });

  it('marks hashed assets immutable and revalidates everything else, like cacheControlFor', () => {
    expect(config).toContain('add_header Cache-Control $site_cache_control always;');
    expect(config).toContain(`default "${REVALIDATE}";`);
    expect(config).toContain(`"~*${HASHED_ASSET_REGEX}" "${IMMUTABLE}";`);
    const hashed = new RegExp(HASHED_ASSET_REGEX, 'i');
    for (const pathname of [
      '/assets/js/main.2f4a1b9c.js',
      '/assets/js/runtime~main.0a1b2c3d4e.js',
      '/assets/css/styles.95129E9E.css',
      '/assets/search/index.fddecbd83c.json',
      '/assets/js/main.js',
      '/assets/js/main.2f4a1b9.js',
      '/img/logo.2f4a1b9c.svg',
      '/api/createSlice',
      '/',
    ]) {
      expect(hashed.test(pathname) ? IMMUTABLE : REVALIDATE, pathname).toBe(cacheControlFor(pathname));
    }
  });

  it('revalidates the service worker and its chunks, like cacheControlFor', () => {
    const map = config.slice(config.indexOf('map $uri $site_cache_control {'));
    const workerRule = `"~*${SERVICE_WORKER_REGEX}" "${SERVICE_WORKER_CACHE}";`;
    expect(map).toContain(workerRule);
    // nginx takes the first matching regex: the worker's rule comes before the hashed-asset one.
    expect(map.indexOf(workerRule)).toBeLessThan(map.indexOf(`"~*${HASHED_ASSET_REGEX}"`));
    const worker = new RegExp(SERVICE_WORKER_REGEX, 'i');
    const hashed = new RegExp(HASHED_ASSET_REGEX, 'i');
    for (const pathname of [
      '/sw.js',
      '/347.sw.js',
      '/SW.JS',
      '/api/sw.js',
      '/sw.js.map',
      '/xsw.js',
      '/assets/js/sw.0123abcd.js',
    ]) {
      const nginx = worker.test(pathname) ? SERVICE_WORKER_CACHE : hashed.test(pathname) ? IMMUTABLE : REVALIDATE;
      expect(nginx, pathname).toBe(cacheControlFor(pathname));
    }
  });

  it('allows only GET and HEAD, with an Allow header on the 405', () => {
    expect(config).toContain(`if ($request_method !~ ^(${ALLOWED_METHODS.join('|')})$) {\n        return 405;`);
    expect(config).toContain(`default "${ALLOWED_METHODS.join(', ')}";`);
    expect(config).toContain('add_header Allow $site_allow always;');
  });

  it('sizes the header buffers so the request line of a 2048-byte target still fits', () => {
    const size = Number(/large_client_header_buffers \d+ (\d+);/.exec(config)?.[1]);
    expect(size).toBe(`GET ${'/'.repeat(MAX_URL_LENGTH)} HTTP/1.1\r\n`.length);
  });

  it('serves clean URLs, the 404 page, precompressed gzip and charset=utf-8 for text', () => {
    expect(location('/')).toBe('try_files $uri $uri/index.html =404;');
    expect(config).toContain('error_page 404 @not_found;');
    expect(location('@not_found')).toBe('rewrite ^ /404.html break;');
    expect(config).toContain('gzip_static on;');
    expect(config).toMatch(/# Debian's nginx has no brotli module/);
    expect(config).toMatch(/charset utf-8;\n\s+charset_types [^;]*text\/javascript[^;]*;/);
    expect(config).toContain('text/javascript js mjs;');
    expect(config).toContain('application/json json map;');
    expect(config).toContain('text/markdown md;');
    expect(config).toMatch(/charset_types [^;]*text\/markdown[^;]*;/);
  });

  it('redirects .html URLs to the clean ones and never serves the host files', () => {
    expect(location('= /index.html')).toBe('return 301 /$is_args$args;');
    expect(location('~ \\.html$')).toBe('rewrite "^(.+?)(?:/index)?\\.html$" $1 permanent;');
    expect(location('= /_headers')).toBe('return 404;');
    expect(location('= /_redirects')).toBe('return 404;');
  });

  it('produces balanced blocks with root and listen in place', () => {
    expect(config.split('{').length).toBe(config.split('}').length);
    expect(config).toContain('listen 127.0.0.1:8080;');
    expect(config).toContain('root "/srv/site/build";');
    expect(config).toContain('absolute_redirect off;');
    expect(renderNginxConfig({ root: '/b', listen: '80', headers: {} })).toContain('listen 80;');
  });

  it('explains what to change when given values nginx cannot express', () => {
    const base = { root: '/srv/build', listen: '127.0.0.1:8080', headers: {} };
    expect(() => renderNginxConfig({ ...base, root: 'build' })).toThrow('root must be an absolute path');
    expect(() => renderNginxConfig({ ...base, listen: 'localhost' })).toThrow('listen must be host:port or a port');
    expect(() => renderNginxConfig({ ...base, headers: { 'X-Test': 'a$b' } })).toThrow(
      'Header X-Test contains "$" or a control character',
    );
    expect(() => renderNginxConfig({ ...base, headers: { 'X Test': 'a' } })).toThrow('is not a valid token');
    expect(() => renderNginxConfig({ ...base, redirects: [{ from: '/a b', to: '/c' }] })).toThrow(
      'Redirect source /a b must be a path',
    );
    expect(() =>
      renderNginxConfig({
        ...base,
        redirects: [
          { from: '/old/*', to: '/' },
          { from: '/old/page', to: '/new' },
        ],
      }),
    ).toThrow('Redirect /old/page can never apply: the earlier rule /old/* catches it');
    expect(() =>
      renderNginxConfig({
        ...base,
        redirects: [
          { from: '/a', to: '/b' },
          { from: '/a/', to: '/c' },
        ],
      }),
    ).toThrow('Redirect /a/ is listed twice');
  });
});

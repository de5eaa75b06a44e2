import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { lookup as mimeType } from 'mrmime';
import sirv from 'sirv';
import { cacheControlFor, REVALIDATE } from './cache-policy';
import { absoluteRange, locationFor } from './http-helpers';
import { findRedirect } from './redirects';
import { ALLOWED_METHODS, guardRequest } from './request-guard';
import { HEADERS_FILE, REDIRECTS_FILE } from './site-headers';
import { SANDBOX_PATH_PREFIX } from '../lib/sandbox-policy/sandbox-policy';

export interface SiteServerOptions {
  /** The finished build folder. */
  readonly root: string;
  /** Headers for every response (security headers, from the build's `_headers`). */
  readonly headers: Readonly<Record<string, string>>;
  /** The CSP of the live-example sandbox document, replacing the site's there (see readSandboxPolicy). */
  readonly sandboxPolicy?: string;
  /** Called once per finished request; omit to log nothing. */
  readonly log?: (line: string) => void;
}

/** Files in the build that configure hosts and are not part of the site. */
const PRIVATE_FILES = new Set([`/${HEADERS_FILE}`, `/${REDIRECTS_FILE}`]);
const TEXT_TYPES = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** The uncompressed file a path resolves to, as sirv looks it up (`path`, `path.html`, `path/index.html`). */
function identityFile(root: string, pathname: string): fs.Stats | undefined {
  const base = path.join(root, pathname);
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    try {
      const stats = fs.statSync(candidate);
      if (stats.isFile()) return stats;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** Content-Type for a path, with a charset for text. */
function contentTypeFor(pathname: string): string | undefined {
  const type = mimeType(pathname);
  if (!type) return undefined;
  return TEXT_TYPES.test(type) ? `${type}; charset=utf-8` : type;
}

/**
 * Why sirv: it serves from an index of the build's files made at start-up
 * (so no request can reach a file outside it), picks precompressed `.br`/`.gz`
 * variants by Accept-Encoding, and handles ETag/304, HEAD and Range, with no
 * per-request compression. This module adds what it leaves to the host:
 * request guards, redirects, cache policy, security headers and the 404 page.
 */
export function createSiteServer({ root, headers, sandboxPolicy, log }: SiteServerOptions): http.Server {
  const notFoundPage = fs.readFileSync(path.join(root, '404.html'));
  const files = sirv(root, {
    etag: true,
    brotli: true,
    gzip: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      const type = contentTypeFor(pathname.endsWith('/') || !path.extname(pathname) ? 'index.html' : pathname);
      if (type) res.setHeader('Content-Type', type);
    },
  });

  const sendError = (res: http.ServerResponse, status: number, message: string) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', REVALIDATE);
    res.end(`${status} ${http.STATUS_CODES[status]}: ${message}\n`);
  };

  const sendNotFound = (req: http.IncomingMessage, res: http.ServerResponse) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', REVALIDATE);
    res.setHeader('Content-Length', notFoundPage.length);
    res.end(req.method === 'HEAD' ? undefined : notFoundPage);
  };

  const server = http.createServer((req, res) => {
    const started = process.hrtime.bigint();
    if (log) {
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        log(
          `${new Date().toISOString()} ${req.method} ${req.url} ${res.statusCode} ${res.getHeader('Content-Length') ?? '-'} ${ms.toFixed(1)}ms`,
        );
      });
    }
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (sandboxPolicy && req.url?.startsWith(SANDBOX_PATH_PREFIX))
      res.setHeader('Content-Security-Policy', sandboxPolicy);

    const guard = guardRequest(req.method, req.url);
    if (!guard.ok) {
      if (guard.status === 405) res.setHeader('Allow', ALLOWED_METHODS.join(', '));
      if (guard.status === 404) return sendNotFound(req, res);
      return sendError(res, guard.status, guard.reason);
    }

    // No route ends in .html (SPEC §2): `/page.html` and `/page/index.html` mean `/page`.
    // Serving the file under the longer URL would make the client hydrate a different route.
    const bare = guard.pathname.replace(/(\/index)?\.html$/, '');
    const target =
      findRedirect(guard.pathname, guard.search) ??
      (bare !== guard.pathname ? `${bare || '/'}${guard.search}` : undefined);
    if (target !== undefined) {
      const location = locationFor(target);
      if (location === undefined) return sendError(res, 400, 'the URL cannot be redirected');
      res.statusCode = 301;
      res.setHeader('Location', location);
      res.setHeader('Cache-Control', REVALIDATE);
      return res.end();
    }

    const trimmed = guard.pathname.replace(/\/+$/, '');
    // Host configuration, precompressed variants (served only through content
    // negotiation) and the 404 page itself are not pages of the site.
    if (PRIVATE_FILES.has(trimmed) || /\.(br|gz)$/.test(trimmed) || trimmed === '/404') return sendNotFound(req, res);

    // sirv answers 304 before its own header hook runs, so the policy is set first,
    // and a 304 repeats the validator that matched (RFC 9110 §15.4.5).
    res.setHeader('Cache-Control', cacheControlFor(guard.pathname));
    res.setHeader('Vary', 'Accept-Encoding');
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch) {
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
      res.writeHead = ((status: number, ...rest: unknown[]) => {
        if (status === 304) res.setHeader('ETag', ifNoneMatch);
        return writeHead(status, ...rest);
      }) as typeof res.writeHead;
    }
    if (req.headers.range) {
      // Ranges apply to the file as stored, so they are served without content coding,
      // and sirv (which misreads suffix ranges) gets them in absolute form.
      delete req.headers['accept-encoding'];
      const file = identityFile(root, guard.pathname);
      const range = file ? absoluteRange(req.headers.range, file.size) : undefined;
      if (range) req.headers.range = range;
      else delete req.headers.range;
    }

    // sirv reads a file of the index it made at start-up with no error handler: a file gone
    // since (a build replaced under the running server) would end the process. Only this
    // response ends; its headers are already sent, so it is cut short.
    res.once('pipe', (source: NodeJS.ReadableStream) =>
      source.once('error', (error: Error) => {
        console.error(`Could not read ${guard.pathname} (${error.message}); restart the server after a new build.`);
        res.destroy();
      }),
    );
    files(req, res, () => sendNotFound(req, res));
  });

  // Keep-alive sockets should not hold a shutdown open longer than a request takes.
  server.keepAliveTimeout = 5_000;
  return server;
}

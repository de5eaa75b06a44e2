import { lookup as mimeType } from 'mrmime';
import { IMMUTABLE, REVALIDATE, SERVICE_WORKER_CACHE } from './cache-policy';
import { REDIRECTS, type RedirectRule } from './redirects';
import { ALLOWED_METHODS, MAX_URL_LENGTH } from './request-guard';
import { HEADERS_FILE, REDIRECTS_FILE } from './site-headers';
import { SANDBOX_PATH_PREFIX } from '../lib/sandbox-policy/sandbox-policy';
import { escapeRegExp } from '../lib/text/escape-regexp';

export interface NginxConfigOptions {
  /** Absolute path of the finished build folder. */
  readonly root: string;
  /** `host:port` (or a bare port) to listen on, e.g. `127.0.0.1:8080`. */
  readonly listen: string;
  /** Headers for every response: the `/*` block of the build's `_headers` (see readSiteHeaders). */
  readonly headers: Readonly<Record<string, string>>;
  /** The live-example sandbox document's CSP, replacing the site's under SANDBOX_PATH_PREFIX. */
  readonly sandboxPolicy?: string;
  /** Redirect rules; the site's REDIRECTS unless a test passes its own. */
  readonly redirects?: readonly RedirectRule[];
}

/**
 * The nginx equivalent of cache-policy.ts's HASHED pattern (case-insensitive,
 * matched against the decoded, normalised $uri). The unit test checks the two agree.
 */
export const HASHED_ASSET_REGEX = '^/assets/.+\\.[0-9a-f]{8,}\\.[a-z0-9]+$';
/** The nginx equivalent of cache-policy.ts's SERVICE_WORKER pattern; the unit test checks they agree. */
export const SERVICE_WORKER_REGEX = '^/(?:[A-Za-z0-9_-]+\\.)?sw\\.js$';

/** File types the site serves; each gets mrmime's type, the same table the Node server uses. */
const EXTENSIONS = [
  'html',
  'js',
  'mjs',
  'css',
  'json',
  'map',
  'webmanifest',
  'svg',
  'xml',
  'txt',
  'md',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'woff',
  'woff2',
  'ttf',
  'wasm',
  'pdf',
];
/** Types sent with `; charset=utf-8` (the rule site-server.ts applies). */
const TEXT_TYPES = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * nginx answers 414 when the request line does not fit in one large header
 * buffer. Sized so `GET <2048-byte target> HTTP/1.1` plus CRLF still fits and
 * one byte more does not, matching MAX_URL_LENGTH. Every request header must
 * fit in such a buffer too, which the site (no cookies) can live with.
 */
const REQUEST_LINE_BUFFER = 'GET '.length + MAX_URL_LENGTH + ' HTTP/1.1\r\n'.length;

const INDENT = '    ';

/** A double-quoted nginx string. `$` would start a variable and cannot be escaped, so it is refused. */
function quote(value: string, what: string): string {
  if (/[$\u0000-\u001f\u007f]/.test(value)) {
    throw new Error(`${what} contains "$" or a control character, which nginx cannot take literally: ${value}`);
  }
  return `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`;
}

/** A URL path nginx may use unquoted in a location or return. */
function checkPath(value: string, what: string): string {
  if (!/^\/[^\s"'$;{}\\]*$/.test(value)) {
    throw new Error(
      `${what} must be a path starting with "/" without spaces, quotes, "$", ";", braces or "\\": ${value}`,
    );
  }
  return value;
}

function checkListen(listen: string): string {
  if (!/^((\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):)?\d{1,5}$/.test(listen)) {
    throw new Error(`listen must be host:port or a port, e.g. 127.0.0.1:8080; got ${JSON.stringify(listen)}`);
  }
  return listen;
}

/** One `location` block per redirect rule, in the same order as the list. */
function redirectLocations(rules: readonly RedirectRule[]): string[] {
  const lines: string[] = [];
  const prefixes: string[] = [];
  const exact = new Set<string>();
  for (const { from, to } of rules) {
    checkPath(from, `Redirect source ${from}`);
    const [targetPath = '', hash] = to.split('#');
    checkPath(targetPath, `Redirect target ${to}`);
    if (hash !== undefined && !/^[\w.~!*'()+,=:@/?-]*$/.test(hash)) {
      throw new Error(`Redirect target ${to} has a #hash with characters nginx cannot take literally`);
    }
    const fragment = hash ? `#${hash}` : '';
    if (from.endsWith('/*')) {
      if (hash !== undefined) throw new Error(`Prefix redirect ${from} cannot have a #hash in its target ${to}`);
      const prefix = from.slice(0, -1);
      prefixes.push(prefix);
      lines.push(
        `location = ${prefix.slice(0, -1) || '/'} {`,
        `${INDENT}return 301 "${targetPath}$is_args$args";`,
        '}',
        // ^~: the regex locations (the .html rule) must not take these paths first. rewrite
        // re-escapes the captured rest of a percent-encoded request, so a decoded CR/LF never reaches
        // the Location header (return with $uri would let it through); `permanent` keeps the query.
        `location ^~ ${prefix} {`,
        `${INDENT}rewrite "^${escapeRegExp(prefix)}(.*)$" "${targetPath}$1" permanent;`,
        '}',
      );
    } else {
      // nginx picks an exact location before any prefix one; the Node server takes the first rule
      // in list order. They only disagree when a prefix rule shadows an exact one, which is refused.
      const shadowing = prefixes.find((prefix) => from.startsWith(prefix) || from === prefix.slice(0, -1));
      if (shadowing) throw new Error(`Redirect ${from} can never apply: the earlier rule ${shadowing}* catches it`);
      const sources = from.endsWith('/') ? [from] : [from, `${from}/`];
      for (const source of sources) {
        // nginx refuses a config with the same location twice.
        if (exact.has(source)) throw new Error(`Redirect ${from} is listed twice (or as ${from}/)`);
        exact.add(source);
        lines.push(`location = ${source} {`, `${INDENT}return 301 "${targetPath}$is_args$args${fragment}";`, '}');
      }
    }
  }
  return lines;
}

/**
 * An nginx config that serves a finished build the way server/site-server.ts
 * does: the same headers, cache policy, redirects, clean URLs, 404 page and
 * request limits. Returns what goes inside `http { }`: two `map`s (which
 * nginx only accepts at that level) and the `server { }` block.
 */
export function renderNginxConfig({
  root,
  listen,
  headers,
  sandboxPolicy,
  redirects = REDIRECTS,
}: NginxConfigOptions): string {
  if (!root.startsWith('/')) throw new Error(`root must be an absolute path; got ${JSON.stringify(root)}`);

  const isCsp = (name: string) => name.toLowerCase() === 'content-security-policy';
  const sitePolicy = Object.entries(headers).find(([name]) => isCsp(name))?.[1];
  // With a sandbox policy, the CSP comes from a map on the path; otherwise it is a plain header.
  const policyByPath = sandboxPolicy !== undefined && sitePolicy !== undefined;
  const securityHeaders = Object.entries(headers).filter(
    ([name]) => name.toLowerCase() !== 'cache-control' && !(policyByPath && isCsp(name)),
  );
  const revalidate = Object.entries(headers).find(([name]) => name.toLowerCase() === 'cache-control')?.[1];
  for (const [name] of securityHeaders) {
    if (!/^[A-Za-z0-9-]+$/.test(name)) throw new Error(`Header name ${JSON.stringify(name)} is not a valid token`);
  }

  const types = EXTENSIONS.flatMap((extension) => {
    const type = mimeType(extension);
    return type ? [{ extension, type }] : [];
  });
  const byType = new Map<string, string[]>();
  for (const { extension, type } of types) byType.set(type, [...(byType.get(type) ?? []), extension]);
  const charsetTypes = [...byType.keys()].filter((type) => TEXT_TYPES.test(type) && type !== 'text/html');

  const methods = ALLOWED_METHODS.join('|');
  const server = [
    `listen ${checkListen(listen)};`,
    'server_name _;',
    `root ${quote(root, 'root')};`,
    'server_tokens off;',
    // Relative Location headers, like the Node server (and right behind a TLS proxy).
    'absolute_redirect off;',
    'sendfile on;',
    'tcp_nopush on;',
    '',
    `# 414 for request targets over ${MAX_URL_LENGTH} bytes (request-guard.ts's MAX_URL_LENGTH).`,
    'client_header_buffer_size 1k;',
    `large_client_header_buffers 4 ${REQUEST_LINE_BUFFER};`,
    '',
    '# Content types from mrmime, as in the Node server; text types get charset=utf-8.',
    'types {',
    ...[...byType].map(([type, extensions]) => `${INDENT}${type} ${extensions.join(' ')};`),
    '}',
    'default_type application/octet-stream;',
    'charset utf-8;',
    `charset_types ${charsetTypes.join(' ')};`,
    '',
    '# Precompressed files only (file.gz next to file), never compressed per request.',
    "# Debian's nginx has no brotli module (ngx_brotli is not packaged), so the build's .br",
    '# files go unused here and browsers get gzip. gzip_proxied: serve .gz behind proxies too.',
    'gzip off;',
    'gzip_static on;',
    'gzip_vary on;',
    'gzip_proxied any;',
    '',
    '# Revalidation: ETag and Last-Modified on every file, 304 for If-None-Match / If-Modified-Since.',
    'etag on;',
    'if_modified_since exact;',
    '',
    '# On every response, errors and redirects included (`always`). No location below may use',
    '# add_header: one there would replace all of these.',
    ...securityHeaders.map(([name, value]) => `add_header ${name} ${quote(value, `Header ${name}`)} always;`),
    ...(policyByPath ? ['add_header Content-Security-Policy $site_csp always;'] : []),
    'add_header Cache-Control $site_cache_control always;',
    'add_header Allow $site_allow always;',
    '',
    `if ($request_method !~ ^(${methods})$) {`,
    `${INDENT}return 405;`,
    '}',
    '',
    'error_page 404 @not_found;',
    'location @not_found {',
    `${INDENT}rewrite ^ /404.html break;`,
    '}',
    '',
    '# Clean URLs: /api/createSlice is api/createSlice/index.html.',
    'location / {',
    `${INDENT}try_files $uri $uri/index.html =404;`,
    '}',
    '# Not `$uri` for these: it would match the directory, whose index module redirects',
    '# internally to …/index.html, which the .html rule below answers with a 301 back.',
    'location ~ /$ {',
    `${INDENT}try_files \${uri}index.html =404;`,
    '}',
    '',
    '# Files that configure hosts, and dotfiles, are not part of the site.',
    `location = /${HEADERS_FILE} {`,
    `${INDENT}return 404;`,
    '}',
    `location = /${REDIRECTS_FILE} {`,
    `${INDENT}return 404;`,
    '}',
    'location ~ /\\. {',
    `${INDENT}return 404;`,
    '}',
    '# Precompressed variants are sent through gzip_static only (it reads them internally), never by URL.',
    'location ~ \\.(br|gz)$ {',
    `${INDENT}return 404;`,
    '}',
    '',
    '# Redirects from server/redirects.ts (query strings kept).',
    ...redirectLocations(redirects),
    '',
    '# No route ends in .html: /x.html and /x/index.html are /x.',
    'location = /index.html {',
    `${INDENT}return 301 /$is_args$args;`,
    '}',
    'location ~ \\.html$ {',
    `${INDENT}rewrite "^(.+?)(?:/index)?\\.html$" $1 permanent;`,
    '}',
  ];

  return [
    '# Generated by scripts/nginx-config.ts from server/redirects.ts, server/cache-policy.ts and the',
    "# build's _headers. Do not edit: regenerate after each build (the CSP hashes change).",
    '# Goes inside http { } (e.g. /etc/nginx/conf.d/site.conf); the maps cannot live in server { }.',
    '',
    'map $uri $site_cache_control {',
    `${INDENT}default ${quote(revalidate ?? REVALIDATE, 'Cache-Control')};`,
    `${INDENT}"~*${SERVICE_WORKER_REGEX}" ${quote(SERVICE_WORKER_CACHE, 'Cache-Control')};`,
    `${INDENT}"~*${HASHED_ASSET_REGEX}" ${quote(IMMUTABLE, 'Cache-Control')};`,
    '}',
    '',
    ...(policyByPath
      ? [
          '# The live-example sandbox document has its own policy (server/security-headers.ts).',
          'map $uri $site_csp {',
          `${INDENT}default ${quote(sitePolicy, 'Content-Security-Policy')};`,
          `${INDENT}"~^${escapeRegExp(SANDBOX_PATH_PREFIX)}" ${quote(sandboxPolicy, 'Sandbox Content-Security-Policy')};`,
          '}',
          '',
        ]
      : []),
    '# Allow only on 405 answers: add_header skips empty values.',
    'map $request_method $site_allow {',
    `${INDENT}default ${quote(ALLOWED_METHODS.join(', '), 'Allow')};`,
    ...ALLOWED_METHODS.map((method) => `${INDENT}${method} "";`),
    '}',
    '',
    'server {',
    ...server.map((line) => (line ? `${INDENT}${line}` : '')),
    '}',
    '',
  ].join('\n');
}

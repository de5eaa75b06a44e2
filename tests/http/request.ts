/**
 * A plain HTTP/1.1 client for the tests: it sends the request target exactly as
 * given (no normalising of `..` or re-encoding, unlike fetch), never follows
 * redirects, never decompresses, and sends only the headers it is given.
 */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawResponse {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  /** The body as received (still compressed when Content-Encoding says so). */
  readonly body: Buffer;
}

export interface RawRequest {
  readonly method?: string;
  /** The request target, sent as is: `/../package.json` stays `/../package.json`. */
  readonly path: string;
  readonly headers?: Record<string, string>;
}

export function request(port: number, { method = 'GET', path, headers = {} }: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path, headers: { Connection: 'close', ...headers }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`${method} ${path.slice(0, 80)} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/** The body with its Content-Encoding undone. */
export function decodedBody({ headers, body }: RawResponse): Buffer {
  const encoding = headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  return body;
}

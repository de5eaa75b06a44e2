/**
 * A fake HTTP backend for claim tests: a `fetchFn` for `fetchBaseQuery` that answers
 * from a route table, records every request, and can be told to fail the next one.
 */
export type RouteHandler = (request: Request) => Response | Promise<Response>;

export interface FakeBackend {
  /** Pass as `fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch })`. */
  readonly fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  /** Every request so far, as `METHOD /path?query`. */
  readonly requests: string[];
  /** The next request answers with this status and body instead of its route. */
  failNext(status?: number, body?: unknown): void;
}

export const FAKE_BASE_URL = 'https://api.example.test';

/** A JSON response, as a route handler returns it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Routes are keyed `METHOD /path` (query string ignored for matching); unknown routes answer 404. */
export function createFakeBackend(routes: Record<string, RouteHandler>): FakeBackend {
  const requests: string[] = [];
  let failure: { status: number; body: unknown } | undefined;
  return {
    requests,
    failNext(status = 500, body = { message: 'Injected failure' }) {
      failure = { status, body };
    },
    async fetch(input, init) {
      const request = new Request(input, init);
      const url = new URL(request.url);
      requests.push(`${request.method} ${url.pathname}${url.search}`);
      await Promise.resolve();
      if (failure) {
        const { status, body } = failure;
        failure = undefined;
        return json(body, status);
      }
      const handler = routes[`${request.method} ${url.pathname}`];
      return handler ? handler(request) : json({ message: 'Not found' }, 404);
    },
  };
}

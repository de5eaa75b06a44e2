/**
 * The part of MSW's API that live examples use (`http`, `HttpResponse`, `delay`),
 * implemented for the sandbox. Examples are written against MSW and type-checked
 * with its real types, and the downloaded project runs real MSW; in the page, MSW
 * itself cannot start: it needs a service worker and `localStorage` (its cookie
 * store), and a sandboxed document with an opaque origin has neither.
 */
type Params = Record<string, string>;
type Resolver = (info: { request: Request; params: Params }) => Response | undefined | Promise<Response | undefined>;

/** A route an example's fake backend answers: method, path pattern and resolver. */
export interface LiveHandler {
  readonly method: string;
  readonly path: string;
  readonly resolver: Resolver;
}

function handlerFor(method: string) {
  return (path: string, resolver: Resolver): LiveHandler => ({ method, path, resolver });
}

export const http = {
  all: handlerFor('ALL'),
  get: handlerFor('GET'),
  post: handlerFor('POST'),
  put: handlerFor('PUT'),
  patch: handlerFor('PATCH'),
  delete: handlerFor('DELETE'),
  head: handlerFor('HEAD'),
  options: handlerFor('OPTIONS'),
};

export class HttpResponse extends Response {
  static json(body: unknown, init?: ResponseInit): HttpResponse {
    const headers = new Headers(init?.headers);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    return new HttpResponse(JSON.stringify(body), { ...init, headers });
  }

  static text(body: string, init?: ResponseInit): HttpResponse {
    const headers = new Headers(init?.headers);
    if (!headers.has('content-type')) headers.set('content-type', 'text/plain');
    return new HttpResponse(body, { ...init, headers });
  }
}

/** Waits like a server would: `delay()` picks a realistic 100–400 ms, `delay(ms)` waits that long. */
export function delay(ms?: number | 'real'): Promise<void> {
  const wait = typeof ms === 'number' ? ms : 100 + Math.floor(Math.random() * 300);
  return new Promise((resolve) => setTimeout(resolve, wait));
}

/** Matches a URL path against a pattern with `:params` and a trailing `*`. */
export function matchPath(pattern: string, pathname: string): Params | undefined {
  const patternPath = new URL(pattern, 'http://live.example').pathname;
  const wanted = patternPath.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  const params: Params = {};
  for (let index = 0; index < wanted.length; index += 1) {
    const part = wanted[index]!;
    if (part === '*') return params;
    const value = actual[index];
    if (value === undefined) return undefined;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return undefined;
  }
  return wanted.length === actual.length ? params : undefined;
}

/** The first handler's response for a request, or undefined when none answers. */
export async function respond(handlers: readonly LiveHandler[], request: Request): Promise<Response | undefined> {
  const { pathname } = new URL(request.url);
  for (const handler of handlers) {
    if (handler.method !== 'ALL' && handler.method !== request.method) continue;
    const params = matchPath(handler.path, pathname);
    if (!params) continue;
    const response = await handler.resolver({ request: request.clone(), params });
    if (response) return response;
  }
  return undefined;
}

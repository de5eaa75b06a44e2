import { describe, expect, it } from 'vitest';
import { http as realHttp, HttpResponse as RealHttpResponse, getResponse } from 'msw';
import { delay, http, HttpResponse, matchPath, respond } from '../sandbox/msw';

describe('the sandbox msw', () => {
  it('matches paths with params and a trailing wildcard', () => {
    expect(matchPath('/api/posts/:id', '/api/posts/7')).toEqual({ id: '7' });
    expect(matchPath('/api/posts', '/api/posts/7')).toBeUndefined();
    expect(matchPath('/api/*', '/api/posts/7')).toEqual({});
    expect(matchPath('https://api.example.com/users/:name', '/users/ada%20l')).toEqual({ name: 'ada l' });
  });

  it('answers like real MSW for the same handlers: first matching handler, params, JSON bodies, fall-through', async () => {
    const posts = [{ id: 1, title: 'Hello' }];
    const handlersFor = (h: typeof http | typeof realHttp, Response: typeof HttpResponse | typeof RealHttpResponse) => [
      h.get('http://localhost/api/posts/:id', ({ params }) =>
        params.id === 'skip' ? undefined : Response.json(posts.find((post) => String(post.id) === params.id) ?? null),
      ),
      h.get('http://localhost/api/posts/:id', () => Response.json({ fallback: true }, { status: 404 })),
      h.post('http://localhost/api/posts', async ({ request }) =>
        Response.json({ created: await request.json() }, { status: 201 }),
      ),
    ];
    const ours = handlersFor(http, HttpResponse);
    const theirs = handlersFor(realHttp, RealHttpResponse) as Parameters<typeof getResponse>[0];
    const requests = () => [
      new Request('http://localhost/api/posts/1'),
      new Request('http://localhost/api/posts/skip'),
      new Request('http://localhost/api/posts', { method: 'POST', body: JSON.stringify({ title: 'New' }) }),
      new Request('http://localhost/api/users'),
    ];
    const answers = async (answer: (request: Request) => Promise<Response | undefined>) =>
      Promise.all(
        requests().map(async (request) => {
          const response = await answer(request);
          return response ? [response.status, response.headers.get('content-type'), await response.text()] : undefined;
        }),
      );
    expect(await answers((request) => respond(ours as never, request))).toEqual(
      await answers((request) => getResponse(theirs, request)),
    );
  });

  it('waits the time asked, or a realistic time', async () => {
    const started = performance.now();
    await delay(30);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
  });
});

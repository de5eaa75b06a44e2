import { delay, respond, type LiveHandler } from './msw';
import { report } from './report';

/** Set by the page's "Fail next request" control (the bootstrap calls `__liveSetFailNext`). */
let failNextRequest = false;

/** Makes the next request answer 500 (or not), so a reader can see error and rollback states. */
export function setFailNext(armed: boolean): void {
  failNextRequest = armed;
  report({ type: 'fail-next', armed });
}
(globalThis as { __liveSetFailNext?: (armed: boolean) => void }).__liveSetFailNext = setFailNext;

/**
 * The sandbox's `msw/browser`: the same `setupWorker(...handlers).start()` an example
 * uses in a real app, answered in the page by the sandbox's `msw` (see msw.ts) instead
 * of by a service worker. Requests never reach the network.
 */
export function setupWorker(...initialHandlers: LiveHandler[]) {
  let handlers = [...initialHandlers];
  return {
    async start(_options?: unknown): Promise<void> {
      globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        const url = new URL(request.url);
        let response: Response;
        if (failNextRequest) {
          setFailNext(false);
          await delay();
          response = Response.json({ message: 'The next request was set to fail' }, { status: 500 });
        } else {
          response = (await respond(handlers, request)) ?? Response.json({ message: 'No handler' }, { status: 404 });
        }
        report({ type: 'request', method: request.method, url: url.pathname + url.search, status: response.status });
        return response;
      };
    },
    stop(): void {},
    use(...more: LiveHandler[]): void {
      handlers = [...more, ...handlers];
    },
    resetHandlers(...next: LiveHandler[]): void {
      handlers = next.length > 0 ? next : [...initialHandlers];
    },
  };
}

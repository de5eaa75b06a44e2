import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// The build's encoder makes the fixture file: the protocol must read what the build ships.
import { encodeIndexFile } from '../encode-index';
import { createSearchHandler, type FromSearchWorker, type ToSearchWorker } from '../../../src/search/search-protocol';
import { connectWorker, WorkerUnavailableError, type WorkerLike } from '../../../src/search/worker-client';
import type { SearchIndexFile } from '../../../src/search/types';

const file: SearchIndexFile = {
  version: 1,
  pages: [{ url: '/api/createSlice', category: 'API Reference', title: 'createSlice', language: 'en', tags: ['t'] }],
  sections: [
    [0, -1, '', 0, 'createSlice builds a reducer and action creators.'],
    [0, -1, 'Options', 0, 'Every option createSlice accepts.'],
  ],
};
const indexBuffer = () => encodeIndexFile(file).slice().buffer;

/** What the stubbed network serves: the index, a file of another format, a missing file, and no connection. */
const INDEX_URL = 'https://docs.test/assets/search/index.1.bin';
const GARBAGE_URL = 'https://docs.test/assets/search/garbage.bin';
const MISSING_URL = 'https://docs.test/assets/search/missing.bin';
const OFFLINE_URL = 'https://offline.test/index.bin';
beforeAll(() => {
  vi.stubGlobal('fetch', async (url: string) => {
    if (url === OFFLINE_URL) throw new TypeError('Failed to fetch');
    if (url === INDEX_URL) return new Response(indexBuffer());
    if (url === GARBAGE_URL) return new Response(new ArrayBuffer(20));
    return new Response('Not found', { status: 404 });
  });
});
afterAll(() => vi.unstubAllGlobals());

/** A handler whose scheduled searches run when the test says. */
function manualHandler() {
  const replies: FromSearchWorker[] = [];
  const scheduled: Array<() => void> = [];
  const handle = createSearchHandler(
    (reply) => replies.push(reply),
    (run) => scheduled.push(run),
  );
  const runScheduled = () => scheduled.splice(0).forEach((run) => run());
  return { replies, handle, runScheduled };
}

describe('search handler', () => {
  it('downloads the index, then answers each request of a search', async () => {
    const { replies, handle, runScheduled } = manualHandler();
    handle({ kind: 'search', id: 1, requests: [{ query: 'slice' }] });
    runScheduled();
    expect(replies.pop()).toEqual({ kind: 'error', ids: [1], message: 'The search index is not loaded.' });
    handle({ kind: 'load', url: INDEX_URL });
    await vi.waitFor(() => expect(replies).toHaveLength(1));
    const ready = replies.pop();
    expect(ready).toMatchObject({
      kind: 'ready',
      timings: { fetchMs: expect.any(Number), decodeMs: expect.any(Number), buildMs: expect.any(Number) },
    });
    const { timings } = ready as Extract<FromSearchWorker, { kind: 'ready' }>;
    for (const length of [timings.fetchMs, timings.decodeMs, timings.buildMs]) expect(length).toBeGreaterThanOrEqual(0);
    handle({ kind: 'search', id: 2, requests: [{ query: 'options' }, { query: 'zqxj' }] });
    expect(replies).toEqual([]);
    runScheduled();
    const reply = replies.pop();
    expect(reply).toMatchObject({ kind: 'results', ids: [2] });
    const [first, second] = (reply as Extract<FromSearchWorker, { kind: 'results' }>).results;
    expect(first!.hits[0]?.url).toBe('/api/createSlice#options');
    expect(second!.nbHits).toBe(0);
  });

  it('runs only the newest of the searches that arrived while it was busy, answering them all', async () => {
    const { replies, handle, runScheduled } = manualHandler();
    handle({ kind: 'load', url: INDEX_URL });
    await vi.waitFor(() => expect(replies).toHaveLength(1));
    for (const [id, query] of [
      [1, 'c'],
      [2, 'cr'],
      [3, 'options'],
    ] as const) {
      handle({ kind: 'search', id, requests: [{ query }] });
    }
    runScheduled();
    expect(replies.slice(1)).toHaveLength(1);
    expect(replies[1]).toMatchObject({ kind: 'results', ids: [1, 2, 3], results: [{ query: 'options' }] });
  });

  it('reports an index it cannot read, cannot find or cannot reach', async () => {
    for (const [url, message] of [
      [GARBAGE_URL, 'The search index is not in the format this page reads.'],
      [MISSING_URL, 'Loading the search index failed with HTTP 404.'],
      [OFFLINE_URL, 'Failed to fetch'],
    ] as const) {
      const { replies, handle } = manualHandler();
      handle({ kind: 'load', url });
      await vi.waitFor(() => expect(replies).toEqual([{ kind: 'failed', message }]));
    }
  });
});

/** A worker stand-in that runs the handler in this thread, asynchronously, as a worker would. */
class FakeWorker implements WorkerLike {
  private readonly events = new EventTarget();
  readonly handle = createSearchHandler((reply) =>
    queueMicrotask(() => this.dispatchEvent(new MessageEvent('message', { data: reply }))),
  );
  posted: ToSearchWorker[] = [];

  postMessage(message: ToSearchWorker): void {
    this.posted.push(message);
    this.handle(message);
  }

  addEventListener(type: 'message' | 'error', listener: (event: MessageEvent<FromSearchWorker>) => void): void {
    this.events.addEventListener(type, listener as EventListener);
  }

  dispatchEvent(event: Event): void {
    this.events.dispatchEvent(event);
  }
}

describe('connectWorker', () => {
  it('has the worker load the index and matches answers to searches', async () => {
    const worker = new FakeWorker();
    const backend = await connectWorker(worker, INDEX_URL);
    expect((await backend.search([{ query: 'createSlice' }]))[0]!.query).toBe('createSlice');
    // Sent together, the older search is answered with the newer one's answer.
    const [older, newer] = await Promise.all([
      backend.search([{ query: 'createSlice' }]),
      backend.search([{ query: 'options' }]),
    ]);
    expect(newer[0]!.hits[0]?.url).toBe('/api/createSlice#options');
    expect(older).toBe(newer);
    expect(worker.posted.map((message) => message.kind)).toEqual(['load', 'search', 'search', 'search']);
  });

  it('fails with the worker when it stops, and with the index when it cannot be read, found or fetched', async () => {
    const stopped = new FakeWorker();
    stopped.postMessage = (message) => stopped.posted.push(message); // the worker's script never ran
    const connecting = connectWorker(stopped, INDEX_URL);
    stopped.dispatchEvent(new Event('error', { cancelable: true }));
    await expect(connecting).rejects.toBeInstanceOf(WorkerUnavailableError);

    await expect(connectWorker(new FakeWorker(), GARBAGE_URL)).rejects.toThrow('not in the format');
    await expect(connectWorker(new FakeWorker(), MISSING_URL)).rejects.toThrow('HTTP 404');
    await expect(connectWorker(new FakeWorker(), OFFLINE_URL)).rejects.toThrow('Failed to fetch');
  });

  it('rejects searches still waiting when the worker stops', async () => {
    const worker = new FakeWorker();
    const backend = await connectWorker(worker, INDEX_URL);
    worker.postMessage = (message) => worker.posted.push(message); // the worker no longer answers
    const waiting = backend.search([{ query: 'slice' }]);
    worker.dispatchEvent(new Event('error', { cancelable: true }));
    await expect(waiting).rejects.toBeInstanceOf(WorkerUnavailableError);
    await expect(backend.search([{ query: 'slice' }])).rejects.toBeInstanceOf(WorkerUnavailableError);
  });
});

import { describe, expect, it } from 'vitest';
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
  it('loads the index, then answers each request of a search', () => {
    const { replies, handle, runScheduled } = manualHandler();
    handle({ kind: 'search', id: 1, requests: [{ query: 'slice' }] });
    runScheduled();
    expect(replies.pop()).toEqual({ kind: 'error', ids: [1], message: 'The search index is not loaded.' });
    handle({ kind: 'load', index: indexBuffer() });
    expect(replies.pop()).toMatchObject({ kind: 'ready', decodeMs: expect.any(Number), buildMs: expect.any(Number) });
    handle({ kind: 'search', id: 2, requests: [{ query: 'options' }, { query: 'zqxj' }] });
    expect(replies).toEqual([]);
    runScheduled();
    const reply = replies.pop();
    expect(reply).toMatchObject({ kind: 'results', ids: [2] });
    const [first, second] = (reply as Extract<FromSearchWorker, { kind: 'results' }>).results;
    expect(first!.hits[0]?.url).toBe('/api/createSlice#options');
    expect(second!.nbHits).toBe(0);
  });

  it('runs only the newest of the searches that arrived while it was busy, answering them all', () => {
    const { replies, handle, runScheduled } = manualHandler();
    handle({ kind: 'load', index: indexBuffer() });
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

  it('reports an index it cannot read', () => {
    const { replies, handle } = manualHandler();
    handle({ kind: 'load', index: new ArrayBuffer(20) });
    expect(replies).toEqual([{ kind: 'failed', message: 'The search index is not in the format this page reads.' }]);
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
  it('sends the index once it arrives and matches answers to searches', async () => {
    const worker = new FakeWorker();
    const backend = await connectWorker(worker, Promise.resolve(indexBuffer()));
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

  it('fails with the worker when it stops, and with the index when it cannot be read or fetched', async () => {
    const stopped = new FakeWorker();
    const connecting = connectWorker(stopped, new Promise(() => undefined));
    stopped.dispatchEvent(new Event('error', { cancelable: true }));
    await expect(connecting).rejects.toBeInstanceOf(WorkerUnavailableError);

    await expect(connectWorker(new FakeWorker(), Promise.resolve(new ArrayBuffer(20)))).rejects.toThrow(
      'not in the format',
    );
    await expect(connectWorker(new FakeWorker(), Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });

  it('rejects searches still waiting when the worker stops', async () => {
    const worker = new FakeWorker();
    const backend = await connectWorker(worker, Promise.resolve(indexBuffer()));
    worker.postMessage = (message) => worker.posted.push(message); // the worker no longer answers
    const waiting = backend.search([{ query: 'slice' }]);
    worker.dispatchEvent(new Event('error', { cancelable: true }));
    await expect(waiting).rejects.toBeInstanceOf(WorkerUnavailableError);
    await expect(backend.search([{ query: 'slice' }])).rejects.toBeInstanceOf(WorkerUnavailableError);
  });
});

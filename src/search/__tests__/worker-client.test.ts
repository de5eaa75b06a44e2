import { describe, expect, it } from 'vitest';
import type { FromSearchWorker, ToSearchWorker } from '../search-protocol';
import { connectWorker, type WorkerLike } from '../worker-client';

/** A stand-in worker that records what it is sent and replies when told to. */
function fakeWorker() {
  const sent: Array<{ message: ToSearchWorker; transfer?: Transferable[] }> = [];
  const listeners: Array<(event: MessageEvent<FromSearchWorker>) => void> = [];
  const worker: WorkerLike = {
    postMessage: (message, transfer) => sent.push({ message, transfer }),
    addEventListener: ((type: string, listener: (event: MessageEvent<FromSearchWorker>) => void) => {
      if (type === 'message') listeners.push(listener);
    }) as WorkerLike['addEventListener'],
  };
  const reply = (data: FromSearchWorker) => listeners.forEach((listener) => listener({ data } as MessageEvent));
  return { worker, sent, reply };
}

const READY: FromSearchWorker = {
  kind: 'ready',
  timings: { scriptStartedAt: 0, loadStartedAt: 0, fetchMs: 0, decodeMs: 0, buildMs: 0 },
};

describe('connectWorker', () => {
  it('has the worker download the index itself when the page is not downloading it', () => {
    const { worker, sent } = fakeWorker();
    void connectWorker(worker, 'https://docs.test/assets/search/index.bin');
    expect(sent).toEqual([
      { message: { kind: 'load', url: 'https://docs.test/assets/search/index.bin' }, transfer: undefined },
    ]);
  });

  it('hands over the bytes the page downloaded, transferred, once they are in', async () => {
    const { worker, sent, reply } = fakeWorker();
    let deliver: (bytes: ArrayBuffer) => void = () => {};
    const download = new Promise<ArrayBuffer>((resolve) => (deliver = resolve));
    const ready = connectWorker(worker, 'https://docs.test/index.bin', download);
    expect(sent).toEqual([]);
    const bytes = new Uint8Array([0x52, 0x54, 0x4b, 0x53]).buffer;
    deliver(bytes);
    await download;
    expect(sent).toHaveLength(1);
    expect(sent[0]!.message).toEqual({ kind: 'load', url: 'https://docs.test/index.bin', bytes });
    expect(sent[0]!.transfer).toEqual([bytes]);
    reply(READY);
    await expect(ready).resolves.toHaveProperty('search');
  });

  it('fails with the download’s error and sends the worker nothing when the page’s download fails', async () => {
    const { worker, sent } = fakeWorker();
    const ready = connectWorker(
      worker,
      'https://docs.test/index.bin',
      Promise.reject(new Error('Loading the search index failed with HTTP 404.')),
    );
    await expect(ready).rejects.toThrow('Loading the search index failed with HTTP 404.');
    expect(sent).toEqual([]);
  });
});

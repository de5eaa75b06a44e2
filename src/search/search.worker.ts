/**
 * The search worker: decodes the index, builds the engine and answers
 * searches off the page's main thread (protocol in search-protocol.ts).
 * Started by local-client.ts, bundled as its own chunk.
 */
import { createSearchHandler, type ToSearchWorker } from './search-protocol';

const handle = createSearchHandler((reply) => self.postMessage(reply));
self.addEventListener('message', (event: MessageEvent<ToSearchWorker>) => handle(event.data));

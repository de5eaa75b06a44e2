/**
 * Registers the offline-reading service worker, replacing @docusaurus/plugin-pwa's
 * registration (its `swRegister` option): this one waits until the page has loaded and
 * the main thread is idle, ships no library, and loads the reload prompt only when a new
 * version is actually waiting.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { afterLoad } from '../lib/after-load';
import { whenIdleInBackground } from '../lib/when-idle-in-background';
import { workerUrl } from './worker-url';

// Set by the plugin at build time (webpack EnvironmentPlugin).
const SERVICE_WORKER_PATH = process.env.PWA_SERVICE_WORKER_URL ?? '/sw.js';
const ACTIVATION_STRATEGIES = process.env.PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES as unknown as readonly string[];
/** Tabs left open check for a new version when shown again, at most this often. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * How long after `load` the first page keeps the device to itself. Installing the worker
 * downloads and stores the whole precache (about 1.5 MB over the wire), which would
 * otherwise compete with the page's own late work (hydration, prefetches) on slow devices.
 */
const SETTLE_AFTER_LOAD_MS = 3_000;

function whenIdleAfterLoad(task: () => void): void {
  const schedule = () => {
    window.setTimeout(() => whenIdleInBackground(() => task(), { timeoutMs: 10_000 }), SETTLE_AFTER_LOAD_MS);
  };
  afterLoad(schedule);
}

function offerReload(waiting: ServiceWorker, container: ServiceWorkerContainer): void {
  // Without a controller this is the first install, which takes over silently.
  if (!container.controller) return;
  const reload = () => {
    container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };
  import('./show-reload-prompt')
    .then(({ showReloadPrompt }) => showReloadPrompt(reload))
    .catch((error: unknown) => console.warn('The new-version prompt could not be shown:', error));
}

function watchForNewVersions(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer): void {
  if (registration.waiting) offerReload(registration.waiting, container);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerReload(installing, container);
    });
  });
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = Date.now();
    registration.update().catch(() => {
      // Offline or the server is unreachable: the next check will try again.
    });
  });
}

async function register(container: ServiceWorkerContainer): Promise<void> {
  const offlineMode = ACTIVATION_STRATEGIES.includes('always');
  const registration = await container.register(workerUrl(SERVICE_WORKER_PATH, offlineMode));
  watchForNewVersions(registration, container);
}

function serviceWorkerContainer(): ServiceWorkerContainer | undefined {
  try {
    return 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  } catch {
    // Some sandboxed frames throw on access.
    return undefined;
  }
}

if (ExecutionEnvironment.canUseDOM) {
  const container = serviceWorkerContainer();
  if (container) {
    whenIdleAfterLoad(() => {
      register(container).catch((error: unknown) => {
        // Storage blocked, private modes, or an unreachable server: the site works without it.
        console.warn('Offline reading is not available in this browser:', error);
      });
    });
  }
}

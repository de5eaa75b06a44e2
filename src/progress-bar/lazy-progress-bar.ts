import type { ClientModule } from '@docusaurus/types';
import type NProgress from 'nprogress';
import '@docusaurus/theme-classic/lib/nprogress.css';

/**
 * The bar shown at the top while a page reached inside the app loads, as
 * the theme's client module shows it (after 200 ms, no spinner), with its
 * code downloaded on the first navigation instead of with the first page:
 * the first page never shows it.
 */
const DELAY_MS = 200;

let progressBar: Promise<typeof NProgress> | undefined;

function loadProgressBar(): Promise<typeof NProgress> {
  progressBar ??= import('nprogress').then(({ default: bar }) => {
    bar.configure({ showSpinner: false });
    return bar;
  });
  return progressBar;
}

const lazyProgressBar: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const bar = loadProgressBar();
    const timeout = window.setTimeout(() => {
      void bar.then((loaded) => loaded.start());
    }, DELAY_MS);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    // Queued after any start(): both wait on the same download, in order.
    void progressBar?.then((loaded) => loaded.done());
  },
};

export default lazyProgressBar;

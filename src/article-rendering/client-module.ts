import type { ClientModule } from '@docusaurus/types';
import { afterHydration } from '../lib/after-hydration';
import { afterLoad } from '../lib/after-load';
import { whenIdleInBackground } from '../lib/when-idle-in-background';
import { ARTICLE_RENDERED, BLOCK_RENDERED, UNDRAWN_BLOCKS } from './article-blocks';

const ARTICLES = `.theme-doc-markdown:not([${ARTICLE_RENDERED}])`;

const articles = () => Array.from(document.querySelectorAll<HTMLElement>(ARTICLES));

/** The sizing pass under way or done for each article, by the function that stops it. */
const sizing = new WeakMap<Element, () => void>();

/** The pass waits for the main thread to be idle, two seconds at most, and for a task of its own where nothing can tell. */
const IDLE = { timeoutMs: 2000, fallbackDelayMs: 0 };

/** How long the viewport's width must hold still before the articles are sized again. */
const RESIZE_SETTLE_MS = 250;

/**
 * Starts a sizing pass over the article's blocks, stopping any earlier one:
 * first each block not drawn yet gets a placeholder of its estimated height,
 * then of its measured one. The code is loaded then, not with the page (it
 * would put createApi's first-load JS over its budget); if it cannot be
 * loaded, the blocks keep the stylesheet's placeholders, and the inline
 * script that draws the blocks above the screen on scrolling keeps working.
 */
function startSizing(article: HTMLElement): void {
  sizing.get(article)?.();
  article.removeAttribute(ARTICLE_RENDERED);
  let stopped = false;
  let stopEstimates: (() => void) | undefined;
  let stopPass: (() => void) | undefined;
  sizing.set(article, () => {
    stopped = true;
    stopEstimates?.();
    stopPass?.();
  });
  import('./sizing-pass').then(
    ({ placeholdEstimates, sizeArticle }) => {
      if (stopped) return;
      stopEstimates = placeholdEstimates(
        article,
        Array.from(article.querySelectorAll<HTMLElement>(UNDRAWN_BLOCKS)),
        (slice) => whenIdleInBackground(slice, IDLE),
        () => {
          if (!stopped) stopPass = sizeArticle(article);
        },
      );
    },
    (error: unknown) => console.warn('The article could not be sized:', error),
  );
}

let watchingWidth = false;

/**
 * A block skipped off screen keeps the height it had at the width it was laid
 * out at: once the viewport's width has changed and settled, the articles are
 * sized again, so the page's length is right at the new width too.
 */
function sizeAgainOnNewWidth(): void {
  if (watchingWidth) return;
  watchingWidth = true;
  let width = window.innerWidth;
  let settle: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener(
    'resize',
    () => {
      clearTimeout(settle);
      settle = setTimeout(() => {
        if (window.innerWidth === width) return;
        width = window.innerWidth;
        for (const article of Array.from(document.querySelectorAll<HTMLElement>('.theme-doc-markdown'))) {
          if (sizing.has(article)) startSizing(article);
        }
      }, RESIZE_SETTLE_MS);
    },
    { passive: true },
  );
}

/**
 * An article the app rendered itself (after navigating to another page) is
 * drawn at once, before it is painted: the browser may restore a scroll
 * position into it, which placeholders above would make wrong.
 */
function drawAtOnce(article: HTMLElement): void {
  for (const block of Array.from(article.children)) block.setAttribute(BLOCK_RENDERED, '');
  article.setAttribute(ARTICLE_RENDERED, 'true');
}

/** Sizes the article of the first page, a slice of blocks per task, once it has loaded; draws any later one at once. */
const articleRendering: ClientModule = {
  onRouteDidUpdate({ previousLocation, location }) {
    if (previousLocation && previousLocation.pathname !== location.pathname) {
      articles().forEach(drawAtOnce);
      return;
    }
    // Once the page has loaded and the app has hydrated it: its own tasks are long enough.
    afterLoad(() =>
      afterHydration(() =>
        whenIdleInBackground(() => {
          sizeAgainOnNewWidth();
          for (const article of articles()) {
            if (!sizing.has(article)) startSizing(article);
          }
        }, IDLE),
      ),
    );
  },
};

export default articleRendering;

import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';
import { keepInPlace } from './keep-in-place';
import { ARTICLE_RENDERED, BLOCK_RENDERED, revealArticle } from './reveal-article';

const ARTICLES = `.theme-doc-markdown:not([${ARTICLE_RENDERED}])`;

/** Runs after the browser has produced its next frame, in a task of its own. */
function afterNextFrame(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

const articles = () => Array.from(document.querySelectorAll<HTMLElement>(ARTICLES));

/** For each article not drawn in full yet, the function that stops keeping its screen in place. */
const keeping = new WeakMap<Element, () => void>();
const revealing = new WeakSet<Element>();

function keep(article: HTMLElement): void {
  if (!keeping.has(article)) keeping.set(article, keepInPlace(Array.from(article.children)));
}

// From the load event on (until then the browser keeps a linked section in view itself), even before the app hydrates.
if (ExecutionEnvironment.canUseDOM) afterLoad(() => articles().forEach(keep));

/**
 * An article the app rendered itself (after navigating to another page) is
 * drawn at once, before it is painted: the browser may restore a scroll
 * position into it, which placeholders above would make wrong.
 */
function drawAtOnce(article: HTMLElement): void {
  for (const block of Array.from(article.children)) block.setAttribute(BLOCK_RENDERED, '');
  article.setAttribute(ARTICLE_RENDERED, 'true');
  keeping.get(article)?.();
}

/** Draws the article of the first page a batch per frame once it has loaded; any later one at once. */
const articleRendering: ClientModule = {
  onRouteDidUpdate({ previousLocation, location }) {
    if (previousLocation && previousLocation.pathname !== location.pathname) {
      articles().forEach(drawAtOnce);
      return;
    }
    afterLoad(() =>
      afterNextFrame(() => {
        for (const article of articles()) {
          if (revealing.has(article)) continue;
          revealing.add(article);
          keep(article);
          revealArticle(article, afterNextFrame, () => keeping.get(article)?.());
        }
      }),
    );
  },
};

export default articleRendering;

import type { ClientModule } from '@docusaurus/types';
import { afterLoad } from '../lib/after-load';
import { ARTICLE_RENDERED, BLOCK_RENDERED, revealArticle } from './reveal-article';

const ARTICLES = `.theme-doc-markdown:not([${ARTICLE_RENDERED}])`;

/** Runs after the browser has produced its next frame, in a task of its own. */
function afterNextFrame(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

const articles = () => Array.from(document.querySelectorAll<HTMLElement>(ARTICLES));

const revealing = new WeakSet<Element>();

/**
 * An article the app rendered itself (after navigating to another page) is
 * drawn at once, before it is painted: the browser may restore a scroll
 * position into it, which placeholders above would make wrong.
 */
function drawAtOnce(article: HTMLElement): void {
  for (const block of Array.from(article.children)) block.setAttribute(BLOCK_RENDERED, '');
  article.setAttribute(ARTICLE_RENDERED, 'true');
}

/** Draws the article of the first page a slice per frame once it has loaded; any later one at once. */
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
          revealArticle(article, afterNextFrame);
        }
      }),
    );
  },
};

export default articleRendering;

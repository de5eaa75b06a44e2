import { useEffect } from 'react';
import { useHistory } from '@docusaurus/router';
import { appRouteOf, routeOfLink } from './static-links';

interface DocusaurusGlobal {
  preload(routePath: string): unknown;
}

/** Where adopted prose lives: its links are plain anchors with no React handlers. */
const ARTICLE_LINK = '.theme-doc-markdown a[href]';

function linkIn(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest(ARTICLE_LINK) : null;
  return link instanceof HTMLAnchorElement ? link : null;
}

/**
 * Gives links in adopted prose what Docusaurus's `Link` gives hydrated ones:
 * a click navigates inside the app (no page reload), and pointing at or
 * focusing a link starts loading the page it leads to. Listens on the
 * document, after React: a link React handles has already prevented the
 * default by then and is left alone.
 */
export function useStaticLinks(): void {
  const history = useHistory();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = linkIn(event.target);
      if (!link) return;
      const route = appRouteOf(
        event,
        { href: link.href, target: link.target, hasDownload: link.hasAttribute('download') },
        new URL(window.location.href),
      );
      if (route === null) return;
      event.preventDefault();
      history.push(route);
    };
    const onIntent = (event: Event) => {
      const link = linkIn(event.target);
      if (!link) return;
      const route = routeOfLink(link.href, new URL(window.location.href));
      // Files and jumps within the page have no route chunks to load.
      if (route === null) return;
      const docusaurus = (window as unknown as { docusaurus?: DocusaurusGlobal }).docusaurus;
      // false when already loaded; a failed chunk load is retried by the navigation itself.
      const loading = docusaurus?.preload(new URL(route, window.location.origin).pathname);
      if (loading instanceof Promise) loading.catch(() => undefined);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onIntent);
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
    };
  }, [history]);
}

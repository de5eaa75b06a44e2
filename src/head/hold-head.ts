import { HelmetProvider } from 'react-helmet-async';
import { isAdoptingServerMarkup } from '../static-article/server-markup';

/**
 * Keeps react-helmet-async from writing to the document's head, `<html>` and
 * `<body>` while the first page hydrates, when the server's markup already
 * carries every tag and attribute the page's `<Head>`s ask for.
 *
 * Helmet writes what the `<Head>` instances rendered so far add up to, and
 * hydration renders them across several tasks, so without this it rewrote
 * `<html>`'s class four times on each first load (the page's classes taken
 * off, then put back a few at a time) and replaced the head's meta and link
 * tags, each class change restyling the whole page. The instances are still
 * recorded (Helmet reads `HelmetProvider.canUseDOM` each time one changes);
 * `releaseHead` lets the next change write their sum once.
 */
export function holdHeadWhileHydrating(): void {
  if (isAdoptingServerMarkup()) HelmetProvider.canUseDOM = false;
}

/** Lets Helmet write to the document again; true when it had been held. */
export function releaseHead(): boolean {
  if (typeof document === 'undefined' || HelmetProvider.canUseDOM) return false;
  HelmetProvider.canUseDOM = true;
  return true;
}

import { matchRoutes, type RouteConfig } from 'react-router-config';
import { nextTask } from './run-in-steps';

/** A route whose component can start loading its code before it renders (Docusaurus's loadable routes). */
type PreloadableRoute = RouteConfig & { component?: { preload?: () => Promise<unknown> } };

/**
 * Requests the code of every route that matches `pathname`, one route per
 * task. Docusaurus's entry does the same in one go before it hydrates (a
 * script element per chunk: about 70 ms on the longest page at 4× CPU); once
 * requested here, its own requests find the chunks already on their way.
 * Resolves when every request has been made, not when the code has arrived.
 */
export async function requestRouteChunks(
  routes: readonly RouteConfig[],
  pathname: string,
  yieldToBrowser: () => Promise<void> = nextTask,
): Promise<void> {
  let paths: string[];
  try {
    paths = [...new Set([pathname, decodeURI(pathname)])];
  } catch {
    // A path that cannot be decoded: the entry's own preload decides what happens.
    return;
  }
  const matches = paths.flatMap((path) => matchRoutes(routes as RouteConfig[], path));
  for (const [index, match] of matches.entries()) {
    if (index > 0) await yieldToBrowser();
    const route = match.route as PreloadableRoute;
    route.component?.preload?.().catch(() => undefined);
  }
}

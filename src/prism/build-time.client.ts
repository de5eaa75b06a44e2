import type { highlightToHtml } from './render-html';

/** In the browser, code arrives highlighted in the server-rendered HTML. */
export const highlightAtBuildTime: typeof highlightToHtml | undefined = undefined;

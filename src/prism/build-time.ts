/**
 * The highlighter as the server render sees it. In the browser bundle this
 * module is replaced by build-time.client.ts (see the lean-prism plugin), so
 * Prism never ships in first-load JavaScript.
 */
export { highlightToHtml as highlightAtBuildTime } from './render-html';

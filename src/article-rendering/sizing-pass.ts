/** What sizing an article needs once the page has loaded, loaded then as one chunk (client-module.ts). */
export { placeholdEstimates } from './placehold-estimates';
export { sizeArticle } from './size-article';

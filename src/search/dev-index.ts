/**
 * On the development server, pages name a small file that points at the
 * current search index (plugins/search-index/dev-index.ts rewrites it after
 * each edit) instead of the index itself, so a search always reads the pages
 * as they are now. A production build names its index directly.
 */

/** Site path (without the base URL) of the pointer file. */
export const DEV_INDEX_POINTER_PATH = 'assets/search/dev-index.json';

/** The pointer file's content. */
export interface DevIndexPointer {
  /** The current index file, content-hashed. */
  readonly url: string;
}

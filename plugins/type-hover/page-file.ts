import crypto from 'node:crypto';
import type { PageHoverData } from '../../src/type-hover/types';

/** Where hover data files live in the build output. Under /assets/ with a content hash: cached as immutable. */
export const HOVER_DIR = 'assets/type-hover';

/** The hover data file of a page: `assets/type-hover/api-createSlice.<hash>.json`, named after its content. */
export function hoverFile(docPath: string, data: PageHoverData): { path: string; json: string } {
  const json = JSON.stringify(data);
  const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 10);
  const slug = docPath.replace(/\.mdx?$/, '').replace(/[^A-Za-z0-9-]+/g, '-');
  return { path: `${HOVER_DIR}/${slug}.${hash}.json`, json };
}

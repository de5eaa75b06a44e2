import crypto from 'node:crypto';
import type { PageHoverData } from '../../src/type-hover/types';

/** Where hover data files live in the build output. Under /assets/ with a hash in the name: cached as immutable. */
export const HOVER_DIR = 'assets/type-hover';

/** The path of a page's hover data file of one version: `assets/type-hover/api-createSlice.<version>.json`. */
export function hoverFilePath(docPath: string, version: string): string {
  const slug = docPath.replace(/\.mdx?$/, '').replace(/[^A-Za-z0-9-]+/g, '-');
  return `${HOVER_DIR}/${slug}.${version}.json`;
}

/** The hover data file of a page, named after its content (the development server's, written as each page compiles). */
export function hoverFile(docPath: string, data: PageHoverData): { path: string; json: string } {
  const json = JSON.stringify(data);
  const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 10);
  return { path: hoverFilePath(docPath, hash), json };
}

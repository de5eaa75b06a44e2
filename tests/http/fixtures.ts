/** Files and expectations taken from the production build both servers serve. */
import fs from 'node:fs';
import path from 'node:path';
import { parseHeadersFile } from '../../server/netlify-files';
import { HEADERS_FILE } from '../../server/site-headers';
import { BUILD_DIR } from './harness';

function firstFile(dir: string, pattern: RegExp, withVariants = true): string {
  const name = fs
    .readdirSync(path.join(BUILD_DIR, dir))
    .sort()
    .find(
      (file) =>
        pattern.test(file) &&
        (!withVariants ||
          (fs.existsSync(path.join(BUILD_DIR, dir, `${file}.gz`)) &&
            fs.existsSync(path.join(BUILD_DIR, dir, `${file}.br`)))),
    );
  if (!name) throw new Error(`No file matching ${pattern} in ${path.join(BUILD_DIR, dir)}: rebuild the site.`);
  return `/${dir}/${name}`;
}

/** A content-hashed script with precompressed .gz and .br variants. */
export const HASHED_JS = firstFile('assets/js', /^[\w~-]+\.[0-9a-f]{8,}\.js$/);
export const HASHED_CSS = firstFile('assets/css', /^[\w-]+\.[0-9a-f]{8,}\.css$/);
export const HASHED_JSON = firstFile('assets/symbols', /^[\w-]+\.[0-9a-f]{8,}\.json$/);
/** The search index: binary (src/search/index-format.ts), precompressed like the scripts. */
export const SEARCH_INDEX = firstFile('assets/search', /^index\.[0-9a-f]{8,}\.bin$/);
export const DOC_PAGE = '/api/createSlice';

export function readBuildFile(urlPath: string): Buffer {
  return fs.readFileSync(path.join(BUILD_DIR, urlPath));
}

/**
 * The headers the build declares for every response (`/*` in `_headers`), but
 * Cache-Control, which depends on the path and is checked on its own.
 */
export const SITE_HEADERS: Readonly<Record<string, string>> = (() => {
  const all = parseHeadersFile(fs.readFileSync(path.join(BUILD_DIR, HEADERS_FILE), 'utf8')).find(
    (block) => block.path === '/*',
  );
  if (!all) throw new Error(`${HEADERS_FILE} has no /* block`);
  return Object.fromEntries(Object.entries(all.headers).filter(([name]) => name.toLowerCase() !== 'cache-control'));
})();

/** Text that only the files a hostile request aims at contain. */
export const SECRET_MARKERS = ['"redux-toolkit-docs"', 'root:x:0:0', 'Content-Security-Policy:', '/docs/*  /:splat'];

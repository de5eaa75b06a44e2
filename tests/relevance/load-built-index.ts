import fs from 'node:fs';
import path from 'node:path';
import { SEARCH_INDEX_META, type SearchIndexFile } from '../../src/search/types';

/** Reads the index the production build in `build/` points at. */
export function loadBuiltIndex(buildDir = path.resolve(__dirname, '../../build')): SearchIndexFile {
  const home = path.join(buildDir, 'index.html');
  if (!fs.existsSync(home)) throw new Error(`No production build in ${buildDir}: run \`npm run build\` first.`);
  const url = new RegExp(`<meta name="${SEARCH_INDEX_META}" content="([^"]+)"`).exec(
    fs.readFileSync(home, 'utf8'),
  )?.[1];
  if (!url) throw new Error('The built home page names no search index.');
  return JSON.parse(fs.readFileSync(path.join(buildDir, url), 'utf8')) as SearchIndexFile;
}

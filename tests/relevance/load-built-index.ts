import fs from 'node:fs';
import path from 'node:path';
import { decodeIndex, type DecodedIndex } from '../../src/search/decode-index';
import { SEARCH_INDEX_META } from '../../src/search/types';

/** The index file the production build in `build/` points at: its path and its bytes. */
export function readBuiltIndex(buildDir = path.resolve(__dirname, '../../build')): { file: string; bytes: Buffer } {
  const home = path.join(buildDir, 'index.html');
  if (!fs.existsSync(home)) throw new Error(`No production build in ${buildDir}: run \`npm run build\` first.`);
  const url = new RegExp(`<meta name="${SEARCH_INDEX_META}" content="([^"]+)"`).exec(
    fs.readFileSync(home, 'utf8'),
  )?.[1];
  if (!url) throw new Error('The built home page names no search index.');
  const file = path.join(buildDir, url);
  return { file, bytes: fs.readFileSync(file) };
}

/** Reads and decodes the index the production build in `build/` points at, as the browser does. */
export function loadBuiltIndex(buildDir?: string): DecodedIndex {
  return decodeIndex(readBuiltIndex(buildDir).bytes);
}

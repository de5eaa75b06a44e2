import path from 'node:path';
import { listPlacements } from '../../../plugins/live-examples/placements';

/**
 * Every live example placed in the docs, with the page (route) its test runs on:
 * the first page, in path order, that shows it in full, else the first that lists it compactly.
 */
export const LIVE_EXAMPLE_PAGES: ReadonlyArray<{ readonly name: string; readonly page: string }> = (() => {
  const placements = listPlacements(path.resolve(__dirname, '../../../docs'));
  const names = [...new Set(placements.map((placement) => placement.name))].sort();
  const route = (file: string) => `/${file.replace(/\.mdx?$/, '')}`;
  return names.map((name) => {
    const shown = placements.filter((placement) => placement.name === name);
    return { name, page: route((shown.find((placement) => !placement.compact) ?? shown[0]!).file) };
  });
})();

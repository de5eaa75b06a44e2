import { slug } from 'github-slugger';
import type { IndexedSection, SearchIndexFile } from './types';

/**
 * Expands the stored sections of the index file into full sections with
 * heading paths and anchors. A section's text is read from the stored section
 * when asked for, so a text the file spells out lazily stays unspelled until then.
 */
export function decodeSections(file: SearchIndexFile): IndexedSection[] {
  const sections: IndexedSection[] = [];
  for (const stored of file.sections) {
    const parent = stored[1];
    const heading = stored[2];
    const anchor = stored[3];
    const headings = parent === -1 ? (heading ? [heading] : []) : [...sections[parent]!.headings, heading];
    sections.push({
      page: stored[0],
      anchor: anchor === 0 ? slug(heading) : anchor,
      headings,
      get text() {
        return stored[4];
      },
    });
  }
  return sections;
}

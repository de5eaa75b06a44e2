import { slug } from 'github-slugger';
import { sectionText, type IndexedSection, type SearchIndexFile } from './types';

/**
 * Expands the stored sections of the index file into full sections with
 * heading paths and anchors. A section's text is read from the file when asked
 * for, so a text the file spells on demand stays unspelled until then.
 */
export function decodeSections(file: SearchIndexFile): IndexedSection[] {
  const sections: IndexedSection[] = [];
  for (let section = 0; section < file.sections.length; section += 1) {
    const stored = file.sections[section]!;
    const parent = stored[1];
    const heading = stored[2];
    const anchor = stored[3];
    const headings = parent === -1 ? (heading ? [heading] : []) : [...sections[parent]!.headings, heading];
    sections.push({
      page: stored[0],
      anchor: anchor === 0 ? slug(heading) : anchor,
      headings,
      get text() {
        return sectionText(file, section);
      },
    });
  }
  return sections;
}

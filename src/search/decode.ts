import { slug } from 'github-slugger';
import type { IndexedSection, SearchIndexFile } from './types';

/** Expands the stored sections of the index file into full sections with heading paths and anchors. */
export function decodeSections(file: SearchIndexFile): IndexedSection[] {
  const sections: IndexedSection[] = [];
  for (const [page, parent, heading, anchor, text] of file.sections) {
    const headings = parent === -1 ? (heading ? [heading] : []) : [...sections[parent]!.headings, heading];
    sections.push({ page, anchor: anchor === 0 ? slug(heading) : anchor, headings, text });
  }
  return sections;
}

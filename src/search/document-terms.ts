import { TermTable, type FieldTerms } from './inverted-index';
import { tokenize } from './tokenize';
import type { IndexedSection, SearchIndexFile } from './types';

/**
 * The index file's strings as the file stores them: each a list of numbers
 * into `vocabulary` (see index-format.ts). With these, a section's terms are
 * read from the vocabulary's terms instead of tokenizing its text again.
 */
export interface StringCodes {
  readonly vocabulary: readonly string[];
  /** Per stored section: its own heading, and its text. */
  readonly headings: readonly ArrayLike<number>[];
  readonly texts: readonly ArrayLike<number>[];
}

/** The terms of every section, numbered, and each field's term numbers. */
export interface DocumentTerms {
  readonly terms: readonly string[];
  readonly fields: FieldTerms;
}

/** Field numbers, in the order of the engine's field boosts. */
export const FIELD_COUNT = 5;
const TITLE = 0;
const HEADING = 2;
const PARENT_HEADINGS = 3;
const TEXT = 4;

/** Term numbers appended in order, in a typed array that grows. */
class TermList {
  ids = new Int32Array(1 << 17);
  length = 0;

  push(terms: ArrayLike<number>): void {
    if (this.length + terms.length > this.ids.length) {
      const grown = new Int32Array(Math.max(this.ids.length * 2, this.length + terms.length));
      grown.set(this.ids.subarray(0, this.length));
      this.ids = grown;
    }
    for (let index = 0; index < terms.length; index += 1) this.ids[this.length++] = terms[index]!;
  }
}

/**
 * The fields of each section: the page title on the page's introduction
 * (`title`) or on every other section (`pageTitle`, weighted lower), the
 * section's own heading, the headings above it (weighted lower, so a
 * subsection does not outrank its section for the words they share) and the
 * text.
 */
export function documentTerms(
  file: SearchIndexFile,
  sections: readonly IndexedSection[],
  codes?: StringCodes,
): DocumentTerms {
  const table = new TermTable();
  const termsOf = (text: string) => tokenize(text).map((term) => table.intern(term));
  const titles = file.pages.map((page) => termsOf(page.title));
  let stringTerms: (kind: 'headings' | 'texts', section: number) => ArrayLike<number>;
  if (codes) {
    // "word" and "word " are separate pieces with the same terms.
    const byWord = new Map<string, number[]>();
    const pieceTerms = codes.vocabulary.map((piece) => {
      const word = piece.trimEnd();
      let terms = byWord.get(word);
      if (!terms) byWord.set(word, (terms = termsOf(word)));
      return terms;
    });
    const list = new TermList();
    stringTerms = (kind, section) => {
      list.length = 0;
      const pieces = codes[kind][section]!;
      for (let index = 0; index < pieces.length; index += 1) list.push(pieceTerms[pieces[index]!]!);
      return list.ids.subarray(0, list.length);
    };
  } else {
    const strings = {
      headings: file.sections.map((section) => termsOf(section[2])),
      texts: file.sections.map((section) => termsOf(section[4])),
    };
    stringTerms = (kind, section) => strings[kind][section]!;
  }
  const headings = file.sections.map((_, section) => Int32Array.from(stringTerms('headings', section)));
  const all = new TermList();
  const offsets = new Uint32Array(file.sections.length * FIELD_COUNT + 1);
  file.sections.forEach(([page, parent], doc) => {
    const isIntro = sections[doc]!.anchor === '';
    for (let field = 0; field < FIELD_COUNT; field += 1) {
      if (field === (isIntro ? TITLE : TITLE + 1)) all.push(titles[page]!);
      else if (field === HEADING) all.push(headings[doc]!);
      else if (field === PARENT_HEADINGS) {
        for (let section = parent; section !== -1; section = file.sections[section]![1]) all.push(headings[section]!);
      } else if (field === TEXT) all.push(stringTerms('texts', doc));
      offsets[doc * FIELD_COUNT + field + 1] = all.length;
    }
  });
  return { terms: table.terms, fields: { ids: all.ids.subarray(0, all.length), offsets } };
}

import { TermTable, type FieldTerms } from './inverted-index';
import { tokenize } from './tokenize';
import { sectionText, type IndexedSection, type SearchIndexFile } from './types';

/**
 * The index file's strings as the file stores them: each a list of numbers
 * into `vocabulary` (see index-format.ts). With these, a section's terms are
 * read from the vocabulary's terms instead of tokenizing its text again.
 * Section `s` has two strings: its own heading (string `2s`) and its text
 * (`2s + 1`). String `n` is `codes` from `starts[n]` up to `starts[n + 1]`:
 * one array for all of them, as a view per string cost more to make than
 * reading them did.
 */
export interface StringCodes {
  readonly vocabulary: readonly string[];
  readonly codes: Uint16Array;
  readonly starts: Uint32Array;
}

/** The codes of string `string` (see `StringCodes`). */
export function codesOfString({ codes, starts }: StringCodes, string: number): Uint16Array {
  return codes.subarray(starts[string]!, starts[string + 1]!);
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
  ids: Int32Array;
  length = 0;

  constructor(capacity = 1 << 17) {
    this.ids = new Int32Array(capacity);
  }

  /** Appends `terms`, or its entries from `start` to `end`. */
  push(terms: ArrayLike<number>, start = 0, end = terms.length): void {
    if (this.length + end - start > this.ids.length) {
      const grown = new Int32Array(Math.max(this.ids.length * 2, this.length + end - start));
      grown.set(this.ids.subarray(0, this.length));
      this.ids = grown;
    }
    for (let index = start; index < end; index += 1) this.ids[this.length++] = terms[index]!;
  }
}

/** Appends the terms of coded strings: each vocabulary piece's terms, worked out once, in one flat table. */
function pieceTermAppender(
  { vocabulary, codes, starts: stringStarts }: StringCodes,
  termsOf: (text: string) => number[],
): (target: TermList, string: number) => void {
  // "word" and "word " are separate pieces with the same terms.
  const byWord = new Map<string, number[]>();
  const table = new TermList(vocabulary.length * 2);
  const starts = new Uint32Array(vocabulary.length + 1);
  vocabulary.forEach((piece, code) => {
    const word = piece.trimEnd();
    let terms = byWord.get(word);
    if (!terms) byWord.set(word, (terms = termsOf(word)));
    table.push(terms);
    starts[code + 1] = table.length;
  });
  const ids = table.ids;
  return (target, string) => {
    const end = stringStarts[string + 1]!;
    for (let index = stringStarts[string]!; index < end; index += 1) {
      const code = codes[index]!;
      target.push(ids, starts[code]!, starts[code + 1]!);
    }
  };
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
  /** Each section's enclosing section, -1 for none. */
  parents: Int32Array,
  codes?: StringCodes,
): DocumentTerms {
  const table = new TermTable();
  const termsOf = (text: string) => tokenize(text).map((term) => table.intern(term));
  const titles = file.pages.map((page) => termsOf(page.title));
  const all = new TermList();
  let appendString: (target: TermList, kind: 'headings' | 'texts', section: number) => void;
  if (codes) {
    const appendPieces = pieceTermAppender(codes, termsOf);
    appendString = (target, kind, section) => appendPieces(target, section * 2 + (kind === 'texts' ? 1 : 0));
  } else {
    const strings = {
      headings: file.sections.map((section) => termsOf(section[2])),
      texts: file.sections.map((_, section) => termsOf(sectionText(file, section))),
    };
    appendString = (target, kind, section) => target.push(strings[kind][section]!);
  }
  const headingList = new TermList(64);
  const headings = file.sections.map((_, section) => {
    headingList.length = 0;
    appendString(headingList, 'headings', section);
    return headingList.ids.slice(0, headingList.length);
  });
  const offsets = new Uint32Array(file.sections.length * FIELD_COUNT + 1);
  file.sections.forEach((stored, doc) => {
    const page = stored[0];
    const parent = parents[doc]!;
    const isIntro = sections[doc]!.anchor === '';
    for (let field = 0; field < FIELD_COUNT; field += 1) {
      if (field === (isIntro ? TITLE : TITLE + 1)) all.push(titles[page]!);
      else if (field === HEADING) all.push(headings[doc]!);
      else if (field === PARENT_HEADINGS) {
        for (let section = parent; section !== -1; section = parents[section]!) all.push(headings[section]!);
      } else if (field === TEXT) appendString(all, 'texts', doc);
      offsets[doc * FIELD_COUNT + field + 1] = all.length;
    }
  });
  return { terms: table.terms, fields: { ids: all.ids.subarray(0, all.length), offsets } };
}

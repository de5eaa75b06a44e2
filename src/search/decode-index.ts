import type { StringCodes } from './document-terms';
import {
  FIRST_CODE_BYTE,
  INDEX_FORMAT_VERSION,
  INDEX_MAGIC,
  INDEX_PREAMBLE_BYTES,
  type IndexHead,
} from './index-format';
import type { SearchIndexFile, StoredSection } from './types';

/** The index file as the engine reads it: its data, and every string's vocabulary codes. */
export interface DecodedIndex {
  readonly file: SearchIndexFile;
  readonly codes: StringCodes;
}

/**
 * Reads the shipped index (layout in index-format.ts). Throws on a file of another format.
 *
 * Only the codes and the headings are read at once: they are what the engine
 * is built from. A section's text is spelled out the first time it is read
 * (a result's snippet), as most never are: the file's `spellText` spells it,
 * and its place in `sections` is empty. Spelling every text up front was
 * about half of decoding (40 → 20 ms in Chromium on the 2-core build machine).
 */
export function decodeIndex(buffer: ArrayBuffer | Uint8Array): DecodedIndex {
  const bytes = buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer);
  if (
    bytes.length < INDEX_PREAMBLE_BYTES ||
    INDEX_MAGIC.some((byte, position) => bytes[position] !== byte) ||
    bytes[4] !== INDEX_FORMAT_VERSION
  ) {
    throw new Error('The search index is not in the format this page reads.');
  }
  const oneByteCodes = bytes[5]!;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headLength = view.getUint32(6, true);
  const vocabularyLength = view.getUint32(10, true);
  const text = new TextDecoder();
  const headStart = INDEX_PREAMBLE_BYTES;
  const vocabularyStart = headStart + headLength;
  const stringsStart = vocabularyStart + vocabularyLength;
  const head = JSON.parse(text.decode(bytes.subarray(headStart, vocabularyStart))) as IndexHead;
  const vocabulary = text.decode(bytes.subarray(vocabularyStart, stringsStart)).split('\n');

  // One walk over the strings: every string's codes, and where its bytes and codes start.
  const firstCode = FIRST_CODE_BYTE;
  const twoByteLead = firstCode + oneByteCodes;
  /** The vocabulary entry of a code that starts with `byte`, given the byte after it (read by two-byte codes only). */
  const entryOf = (byte: number, next: number) =>
    byte < twoByteLead ? byte - firstCode : oneByteCodes + (byte - twoByteLead) * 256 + next;
  const stringCount = head.sections.length * 2;
  const allCodes = new Uint16Array(bytes.length - stringsStart);
  const codeStarts = new Uint32Array(stringCount + 1);
  const byteStarts = new Uint32Array(stringCount + 1);
  byteStarts[0] = stringsStart;
  let strings = 0;
  let codeCount = 0;
  for (let position = stringsStart; position < bytes.length; position += 1) {
    const byte = bytes[position]!;
    if (byte === 0) {
      strings += 1;
      if (strings > stringCount) break;
      codeStarts[strings] = codeCount;
      byteStarts[strings] = position + 1;
    } else if (byte >= firstCode) {
      const entry = entryOf(byte, bytes[position + 1]!);
      if (byte >= twoByteLead) position += 1;
      if (entry >= vocabulary.length) throw new Error('The search index refers to a word it does not define.');
      allCodes[codeCount++] = entry;
    }
  }
  if (strings !== stringCount) {
    throw new Error('The search index has a different number of sections than it declares.');
  }

  /** String `string` as written: its pieces, and its single ASCII characters as themselves. */
  const spell = (string: number): string => {
    const pieces: string[] = [];
    const end = byteStarts[string + 1]! - 1;
    for (let position = byteStarts[string]!; position < end; position += 1) {
      const byte = bytes[position]!;
      if (byte < firstCode) pieces.push(String.fromCharCode(byte));
      else {
        pieces.push(vocabulary[entryOf(byte, bytes[position + 1]!)]!);
        if (byte >= twoByteLead) position += 1;
      }
    }
    return pieces.join('');
  };
  // The texts stay out of the sections until read: a getter on each section cost a fifth of decoding.
  const sections = head.sections.map(([page, parent, anchor], section): StoredSection => [
    page,
    parent,
    spell(section * 2),
    anchor,
    '',
  ]);
  const texts: Array<string | undefined> = [];
  const spellText = (section: number) => (texts[section] ??= spell(section * 2 + 1));
  return {
    file: {
      version: 1,
      pages: head.pages,
      sections,
      ...(head.symbols ? { symbols: head.symbols } : {}),
      spellText,
    },
    codes: { vocabulary, codes: allCodes.subarray(0, codeCount), starts: codeStarts },
  };
}

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

/** Reads the shipped index (layout in index-format.ts). Throws on a file of another format. */
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
  // Each string is its pieces joined; each keeps its codes, for indexing without tokenizing.
  const firstCode = FIRST_CODE_BYTE;
  const allCodes = new Uint16Array(bytes.length - stringsStart);
  const strings: string[] = [];
  const stringCodes: Uint16Array[] = [];
  let codeCount = 0;
  let stringStart = 0;
  let current = '';
  for (let position = stringsStart; position < bytes.length; position += 1) {
    const byte = bytes[position]!;
    if (byte === 0) {
      strings.push(current);
      stringCodes.push(allCodes.subarray(stringStart, codeCount));
      stringStart = codeCount;
      current = '';
    } else if (byte < firstCode) {
      current += String.fromCharCode(byte);
    } else {
      const entry =
        byte < firstCode + oneByteCodes
          ? byte - firstCode
          : oneByteCodes + (byte - firstCode - oneByteCodes) * 256 + bytes[++position]!;
      const piece = vocabulary[entry];
      if (piece === undefined) throw new Error('The search index refers to a word it does not define.');
      current += piece;
      allCodes[codeCount++] = entry;
    }
  }
  if (stringCodes.length !== head.sections.length * 2) {
    throw new Error('The search index has a different number of sections than it declares.');
  }
  const sections: StoredSection[] = head.sections.map(([page, parent, anchor], section) => [
    page,
    parent,
    strings[section * 2]!,
    anchor,
    strings[section * 2 + 1]!,
  ]);
  return {
    file: {
      version: 1,
      pages: head.pages,
      sections,
      ...(head.symbols ? { symbols: head.symbols } : {}),
    },
    codes: {
      vocabulary,
      headings: stringCodes.filter((_, index) => index % 2 === 0),
      texts: stringCodes.filter((_, index) => index % 2 === 1),
    },
  };
}

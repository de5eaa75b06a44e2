/**
 * The search index as the build ships it (`assets/search/index.<hash>.bin`),
 * shared by the encoder (plugins/search-index) and the decoder
 * (decode-index.ts); this module holds no code, only the layout.
 *
 * Prose is most of the index, and gzip alone leaves it about a third of its
 * size. The file therefore stores every string as codes into one vocabulary
 * of the words (with their trailing space) and the punctuation runs the docs
 * use: the commonest take one byte, the rest two. Gzip then compresses the
 * codes about 18% better than the JSON of the same data, and the browser gets
 * each section's words already split, so it indexes them without tokenizing.
 *
 * Layout:
 * - `INDEX_MAGIC` (4 bytes), then a format version byte (`INDEX_FORMAT_VERSION`);
 * - one byte: how many vocabulary entries have one-byte codes (`oneByteCodes`);
 * - two uint32 (little-endian): the byte lengths of the head and of the vocabulary;
 * - the head, UTF-8 JSON (`IndexHead`);
 * - the vocabulary, UTF-8, entries separated by `\n`, commonest first;
 * - the strings, each ended by a 0 byte: for every section in order, its own
 *   heading and then its text. A byte from 1 to 127 is that ASCII character
 *   itself (the encoder uses this only for single characters that are not
 *   part of a word); from 128 to `128 + oneByteCodes - 1` it is vocabulary
 *   entry `byte - 128`; above that, it and the next byte are entry
 *   `oneByteCodes + (byte - 128 - oneByteCodes) * 256 + next`.
 */
import type { IndexedPage, StoredSymbol } from './types';

export const INDEX_MAGIC = [0x52, 0x54, 0x4b, 0x53] as const; // "RTKS"
export const INDEX_FORMAT_VERSION = 2;
/** Bytes before the head: magic, version, one-byte code count, two lengths. */
export const INDEX_PREAMBLE_BYTES = 14;
/** The first byte value that is a code rather than an ASCII character. */
export const FIRST_CODE_BYTE = 0x80;

/** A section without its strings: `[page, parent, anchor]`, as in `StoredSection`. */
export type SectionPlace = readonly [page: number, parent: number, anchor: string | 0];

/** The part of the index stored as JSON. */
export interface IndexHead {
  readonly pages: readonly IndexedPage[];
  readonly sections: readonly SectionPlace[];
  readonly symbols?: readonly StoredSymbol[];
}

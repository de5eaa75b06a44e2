import {
  FIRST_CODE_BYTE,
  INDEX_FORMAT_VERSION,
  INDEX_MAGIC,
  INDEX_PREAMBLE_BYTES,
  type IndexHead,
} from '../../src/search/index-format';
import type { SearchIndexFile } from '../../src/search/types';

/**
 * The pieces strings are coded in: a word with the space after it, a
 * punctuation character with the space after it, or a white-space character.
 * Words are whole here as in the browser's tokenizer, so a string's terms are
 * its pieces' terms.
 */
const PIECE = /[\p{L}\p{N}_$]+ ?|[^\p{L}\p{N}_$\s] ?|\s/gu;
const WORD_CHARACTER = /[\p{L}\p{N}_$]/u;
const CODE_BYTES = 256 - FIRST_CODE_BYTE;

/** A single ASCII character outside words other than NUL is stored as itself. */
function isLiteral(piece: string): boolean {
  const code = piece.charCodeAt(0);
  return piece.length === 1 && code > 0 && code < FIRST_CODE_BYTE && !WORD_CHARACTER.test(piece);
}

/**
 * Encodes the index for shipping (layout in src/search/index-format.ts): the
 * strings as codes into a vocabulary ordered by use, so the commonest pieces
 * get one-byte codes.
 */
export function encodeIndexFile(file: SearchIndexFile): Uint8Array {
  const strings = file.sections.flatMap(([, , heading, , text]) => [heading, text]);
  const uses = new Map<string, number>();
  for (const string of strings) {
    for (const [piece] of string.matchAll(PIECE)) if (!isLiteral(piece)) uses.set(piece, (uses.get(piece) ?? 0) + 1);
  }
  const vocabulary = [...uses].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1)).map(([piece]) => piece);
  // As many one-byte codes as the two-byte codes leave room for.
  const twoByteLeads = Math.max(0, Math.ceil((vocabulary.length - CODE_BYTES) / (256 - 1)));
  const oneByteCodes = CODE_BYTES - twoByteLeads;
  if (twoByteLeads > CODE_BYTES) {
    throw new Error(`The search index has ${vocabulary.length} distinct words, more than its format can code.`);
  }
  const codeOf = new Map(vocabulary.map((piece, index) => [piece, index]));

  const body: number[] = [];
  for (const string of strings) {
    for (const [piece] of string.matchAll(PIECE)) {
      if (isLiteral(piece)) {
        body.push(piece.charCodeAt(0));
        continue;
      }
      const code = codeOf.get(piece)!;
      if (code < oneByteCodes) body.push(FIRST_CODE_BYTE + code);
      else body.push(FIRST_CODE_BYTE + oneByteCodes + ((code - oneByteCodes) >> 8), (code - oneByteCodes) & 0xff);
    }
    body.push(0);
  }

  const head: IndexHead = {
    pages: file.pages,
    sections: file.sections.map(([page, parent, , anchor]) => [page, parent, anchor]),
    ...(file.symbols ? { symbols: file.symbols } : {}),
  };
  const encoder = new TextEncoder();
  const headBytes = encoder.encode(JSON.stringify(head));
  const vocabularyBytes = encoder.encode(vocabulary.join('\n'));
  if (vocabulary.some((piece) => piece.includes('\n'))) throw new Error('A vocabulary entry contains a line break.');
  const output = new Uint8Array(INDEX_PREAMBLE_BYTES + headBytes.length + vocabularyBytes.length + body.length);
  output.set(INDEX_MAGIC, 0);
  output[4] = INDEX_FORMAT_VERSION;
  output[5] = oneByteCodes;
  const view = new DataView(output.buffer);
  view.setUint32(6, headBytes.length, true);
  view.setUint32(10, vocabularyBytes.length, true);
  output.set(headBytes, INDEX_PREAMBLE_BYTES);
  output.set(vocabularyBytes, INDEX_PREAMBLE_BYTES + headBytes.length);
  output.set(body, INDEX_PREAMBLE_BYTES + headBytes.length + vocabularyBytes.length);
  return output;
}

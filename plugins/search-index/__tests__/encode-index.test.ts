import { describe, expect, it } from 'vitest';
import { encodeIndexFile } from '../encode-index';
import { decodeIndex } from '../../../src/search/decode-index';
import { codesOfString } from '../../../src/search/document-terms';
import { createEngine } from '../../../src/search/engine';
import { sectionText, type SearchIndexFile, type StoredSection } from '../../../src/search/types';

/** A decoded file as the data the encoder was given: every text spelled into its section. */
function spelledOut(decoded: SearchIndexFile): SearchIndexFile {
  const { spellText: _, ...data } = decoded;
  const sections = decoded.sections.map(([page, parent, heading, anchor], section): StoredSection => [
    page,
    parent,
    heading,
    anchor,
    sectionText(decoded, section),
  ]);
  return { ...data, sections };
}

const file: SearchIndexFile = {
  version: 1,
  pages: [
    { url: '/api/createSlice', category: 'API Reference', title: 'createSlice', language: 'en', tags: ['t'] },
    { url: '/usage/guide', category: 'Guide', title: 'Usage Guide', language: 'en', tags: ['t'] },
  ],
  sections: [
    [0, -1, '', 0, 'createSlice builds a reducer — and “action creators” for one slice. The slice, the state.'],
    [0, -1, 'Options', 0, 'Every option: `name`, {reducers} & [extraReducers]; 100% of them.'],
    [
      0,
      1,
      'reducers',
      'reducers-option',
      'Case reducers keyed by name\u00a0(café, naïve, 日本語, 🙂)\t"quoted" \\ back\nslash.',
    ],
    [1, -1, 'Cancelling a running thunk', 0, ''],
    [1, -1, '', 0, 'ASCII control \u0001 and NUL \u0000 characters survive too.'],
  ],
  symbols: [['createSlice', 'function', 'createSlice(options): Slice', 0, '']],
};

describe('encodeIndexFile', () => {
  it('round-trips through the browser decoder, strings, places and symbols alike', () => {
    expect(spelledOut(decodeIndex(encodeIndexFile(file)).file)).toEqual(file);
    const empty: SearchIndexFile = { version: 1, pages: [], sections: [] };
    expect(spelledOut(decodeIndex(encodeIndexFile(empty)).file)).toEqual(empty);
  });

  it('gives each string the vocabulary codes it is made of', () => {
    const { codes, file: decoded } = decodeIndex(encodeIndexFile(file));
    const spelled = (list: ArrayLike<number>) => Array.from(list, (code) => codes.vocabulary[code]).join('');
    // Single ASCII characters outside words are stored as themselves; every word is a code.
    expect(spelled(codesOfString(codes, 0))).toBe('');
    expect(spelled(codesOfString(codes, 3 * 2))).toBe(decoded.sections[3]![2]);
    expect(
      spelled(codesOfString(codes, 1))
        .replace(/[^\p{L}\p{N}_$]+/gu, ' ')
        .trim(),
    ).toBe(
      sectionText(decoded, 0)
        .replace(/[^\p{L}\p{N}_$]+/gu, ' ')
        .trim(),
    );
  });

  it('builds the same engine from the codes as from the strings', () => {
    const { file: decoded, codes } = decodeIndex(encodeIndexFile(file));
    const fromCodes = createEngine(decoded, codes);
    const fromStrings = createEngine(file);
    for (const query of ['slice', 'reducers', 'cancel thunk', 'cafe', 'café', 'createSlice', 'naive']) {
      expect(fromCodes.search(query)).toEqual(fromStrings.search(query));
    }
  });

  it('orders the vocabulary by use and codes past the one-byte range in two bytes', () => {
    const words = Array.from({ length: 600 }, (_, index) => `word${index}`);
    const large: SearchIndexFile = {
      version: 1,
      pages: [file.pages[0]!],
      sections: words.map((word, index) => [0, -1, `Section ${index}`, 0, `${word} the state, the slice.`]),
    };
    const bytes = encodeIndexFile(large);
    const { file: decoded, codes } = decodeIndex(bytes);
    expect(spelledOut(decoded)).toEqual(large);
    expect(codes.vocabulary[0]).toBe('the ');
    // More pieces than one byte can code: the rarest take two bytes, and fewer than 128 take one.
    expect(bytes[5]).toBeLessThan(128);
    expect(codes.vocabulary.length).toBeGreaterThan(600);
  });

  it('refuses a file of another format', () => {
    const bytes = encodeIndexFile(file);
    bytes[4] = 1;
    expect(() => decodeIndex(bytes)).toThrow('not in the format');
  });
});

describe('decodeIndex on a damaged file', () => {
  it('refuses a file cut off in the middle of a two-byte code', () => {
    const words = Array.from({ length: 600 }, (_, index) => `word${index}`);
    const large: SearchIndexFile = {
      version: 1,
      pages: [file.pages[0]!],
      sections: [[0, -1, 'Words', 0, words.join(' ')]],
    };
    const bytes = encodeIndexFile(large);
    // The text's last piece is a rare word, coded in two bytes, then the closing 0: cut both off after the lead byte.
    expect(bytes[bytes.length - 3]).toBeGreaterThanOrEqual(0x80 + bytes[5]!);
    expect(() => decodeIndex(bytes.subarray(0, bytes.length - 2))).toThrow('different number of sections');
  });

  it('leaves the texts out of the sections, and spells each the same every time it is read', () => {
    const { file: decoded } = decodeIndex(encodeIndexFile(file));
    expect(decoded.sections.map((section) => section[4])).toEqual(file.sections.map(() => ''));
    const first = sectionText(decoded, 2);
    expect(sectionText(decoded, 2)).toBe(first);
    expect(first).toBe(file.sections[2]![4]);
  });
});

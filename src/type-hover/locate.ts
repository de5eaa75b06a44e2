import type { HoverEntry } from './types';

/** Where an entry's identifier sits among a line's text pieces: which piece, and the offset inside it. */
export interface TextRange {
  readonly entry: HoverEntry;
  readonly piece: number;
  readonly offset: number;
}

const IDENTIFIER = /^[\p{L}\p{Nl}$_#][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}$\u200c\u200d]*$/u;

/**
 * Finds each entry of one line in the line's text pieces (the text nodes of
 * the rendered tokens, in order). An entry is kept only when it falls inside a
 * single piece and covers an identifier there, so stale or shifted data never
 * marks the wrong text. Returned in reverse order, ready for splitting text
 * nodes from the end of the line.
 */
export function locateInLine(pieces: readonly string[], entries: readonly HoverEntry[]): TextRange[] {
  const starts: number[] = [];
  let position = 0;
  for (const piece of pieces) {
    starts.push(position);
    position += piece.length;
  }
  const found: TextRange[] = [];
  for (const entry of entries) {
    const [, column, length] = entry;
    let piece = starts.length - 1;
    while (piece > 0 && starts[piece]! > column) piece -= 1;
    const offset = column - (starts[piece] ?? 0);
    const text = pieces[piece]?.slice(offset, offset + length) ?? '';
    if (text.length === length && IDENTIFIER.test(text)) found.push({ entry, piece, offset });
  }
  return found.sort((a, b) => b.entry[1] - a.entry[1]);
}

/** Groups entries by their line. */
export function entriesByLine(entries: readonly HoverEntry[]): Map<number, HoverEntry[]> {
  const lines = new Map<number, HoverEntry[]>();
  for (const entry of entries) {
    const list = lines.get(entry[0]);
    if (list) list.push(entry);
    else lines.set(entry[0], [entry]);
  }
  return lines;
}

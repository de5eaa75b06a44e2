const WORD = /[\p{L}\p{N}_$]+/gu;
// Boundaries inside identifiers: fooBar, HTTPStatus, value2, snake_case.
const IDENTIFIER_PARTS = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g;

/** Words too common in prose to help find anything. */
const STOP_WORDS = new Set(
  'a an and are as at be but by can do does for from has have how i if in into is it its of on or so than that the their them then there these this to was were what when where which while who why will with you your'.split(
    ' ',
  ),
);

/** Splits an identifier into its lowercase parts: `createAsyncThunk` → create, async, thunk. */
export function splitIdentifier(word: string): string[] {
  return (word.match(IDENTIFIER_PARTS) ?? []).map((part) => part.toLowerCase());
}

/**
 * Turns text into search terms. Each word is kept whole (lowercased), and an
 * identifier also yields its parts, so `createSlice`, `createslice` and
 * `create slice` all meet. Stop words are dropped.
 */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    const whole = word.toLowerCase();
    if (!STOP_WORDS.has(whole)) terms.push(whole);
    const parts = splitIdentifier(word);
    if (parts.length > 1) for (const part of parts) if (!STOP_WORDS.has(part)) terms.push(part);
  }
  return terms;
}

/** The query as one squashed identifier (`create slice` → `createslice`), for exact-name boosts. */
export function squash(text: string): string {
  return (text.match(WORD) ?? []).join('').toLowerCase();
}

const WORD = /[\p{L}\p{N}_$]+/gu;
// Boundaries inside identifiers: fooBar, HTTPStatus, value2, snake_case.
const IDENTIFIER_PARTS = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g;

/** Words too common in prose to help find anything. */
const STOP_WORDS = new Set(
  'a an and are as at be but by can do does for from has have how i if in into is it its of on or so than that the their them then there these this to was were what when where which while who why will with you your'.split(
    ' ',
  ),
);

/** The words of a text as written, without stop words and without splitting identifiers. */
export function wordsOf(text: string): string[] {
  return [...text.matchAll(WORD)].map(([word]) => word).filter((word) => !STOP_WORDS.has(word.toLowerCase()));
}

/** The singular of a plain English plural (`updates` → `update`, `queries` → `query`), or undefined. */
export function singular(word: string): string | undefined {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return undefined;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return undefined;
  if (word.endsWith('s')) return word.slice(0, -1);
  return undefined;
}

/** Splits an identifier into its lowercase parts: `createAsyncThunk` → create, async, thunk. */
export function splitIdentifier(word: string): string[] {
  return (word.match(IDENTIFIER_PARTS) ?? []).map((part) => part.toLowerCase());
}

/**
 * Turns text into search terms. Each word is kept whole (lowercased), plurals
 * also as their singular; an
 * identifier also yields its parts and the tails they form, so `createSlice`,
 * `createslice` and `create slice` all meet, and `entityAdap` finds
 * `createEntityAdapter` through `entityadapter`. Stop words are dropped.
 */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    const whole = word.toLowerCase();
    if (!STOP_WORDS.has(whole)) {
      terms.push(whole);
      // Plurals also count as their singular, so "updates" meets "update".
      const one = singular(whole);
      if (one) terms.push(one);
    }
    const parts = splitIdentifier(word);
    if (parts.length > 1) {
      for (const part of parts) if (!STOP_WORDS.has(part)) terms.push(part);
      for (let start = 1; start < parts.length - 1; start += 1) terms.push(parts.slice(start).join(''));
    }
  }
  return terms;
}

/** The query as one squashed identifier (`create slice` → `createslice`), for exact-name boosts. */
export function squash(text: string): string {
  return (text.match(WORD) ?? []).join('').toLowerCase();
}

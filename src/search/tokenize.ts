/** A word: letters, digits, `_` and `$` (identifiers are words). */
export const WORD = /[\p{L}\p{N}_$]+/gu;
/** A word that is one lowercase identifier part already: no parts to split off. */
const PLAIN_WORD = /^[a-z]+$/;
/** A plain word, or one with a capital first letter only ("Redux"): its only term is its lowercase form. */
const SIMPLE_WORD = /^[A-Za-z][a-z]*$/;
// Boundaries inside identifiers: fooBar, HTTPStatus, value2, snake_case.
const IDENTIFIER_PARTS = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g;

/** Words too common in prose to help find anything. */
const STOP_WORDS = new Set(
  'a an and are as at be but by can do does for from has have how i if in into is it its of on or so than that the their them then there these this to was were what when where which while who why will with you your'.split(
    ' ',
  ),
);

/** Whether a word is too common in prose to help find anything. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}

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

/**
 * What the forms of an English word have in common, so "cancel",
 * "cancels", "cancelled" and "cancelling" meet, as do "debounce" and
 * "debouncing" or "global" and "globally". A light stemmer: plural, then
 * `-ing`/`-ed` or `-ly`, then a final `e` and a doubled consonant go. The
 * result is a key, not always a word ("debounc").
 */
export function stem(word: string): string {
  let known = stems.get(word);
  if (known === undefined) stems.set(word, (known = stemOf(word)));
  return known;
}

/** Stems already worked out: the index's words are stemmed several times while it loads. */
const stems = new Map<string, string>();

function stemOf(word: string): string {
  if (!PLAIN_WORD.test(word)) return word;
  let base = singular(word) ?? word;
  // What is left must be a word: "apply" and "reply" are not "app" and "rep" done "-ly".
  const suffix = (['ing', 'ed', 'ly'] as const).find(
    (ending) => base.endsWith(ending) && base.length - ending.length >= (ending === 'ly' ? 4 : 3),
  );
  if (suffix) base = base.slice(0, -suffix.length);
  if (base.endsWith('e') && base.length >= 4) base = base.slice(0, -1);
  if (/([b-df-hj-np-rtv-z])\1$/.test(base) && base.length >= 4) base = base.slice(0, -1);
  return base;
}

/** Whether a word is an inflected form ("typed", "cancelling", "globally") rather than the word itself. */
export function isInflected(word: string): boolean {
  return /(?:ing|ed|ly)$/.test(word) && stem(word) !== word;
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
  // Most of what the index reads is one plain or capitalised word (a vocabulary piece): the
  // same terms as the walk below gives it, without the walk.
  if (SIMPLE_WORD.test(text)) {
    const whole = text.toLowerCase();
    if (STOP_WORDS.has(whole)) return [];
    const one = singular(whole);
    return one ? [whole, one] : [whole];
  }
  const terms: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    const whole = word.toLowerCase();
    if (!STOP_WORDS.has(whole)) {
      terms.push(whole);
      // Plurals also count as their singular, so "updates" meets "update".
      const one = singular(whole);
      if (one) terms.push(one);
    }
    if (PLAIN_WORD.test(word)) continue;
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

import { isStopWord, splitIdentifier, stem, tokenize, WORD } from './tokenize';

/** A heading or title, as the query's words are looked for in it: its terms (words and identifier parts). */
export interface Coverage {
  readonly keys: readonly string[];
}

export function coverageOf(text: string): Coverage {
  return { keys: [...new Set(tokenize(text))] };
}

/**
 * Marks how fully each of the texts (one per section, or none) covers a query
 * word, given the index terms that stand for it and how fully each does (1
 * for the word and its forms, less for a synonym): the most of the terms the
 * text has, 0 for none.
 */
export function textsCovering(
  texts: ReadonlyArray<Coverage | undefined>,
): (matching: ReadonlyMap<string, number>) => Float32Array {
  const byKey = new Map<string, number[]>();
  texts.forEach((text, position) => {
    for (const key of text?.keys ?? []) {
      const list = byKey.get(key);
      if (list) list.push(position);
      else byKey.set(key, [position]);
    }
  });
  return (matching) => {
    const covered = new Float32Array(texts.length);
    for (const [key, mark] of matching) {
      for (const position of byKey.get(key) ?? []) if (covered[position]! < mark) covered[position] = mark;
    }
    return covered;
  };
}

/** The share of the query's words, weighted, that this text covers, each as fully as its marks (from `textsCovering`) say. */
export function share(covered: readonly Float32Array[], weights: readonly number[], position: number): number {
  let found = 0;
  let all = 0;
  for (let word = 0; word < covered.length; word += 1) {
    all += weights[word]!;
    found += weights[word]! * covered[word]![position]!;
  }
  return all === 0 ? 0 : found / all;
}

/** What the ranking needs to know about a section's own heading, worked out once. */
export interface HeadingFacts extends Coverage {
  readonly squashed: string;
  /** Its words, identifiers split into their parts, each with its stem. */
  readonly units: ReadonlyArray<{ readonly unit: string; readonly stem: string }>;
}

/**
 * Works out headings' facts, each heading ("Options", "Return value"…) and
 * each word ("createSlice", "with"…) once however often they recur.
 */
export function headingReader(): (heading: string) => HeadingFacts {
  const known = new Map<string, { terms: readonly string[]; units: HeadingFacts['units'] }>();
  const factsOf = (word: string) => {
    let facts = known.get(word);
    if (!facts) {
      const parts = splitIdentifier(word);
      const units = (parts.length > 1 ? parts : [word.toLowerCase()]).map((unit) => ({ unit, stem: stem(unit) }));
      known.set(word, (facts = { terms: tokenize(word), units: isStopWord(word) ? [] : units }));
    }
    return facts;
  };
  const read = new Map<string, HeadingFacts>();
  return (heading) => {
    const again = read.get(heading);
    if (again) return again;
    const keys = new Set<string>();
    const units: Array<HeadingFacts['units'][number]> = [];
    let squashed = '';
    for (const [word] of heading.matchAll(WORD)) {
      const facts = factsOf(word);
      for (const term of facts.terms) keys.add(term);
      units.push(...facts.units);
      squashed += word.toLowerCase();
    }
    const facts = { keys: [...keys], squashed, units };
    read.set(heading, facts);
    return facts;
  };
}

/**
 * Each two adjacent words of a query of three words or more, run together
 * (`root state` → `rootstate`): how an identifier that names both is indexed
 * (`RootState`). In a two-word query the pair is the whole query, which the
 * exact-name boosts already look for.
 */
export function adjacentPairs(words: readonly string[]): string[] {
  if (words.length < 3) return [];
  return words.slice(1).map((word, at) => words[at]! + word);
}

const HEADING_RECALL_SHARE = 0.75;

/**
 * How well a section's own heading covers the query, from 0 to 1, given the
 * share of the query's words it has (`recall`). Covering every query word
 * matters most (recall squared); a heading made mostly of query words adds a
 * little more (precision, counting identifier parts, so `updateQueryData` is
 * one part in three relevant to "update").
 */
export function headingMatch(
  recall: number,
  heading: HeadingFacts,
  words: readonly string[],
  stems: readonly string[],
): number {
  if (recall === 0) return 0;
  let relevant = 0;
  for (const { unit, stem: unitStem } of heading.units) {
    if (words.some((word, index) => unit.startsWith(word) || word.startsWith(unit) || unitStem === stems[index])) {
      relevant += 1;
    }
  }
  const precision = heading.units.length === 0 ? 0 : relevant / heading.units.length;
  return HEADING_RECALL_SHARE * recall * recall + (1 - HEADING_RECALL_SHARE) * recall * precision;
}

import { stem } from './tokenize';

/**
 * Words readers use for what the docs call by another name, in groups that
 * stand for each other (any form of each word): a reader cancels a request,
 * the docs abort it; a reader transforms a response, the docs reshape it; a
 * reader refetches on an interval, the docs poll. Kept to the docs' own
 * vocabulary: each group was checked against the pages.
 */
const GROUPS: ReadonlyArray<readonly string[]> = [
  ['cancel', 'abort'],
  ['transform', 'reshape'],
  ['interval', 'poll'],
  ['global', 'whole'],
  ['clear', 'reset'],
];

const byStem = new Map<string, string[]>();
for (const group of GROUPS) {
  const stems = group.map(stem);
  for (const member of stems)
    byStem.set(
      member,
      stems.filter((other) => other !== member),
    );
}

/** The stems of the words that stand for `word` (none for most words). */
export function synonymStems(word: string): readonly string[] {
  return byStem.get(stem(word)) ?? [];
}

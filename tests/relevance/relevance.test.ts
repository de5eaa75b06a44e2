import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/search/engine';
import { loadBuiltIndex } from './load-built-index';
import { RELEVANCE_CASES, type RelevanceCase } from './queries';

const { file, codes } = loadBuiltIndex();
const engine = createEngine(file, codes);
const TOP_HIT_SHARE = 0.95;

function rankOf(testCase: RelevanceCase): { rank: number; top: string } {
  const { hits } = engine.search(testCase.query, { limit: 20 });
  const rank = hits.findIndex(
    (hit) =>
      (hit.page.url === testCase.page && (testCase.anchor === undefined || hit.section.anchor === testCase.anchor)) ||
      (testCase.alternatives ?? []).includes(`${hit.page.url}#${hit.section.anchor}`),
  );
  const first = hits[0];
  return { rank, top: first ? `${first.page.url}#${first.section.anchor}` : '(nothing)' };
}

describe(`search relevance over the built index (${RELEVANCE_CASES.length} queries)`, () => {
  const outcomes = RELEVANCE_CASES.map((testCase) => ({ testCase, ...rankOf(testCase) }));

  for (const { testCase, rank, top } of outcomes) {
    it(`"${testCase.query}" finds ${testCase.page}${testCase.anchor ? `#${testCase.anchor}` : ''} in the top 5`, () => {
      expect(rank, `top hit was ${top}`).toBeGreaterThanOrEqual(0);
      expect(rank, `top hit was ${top}`).toBeLessThan(5);
    });
  }

  it(`puts the expected result first for at least ${TOP_HIT_SHARE * 100}% of queries`, () => {
    const first = outcomes.filter((outcome) => outcome.rank === 0).length;
    const misses = outcomes
      .filter((outcome) => outcome.rank !== 0)
      .map((outcome) => `"${outcome.testCase.query}" → ${outcome.top}`);
    console.log(
      `relevance: top hit right for ${first}/${outcomes.length} (${((first / outcomes.length) * 100).toFixed(1)}%)`,
    );
    if (misses.length > 0) console.log(`  not first: ${misses.join('; ')}`);
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(100);
    expect(first / outcomes.length).toBeGreaterThanOrEqual(TOP_HIT_SHARE);
  });
});

import { describe, expect, it } from 'vitest';
import { claimTestPath, countClaimTests, countExamples } from '../verification';

describe('page verification counts', () => {
  it('counts type-checked and run TypeScript blocks', () => {
    const source = [
      '```ts run',
      'const a = 1',
      '```',
      '```tsx',
      'const b = 2',
      '```',
      '```ts no-typecheck="x"',
      '```',
      '```js',
      '```',
    ];
    expect(countExamples(source.join('\n'), false)).toEqual({ typeChecked: 2, run: 1 });
  });

  it('counts it and test calls, skipped ones excluded', () => {
    const source = [
      "describe('api/createSlice › Overview', () => {",
      "  it('a', () => {})",
      "  test('b', async () => {})",
      "  it.skip('c', () => {})",
      '})',
    ].join('\n');
    expect(countClaimTests(source)).toBe(2);
  });

  it('maps a docs page to its claim-test file', () => {
    expect(claimTestPath('rtk-query/usage/mutations.md')).toBe('rtk-query/usage/mutations.test.ts');
  });
});

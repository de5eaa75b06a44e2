import { describe, expect, it } from 'vitest';
import { formatTiming, parseTiming } from '../timing';

describe('timing lines', () => {
  it('reads back what it writes, with or without a note', () => {
    expect(formatTiming('symbol index', 6341)).toBe('[timing] symbol index 6.3 s');
    expect(parseTiming(formatTiming('symbol index', 6341))).toEqual({
      label: 'symbol index',
      seconds: 6.3,
      note: undefined,
    });
    expect(parseTiming(formatTiming('type-hover analysis', 61_049, 'child process, 58.2 s analysing'))).toEqual({
      label: 'type-hover analysis',
      seconds: 61,
      note: 'child process, 58.2 s analysing',
    });
  });

  it('ignores every other line', () => {
    expect(parseTiming('[type-hover] 22986 identifiers with types in 719 code blocks (131.0 s, in parallel)')).toBe(
      undefined,
    );
    expect(parseTiming('[timing] no seconds here')).toBe(undefined);
  });
});

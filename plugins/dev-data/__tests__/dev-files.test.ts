import { describe, expect, it } from 'vitest';
import { retireOlder } from '../dev-files';

describe('retireOlder', () => {
  it('keeps the newest two files of a series and retires the rest, oldest first', () => {
    expect(retireOlder([], 'a')).toEqual({ kept: ['a'], retired: [] });
    expect(retireOlder(['a'], 'b')).toEqual({ kept: ['a', 'b'], retired: [] });
    expect(retireOlder(['a', 'b'], 'c')).toEqual({ kept: ['b', 'c'], retired: ['a'] });
  });

  it('keeps a file written again (an edit undone) once, as the newest', () => {
    expect(retireOlder(['a', 'b'], 'a')).toEqual({ kept: ['b', 'a'], retired: [] });
    expect(retireOlder(['a', 'b'], 'b')).toEqual({ kept: ['a', 'b'], retired: [] });
  });
});

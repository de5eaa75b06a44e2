import { describe, expect, it } from 'vitest';
import { boundedMemo } from '../bounded-memo';

describe('boundedMemo', () => {
  it('computes each key once, undefined answers included', () => {
    const asked: string[] = [];
    const lookup = boundedMemo(10, (key) => {
      asked.push(key);
      return key === 'none' ? undefined : key.length;
    });
    expect([lookup('slice'), lookup('none'), lookup('slice'), lookup('none')]).toEqual([5, undefined, 5, undefined]);
    expect(asked).toEqual(['slice', 'none']);
  });

  it('forgets every key once the limit is reached, and computes them again', () => {
    const asked: string[] = [];
    const lookup = boundedMemo(2, (key) => {
      asked.push(key);
      return key;
    });
    lookup('a');
    lookup('b');
    lookup('a');
    lookup('c'); // two kept: forgets a and b, keeps c
    lookup('c');
    lookup('a');
    expect(asked).toEqual(['a', 'b', 'c', 'a']);
  });
});

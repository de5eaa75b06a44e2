import { describe, expect, it } from 'vitest';
import { instrumentStatedResults, matchesStatedResult } from '../stated-results';

describe('instrumentStatedResults', () => {
  it('reports single-line console.log statements with a trailing comment, keeping line numbers', () => {
    const code = [
      'const total: number = 3',
      'console.log(total) // 3',
      'console.log(total, "a // b") // 3 \'a // b\'',
      'console.log(total)',
      'console.log() // (empty line)',
    ].join('\n');
    const result = instrumentStatedResults('main.ts', code, 5);
    expect(result.code.split('\n')).toEqual([
      'const total: number = 3',
      '__statedResult(5, total) // 3',
      '__statedResult(6, total, "a // b") // 3 \'a // b\'',
      'console.log(total)',
      '__statedResult(7) // (empty line)',
    ]);
    expect(result.stated).toEqual([
      { line: 1, column: 1, stated: '3' },
      { line: 2, column: 1, stated: "3 'a // b'" },
      { line: 4, column: 1, stated: '(empty line)' },
    ]);
  });

  it('leaves a console.log spread over several lines alone', () => {
    const code = 'console.log(\n  1,\n) // 1';
    expect(instrumentStatedResults('main.ts', code, 0).stated).toEqual([]);
  });

  it('finds statements inside functions and TSX files', () => {
    const code = 'export function Log() {\n  console.log(<b />) // element\n  return null\n}';
    expect(instrumentStatedResults('log.tsx', code, 0).stated).toHaveLength(1);
  });
});

describe('matchesStatedResult', () => {
  it('ignores spacing inside brackets and the quote style of strings', () => {
    expect(matchesStatedResult("[ 1, 2 ] { id: 'a' }", '[1, 2] { id: "a" }')).toBe(true);
    expect(matchesStatedResult("{ todos: [ 'x' ] }", "{ todos: ['x'] }")).toBe(true);
  });

  it('accepts an explanation after the value, and nothing else', () => {
    expect(matchesStatedResult('true', 'true: the second call hits the cache')).toBe(true);
    expect(matchesStatedResult('0', '0 (nothing is saved yet)')).toBe(true);
    expect(matchesStatedResult('1', '12')).toBe(false);
    expect(matchesStatedResult('1', '1 2')).toBe(false);
    expect(matchesStatedResult("'all'", "'none'")).toBe(false);
  });
});

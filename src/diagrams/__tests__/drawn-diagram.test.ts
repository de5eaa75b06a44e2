import { describe, expect, it } from 'vitest';
import { diagramKey, diagramSvgId } from '../drawn-diagram';

describe('diagramKey', () => {
  it('gives a source the same short key every time', () => {
    const source = 'flowchart TD\n  a --> b';
    expect(diagramKey(source)).toBe(diagramKey(`flowchart TD\n  a --> b`));
    expect(diagramKey(source)).toMatch(/^[0-9a-z]{1,11}$/);
  });

  it('tells apart sources that differ in one character, or only in whitespace', () => {
    const keys = new Set(['a --> b', 'a --> c', 'a -->  b', 'a --> b\n', ''].map(diagramKey));
    expect(keys.size).toBe(5);
  });

  it('hashes characters beyond Latin-1 without throwing', () => {
    expect(diagramKey('a["→ café 🚀"]')).not.toBe(diagramKey('a["-> cafe"]'));
  });
});

describe('diagramSvgId', () => {
  it('is a valid id, different for each colour mode', () => {
    const key = diagramKey('flowchart LR\n  x --> y');
    expect(diagramSvgId(key, 'light')).toMatch(/^diagram-[0-9a-z]+-light$/);
    expect(diagramSvgId(key, 'dark')).not.toBe(diagramSvgId(key, 'light'));
  });
});

import Prism from 'prismjs';
import 'prismjs/components/prism-typescript';
import { describe, expect, it } from 'vitest';
import { toLines } from '../tokens';

describe('toLines', () => {
  it('splits tokens into lines with their nested types', () => {
    const lines = toLines(Prism.tokenize('const a = `x${b}`\n\nlet c', Prism.languages.typescript!));
    expect(lines).toHaveLength(3);
    expect(lines[0]![0]).toEqual({ types: ['keyword'], content: 'const' });
    expect(lines[0]!.find((token) => token.content === 'b')!.types).toEqual(['template-string', 'interpolation']);
    expect(lines[1]).toEqual([{ types: ['plain'], content: '\n', empty: true }]);
    expect(lines[2]!.map((token) => token.content).join('')).toBe('let c');
  });

  it('keeps aliases as types and plain text as plain', () => {
    const lines = toLines(['plain text ', new Prism.Token('class-name', 'Todo', 'type')]);
    expect(lines).toEqual([
      [
        { types: ['plain'], content: 'plain text ' },
        { types: ['class-name', 'type'], content: 'Todo' },
      ],
    ]);
  });

  it('turns a string with newlines into lines, and trailing newline into an empty line', () => {
    expect(toLines('a\nb\n').map((line) => line.map((token) => token.content))).toEqual([['a'], ['b'], ['\n']]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findDiagrams, findDocDiagrams } from '../find-diagrams';

describe('findDiagrams', () => {
  it('returns each mermaid fence with its line, and nothing else', () => {
    const markdown = [
      '# Page',
      '',
      '```mermaid',
      'flowchart TD',
      '  a --> b',
      '```',
      '',
      '```ts',
      'const mermaid = 1;',
      '```',
    ].join('\n');
    expect(findDiagrams(markdown, false)).toEqual([{ line: 3, source: 'flowchart TD\n  a --> b' }]);
  });

  it('reads a fence inside a list item as the page receives it: without the list indent', () => {
    const markdown = ['- Step one:', '', '  ```mermaid', '  flowchart LR', '    x --> y', '  ```'].join('\n');
    expect(findDiagrams(markdown, false)).toEqual([{ line: 3, source: 'flowchart LR\n  x --> y' }]);
  });
});

describe('findDocDiagrams', () => {
  it('finds every mermaid fence of the docs', () => {
    const docsDir = path.resolve(__dirname, '../../../docs');
    const found = findDocDiagrams(docsDir);
    const fences = (fs.readdirSync(docsDir, { recursive: true }) as string[])
      .filter((file) => /\.mdx?$/.test(file))
      .reduce(
        (count, file) =>
          count + (fs.readFileSync(path.join(docsDir, file), 'utf8').match(/^\s*```mermaid/gm)?.length ?? 0),
        0,
      );
    expect(found.length).toBe(fences);
    expect(found.length).toBeGreaterThanOrEqual(4);
    for (const diagram of found) expect(diagram.source).toMatch(/accTitle:/);
  });
});

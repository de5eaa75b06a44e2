import { describe, expect, it } from 'vitest';
import { readDiagramInfo } from '../diagram-source';

describe('readDiagramInfo', () => {
  it('reads the title, one-line description and size', () => {
    const source = [
      'flowchart TD',
      '  %% size: 640x420',
      '  accTitle: How a thunk runs',
      '  accDescr: The thunk dispatches pending, then fulfilled or rejected.',
      '  a --> b',
    ].join('\n');
    expect(readDiagramInfo(source)).toEqual({
      title: 'How a thunk runs',
      description: 'The thunk dispatches pending, then fulfilled or rejected.',
      size: { width: 640, height: 420 },
    });
  });

  it('joins a multi-line description block into one sentence', () => {
    const source = 'stateDiagram-v2\naccDescr {\n  First line,\n  second line.\n}\n[*] --> A';
    expect(readDiagramInfo(source).description).toBe('First line, second line.');
  });

  it('accepts decimal sizes and spaces around the x', () => {
    expect(readDiagramInfo('%% size: 600.5 x 300').size).toEqual({ width: 600.5, height: 300 });
  });

  it('leaves out what the source does not declare', () => {
    expect(readDiagramInfo('flowchart LR\n  a --> b')).toEqual({
      title: undefined,
      description: undefined,
      size: undefined,
    });
  });

  it('ignores sizes of zero and malformed size comments', () => {
    expect(readDiagramInfo('%% size: 0x300').size).toBeUndefined();
    expect(readDiagramInfo('%% size: wide').size).toBeUndefined();
    expect(readDiagramInfo('%% size: 300x').size).toBeUndefined();
  });

  it('ignores an empty description block', () => {
    expect(readDiagramInfo('accDescr {\n \n}').description).toBeUndefined();
  });

  it('does not take an accTitle mentioned inside a label for the title', () => {
    expect(readDiagramInfo('flowchart LR\n  a["accTitle: no"] --> b').title).toBeUndefined();
  });
});

describe('readDiagramInfo on empty declarations', () => {
  it('does not take the next line for an empty accTitle or accDescr', () => {
    const info = readDiagramInfo('flowchart LR\n  accTitle:\n  accDescr:\n  a --> b');
    expect(info.title).toBeUndefined();
    expect(info.description).toBeUndefined();
  });
});

/** One file of an example block, split at `// file: name` markers. */
export interface ExampleFile {
  /** File name as written in the marker, e.g. `features/posts/postsSlice.ts`; undefined for unnamed code. */
  readonly name: string | undefined;
  /** Compiled and importable, but not shown to readers (`// file: setup.ts noEmit`). */
  readonly hidden: boolean;
  readonly code: string;
  /** 0-based line of the first code line within the block. */
  readonly lineOffset: number;
}

const MARKER = /^\s*\/\/\s*file:\s*(\S+)(\s+noEmit)?\s*$/;

/**
 * Splits a block at `// file: name` marker lines. Code before the first marker
 * (if any) is an unnamed file. Markers are removed from the code.
 */
export function splitFiles(code: string): ExampleFile[] {
  const lines = code.split('\n');
  const files: ExampleFile[] = [];
  let current: { name: string | undefined; hidden: boolean; start: number; lines: string[] } = {
    name: undefined,
    hidden: false,
    start: 0,
    lines: [],
  };
  const flush = () => {
    const text = trimBlankEdges(current.lines);
    if (current.name !== undefined || text.code.trim() !== '') {
      files.push({
        name: current.name,
        hidden: current.hidden,
        code: text.code,
        lineOffset: current.start + text.skipped,
      });
    }
  };
  lines.forEach((line, index) => {
    const marker = MARKER.exec(line);
    if (marker) {
      flush();
      current = { name: marker[1], hidden: Boolean(marker[2]), start: index + 1, lines: [] };
    } else {
      current.lines.push(line);
    }
  });
  flush();
  return files;
}

function trimBlankEdges(lines: string[]): { code: string; skipped: number } {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start]!.trim() === '') start += 1;
  while (end > start && lines[end - 1]!.trim() === '') end -= 1;
  return { code: lines.slice(start, end).join('\n'), skipped: start };
}

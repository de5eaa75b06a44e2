import fs from 'node:fs';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import type { Code } from 'mdast';
import { listDocFiles } from '../../lib/code-blocks/docs-files';
import { sharedDocTree } from '../../lib/code-blocks/extract';

/** A ```mermaid fence of a docs page: its source exactly as the page's `mermaid` element receives it. */
export interface DiagramSource {
  /** The page's file, relative to the docs folder. */
  readonly file: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
  readonly source: string;
}

/** The Mermaid fences of one Markdown or MDX source, in document order. */
export function findDiagrams(markdown: string, isMdx: boolean): Array<Omit<DiagramSource, 'file'>> {
  const found: Array<Omit<DiagramSource, 'file'>> = [];
  visit(sharedDocTree(markdown, isMdx), 'code', (node: Code) => {
    if (node.lang === 'mermaid') found.push({ line: node.position?.start.line ?? 0, source: node.value });
  });
  return found;
}

/** Every Mermaid fence below `docsDir`. */
export function findDocDiagrams(docsDir: string): DiagramSource[] {
  return listDocFiles(docsDir).flatMap((file) => {
    const markdown = fs.readFileSync(path.join(docsDir, file), 'utf8');
    if (!markdown.includes('mermaid')) return [];
    return findDiagrams(markdown, file.endsWith('.mdx')).map((diagram) => ({ file, ...diagram }));
  });
}

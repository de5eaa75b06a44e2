import path from 'node:path';
import type { ExampleBlock } from './extract';
import type { ExampleFile } from './files';

/** A file the checker compiles, and where its lines came from in the docs. */
export interface VirtualFile {
  readonly path: string;
  readonly code: string;
  /** The markdown file and the 1-based line of this file's first code line in it. */
  readonly origin: { readonly docPath: string; readonly line: number };
}

/** The files of one checked block: its roots, plus the page's earlier files it may import. */
export interface CheckUnit {
  readonly docPath: string;
  readonly blockLine: number;
  readonly roots: readonly VirtualFile[];
  readonly visible: ReadonlyMap<string, VirtualFile>;
  /** The block this unit compiles. */
  readonly block: ExampleBlock;
  /** For each root's path, the file of the block it was made from. */
  readonly sources: ReadonlyMap<string, ExampleFile>;
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.d.ts'];

/**
 * Lays out the blocks of one page as check units. Each block compiles in its own
 * folder; files named in earlier blocks of the page (`// file: store.ts`) are
 * visible there too, so a later block can `import { store } from './store'`.
 * A block that names a file again replaces it for the blocks after it.
 */
export function layoutPage(docPath: string, blocks: readonly ExampleBlock[], rootDir: string): CheckUnit[] {
  const pageDir = path.join(rootDir, docPath.replace(/\.(mdx?)$/, ''));
  const earlier = new Map<string, { code: string; line: number }>();
  const units: CheckUnit[] = [];
  blocks.forEach((block, index) => {
    const lang = block.lang;
    if ((lang !== 'ts' && lang !== 'tsx') || block.meta.noTypecheck !== undefined) return;
    const blockDir = path.join(pageDir, `block-${index + 1}`);
    const own = new Map<string, { code: string; line: number }>();
    const sources = new Map<string, ExampleFile>();
    const shared = new Set<string>();
    block.files.forEach((file, fileIndex) => {
      const name = normaliseName(file.name ?? `__unnamed-${fileIndex + 1}`, lang);
      own.set(name, { code: file.code, line: block.line + file.lineOffset });
      sources.set(path.join(blockDir, name), file);
      if (file.name !== undefined) shared.add(name);
    });
    const visible = new Map<string, VirtualFile>();
    const add = (name: string, entry: { code: string; line: number }) =>
      visible.set(path.join(blockDir, name), {
        path: path.join(blockDir, name),
        code: entry.code,
        origin: { docPath, line: entry.line },
      });
    for (const [name, entry] of earlier) add(name, entry);
    for (const [name, entry] of own) add(name, entry);
    const roots = [...own.keys()].map((name) => visible.get(path.join(blockDir, name))!);
    units.push({ docPath, blockLine: block.line, roots, visible, block, sources });
    for (const name of shared) earlier.set(name, own.get(name)!);
  });
  return units;
}

/** Gives extension-less names the block's extension, so `// file: store` compiles as TypeScript. */
function normaliseName(name: string, lang: 'ts' | 'tsx'): string {
  const clean = name.replace(/^\.?\//, '');
  return SOURCE_EXTENSIONS.some((ext) => clean.endsWith(ext)) ? clean : `${clean}.${lang}`;
}

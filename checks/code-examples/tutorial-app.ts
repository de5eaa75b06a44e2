import { visit } from 'unist-util-visit';
import type { Code } from 'mdast';
import type ts from 'typescript';
import { extractBlocks, parseMarkdown } from '../../lib/code-blocks/extract';

/** One source file of a tutorial's finished app, as the reader has it at the end. */
export interface TutorialFile {
  /** Path relative to the project root, as written in the `// file:` marker, e.g. `src/app/store.ts`. */
  readonly path: string;
  /** The code as the page shows it: highlight comment lines removed, ending with a newline. */
  readonly code: string;
  /** For each line of `code`, its 1-based line in the markdown source. */
  readonly lines: readonly number[];
}

/** The project a tutorial starts from: its `npm create vite@<version> <name> -- <args>` command. */
export interface TutorialTemplate {
  /** The create-vite version the command runs (`latest` when the page does not pin one). */
  readonly createViteVersion: string;
  readonly projectName: string;
  /** The value of `--template`. */
  readonly template: string;
  /** Everything after `--`, as create-vite receives it, without the project name. */
  readonly args: readonly string[];
  /** 1-based markdown line of the command. */
  readonly line: number;
}

const CREATE_VITE = /^\s*npm create vite@(\S+)\s+(\S+)\s+--\s+(.*?)\s*$/;
const NPM_INSTALL = /^\s*npm (?:install|i|add)\s+(.*?)\s*$/;
const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'console']);
/** A line that holds nothing but a Docusaurus highlight directive; the site hides it, so readers never copy it. */
const HIGHLIGHT_LINE =
  /^\s*(?:\/\/\s*highlight-(?:next-line|start|end)|\{\s*\/\*\s*highlight-(?:next-line|start|end)\s*\*\/\s*\})\s*$/;

/**
 * The files a reader has at the end of a tutorial: every file named by a
 * `// file:` marker in the page's `ts`/`tsx` blocks, at the version the last
 * block naming it shows. Hidden scaffolding (`noEmit`) and unnamed code are
 * left out, because the reader never sees them. Sorted by path.
 */
export function finalTutorialFiles(source: string, isMdx = false): TutorialFile[] {
  const files = new Map<string, TutorialFile>();
  for (const block of extractBlocks(source, isMdx)) {
    if (block.lang !== 'ts' && block.lang !== 'tsx') continue;
    for (const file of block.files) {
      if (file.name === undefined || file.hidden) continue;
      const filePath = projectPath(file.name, block.line + file.lineOffset);
      const code: string[] = [];
      const lines: number[] = [];
      file.code.split('\n').forEach((text, index) => {
        if (HIGHLIGHT_LINE.test(text)) return;
        code.push(text);
        lines.push(block.line + file.lineOffset + index);
      });
      files.set(filePath, { path: filePath, code: `${code.join('\n')}\n`, lines });
    }
  }
  return [...files.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** Every `npm create vite@… <name> -- …` command in the page's shell blocks, in page order. */
export function findViteTemplates(source: string, isMdx = false): TutorialTemplate[] {
  const found: TutorialTemplate[] = [];
  const tree = parseMarkdown(source, isMdx);
  visit(tree, 'code', (node: Code) => {
    if (!node.lang || !SHELL_LANGS.has(node.lang) || !node.position) return;
    node.value.split('\n').forEach((text, index) => {
      const match = CREATE_VITE.exec(text);
      if (!match) return;
      const args = match[3]!.split(/\s+/);
      const templateAt = args.indexOf('--template');
      const template = templateAt >= 0 ? args[templateAt + 1] : undefined;
      if (template === undefined) return;
      found.push({
        createViteVersion: match[1]!,
        projectName: match[2]!,
        template,
        args,
        line: node.position!.start.line + 1 + index,
      });
    });
  });
  return found;
}

/**
 * The packages the page tells the reader to install (`npm install a b@1.2.3 --save-dev c`), by name,
 * in page order. A bare `npm install` installs the template's own dependencies and adds no name.
 */
export function installedPackages(source: string, isMdx = false): string[] {
  const names: string[] = [];
  visit(parseMarkdown(source, isMdx), 'code', (node: Code) => {
    if (!node.lang || !SHELL_LANGS.has(node.lang)) return;
    for (const text of node.value.split('\n')) {
      const match = NPM_INSTALL.exec(text);
      if (!match) continue;
      for (const token of match[1]!.split(/\s+/)) {
        if (token.startsWith('-')) continue;
        const name = token.replace(/^(@?[^@]+)@.*$/, '$1');
        if (!names.includes(name)) names.push(name);
      }
    }
  });
  return names;
}

/** The TypeScript major that the template's own `tsc -b` runs (create-vite 9.3.0 `react-ts`: `typescript ~7.0.2`). */
export const TEMPLATE_TYPESCRIPT_MAJOR = 7;

/**
 * Compiler options as TypeScript 7 reads a tsconfig, for TypeScript 5.9 to check with. Where a
 * tsconfig leaves an option unset, TypeScript 7 has a different default than 5.9. Each entry was
 * checked against the TypeScript 7.0.2 `tsc` binary and the `react-ts` template's tsconfigs.
 * `lib` entries are `lib.*.d.ts` file names, as `ts.parseJsonConfigFileContent` returns them.
 */
export function withTypeScript7Defaults(options: ts.CompilerOptions): ts.CompilerOptions {
  const result: ts.CompilerOptions = {
    ...options,
    // Unset `strict` means strict (an implicit `any` parameter is TS7006 in 7.0.2, silent in 5.9).
    strict: options.strict ?? true,
    // A side-effect import of a missing module is TS2882 in 7.0.2, silent in 5.9.
    noUncheckedSideEffectImports: options.noUncheckedSideEffectImports ?? true,
    // `esModuleInterop: false` is removed in 7.0.2 (TS5108): interop is always on.
    esModuleInterop: true,
    allowSyntheticDefaultImports: true,
  };
  // The 7.0.2 `DOM` lib has what 5.9 splits into `DOM.Iterable` (`for…of` over a `NodeList`) and `DOM.AsyncIterable`.
  if (options.lib?.includes('lib.dom.d.ts')) {
    result.lib = [...new Set([...options.lib, 'lib.dom.iterable.d.ts', 'lib.dom.asynciterable.d.ts'])];
  }
  return result;
}

/**
 * Maps a compiler position in an assembled file back to the page:
 * `src/app/store.ts` line 3 (1-based) → markdown line, or undefined for a file the page does not define.
 */
export function markdownLine(files: readonly TutorialFile[], filePath: string, line: number): number | undefined {
  return files.find((file) => file.path === filePath)?.lines[line - 1];
}

function projectPath(name: string, line: number): string {
  const clean = name.replace(/^\.\//, '');
  const segments = clean.split('/');
  if (clean.startsWith('/') || clean.includes('\\') || segments.some((segment) => segment === '..' || segment === '')) {
    throw new Error(`line ${line}: "${name}" is not a path inside the project`);
  }
  return clean;
}

import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { extractBlocks, type ExampleBlock } from './extract';
import { layoutPage, type CheckUnit, type VirtualFile } from './virtual-files';
import { EXAMPLE_COMPILER_OPTIONS } from './compiler-options';

/** A docs page: its path relative to the docs folder, and its source. */
export interface DocSource {
  readonly docPath: string;
  readonly source: string;
}

export interface ExampleOptions {
  /** Folder the virtual example files appear in; its ancestors' node_modules resolve imports. */
  readonly virtualRoot: string;
  /** Extra declaration files compiled with every example (shims for non-toolkit libraries). */
  readonly ambientFiles?: readonly string[];
  /** Source files of the live example apps (examples/<name>/src), compiled in the same program from disk. */
  readonly appFiles?: readonly string[];
}

/** One page's blocks and the check units laid out for them. */
export interface PageLayout {
  readonly docPath: string;
  readonly blocks: readonly ExampleBlock[];
  readonly units: readonly CheckUnit[];
}

/** Every example of the docs as virtual files: what the checker and the hover extraction compile. */
export interface ExampleLayout {
  readonly pages: readonly PageLayout[];
  readonly files: ReadonlyMap<string, VirtualFile>;
  readonly roots: readonly string[];
  /** Pages whose markdown could not be parsed, with the parser's error. */
  readonly unparsed: ReadonlyArray<{ readonly docPath: string; readonly error: unknown }>;
}

/** The options every example program compiles with (JavaScript blocks are parsed, not checked). */
export const PROGRAM_OPTIONS: ts.CompilerOptions = { ...EXAMPLE_COMPILER_OPTIONS, allowJs: true, checkJs: false };

/** Lays out every ts/tsx block (per page, see layoutPage) and every js/jsx block as virtual files. */
export function layoutExamples(docs: readonly DocSource[], options: ExampleOptions): ExampleLayout {
  const files = new Map<string, VirtualFile>();
  const roots: string[] = [...(options.ambientFiles ?? []), ...(options.appFiles ?? [])];
  const pages: PageLayout[] = [];
  const unparsed: Array<{ docPath: string; error: unknown }> = [];
  for (const { docPath, source } of docs) {
    let blocks: ExampleBlock[];
    try {
      blocks = extractBlocks(source, docPath.endsWith('.mdx'));
    } catch (error) {
      unparsed.push({ docPath, error });
      continue;
    }
    for (const block of blocks) {
      if (block.lang !== 'js' && block.lang !== 'jsx') continue;
      const jsPath = path.join(options.virtualRoot, docPath, `js-${block.line}.${block.lang}`);
      files.set(jsPath, { path: jsPath, code: block.code, origin: { docPath, line: block.line } });
      roots.push(jsPath);
    }
    const units = layoutPage(docPath, blocks, options.virtualRoot);
    for (const unit of units) {
      for (const [filePath, file] of unit.visible) files.set(filePath, file);
      roots.push(...unit.roots.map((file) => file.path));
    }
    pages.push({ docPath, blocks, units });
  }
  return { pages, files, roots, unparsed };
}

/** A compiler host that serves the virtual files and falls back to the disk for everything else. */
export function createVirtualHost(files: ReadonlyMap<string, VirtualFile>): ts.CompilerHost {
  const host = ts.createCompilerHost(PROGRAM_OPTIONS, true);
  const virtualDirs = folderSet(files.keys());
  return {
    ...host,
    fileExists: (fileName) => files.has(fileName) || host.fileExists(fileName),
    readFile: (fileName) => files.get(fileName)?.code ?? host.readFile(fileName),
    directoryExists: (dir) => virtualDirs.has(path.resolve(dir)) || (host.directoryExists?.(dir) ?? fs.existsSync(dir)),
    getSourceFile: (fileName, languageVersion, onError, shouldCreate) => {
      const file = files.get(fileName);
      if (file) return ts.createSourceFile(fileName, file.code, languageVersion, true);
      return host.getSourceFile(fileName, languageVersion, onError, shouldCreate);
    },
  };
}

/** The one program over all examples, as the checker uses it. */
export function createExampleProgram(layout: ExampleLayout): ts.Program {
  return ts.createProgram({
    rootNames: [...layout.roots],
    options: PROGRAM_OPTIONS,
    host: createVirtualHost(layout.files),
  });
}

/**
 * A language service over the same files, host and options as the checker's
 * program: editor-quality quick info (`getQuickInfoAtPosition`) for the examples.
 */
export function createExampleLanguageService(layout: ExampleLayout): ts.LanguageService {
  const host = createVirtualHost(layout.files);
  const snapshots = new Map<string, ts.IScriptSnapshot | undefined>();
  const serviceHost: ts.LanguageServiceHost = {
    getCompilationSettings: () => PROGRAM_OPTIONS,
    getScriptFileNames: () => [...layout.roots],
    // The examples never change while the service lives: a fixed project version skips re-syncing on every query.
    getProjectVersion: () => '1',
    getScriptVersion: () => '1',
    getScriptSnapshot: (fileName) => {
      if (!snapshots.has(fileName)) {
        const text = host.readFile(fileName);
        snapshots.set(fileName, text === undefined ? undefined : ts.ScriptSnapshot.fromString(text));
      }
      return snapshots.get(fileName);
    },
    getCurrentDirectory: () => host.getCurrentDirectory(),
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: host.fileExists,
    readFile: host.readFile,
    directoryExists: host.directoryExists,
    getDirectories: host.getDirectories,
    realpath: host.realpath,
    useCaseSensitiveFileNames: () => host.useCaseSensitiveFileNames(),
  };
  return ts.createLanguageService(serviceHost, ts.createDocumentRegistry());
}

/** Every folder that contains a virtual file, at any depth. */
export function folderSet(filePaths: Iterable<string>): Set<string> {
  const folders = new Set<string>();
  for (const filePath of filePaths) {
    for (let dir = path.dirname(filePath); !folders.has(dir); dir = path.dirname(dir)) {
      folders.add(dir);
      if (path.dirname(dir) === dir) break;
    }
  }
  return folders;
}

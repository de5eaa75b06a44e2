import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import ts from 'typescript';
import { locate, markdownProblem, type ExampleProblem } from '../../lib/code-blocks/problems';
import {
  folderSet,
  layoutExamples,
  PROGRAM_OPTIONS,
  type DocSource,
  type PageLayout,
} from '../../lib/code-blocks/program';
import { shownFiles } from '../code-tabs/remark-code-tabs';
import type { VirtualFile } from '../../lib/code-blocks/virtual-files';
import { contentKey } from '../../src/type-hover/content-key';
import type { PageHoverData } from '../../src/type-hover/types';
import {
  analysePage,
  analysisContext,
  type AnalysisContext,
  collectAnalysis,
  type AnalyseOptions,
  type ExampleAnalysis,
  type ExampleUsage,
  type PageAnalysis,
} from './analyse';
import { renderedCode, type MagicComment } from './rendered-code';

/** A problem of an example, with the content key of the rendered block it belongs to (when it has one). */
export interface BlockProblem extends ExampleProblem {
  readonly blockKey: string | undefined;
}

/** What the development server needs of one page: its hover data, toolkit calls and the problems of its examples. */
export interface PageResult {
  readonly docPath: string;
  readonly hover: PageHoverData | undefined;
  readonly usages: readonly ExampleUsage[];
  readonly problems: readonly BlockProblem[];
  /** False when the result was kept from an earlier request for the same source. */
  readonly analysed: boolean;
  readonly milliseconds: number;
}

interface PageState {
  readonly source: string;
  readonly layout: PageLayout | undefined;
  readonly unparsed: unknown;
  readonly files: ReadonlyMap<string, VirtualFile>;
  readonly roots: readonly string[];
  analysis?: PageAnalysis;
  problems?: readonly BlockProblem[];
}

/**
 * The examples of every page in one language service that lives as long as
 * the development server: the same layout, options and per-page analysis as
 * the build's (analyse.ts), but a page's files can be replaced. Replacing
 * one page gives its files new versions, so the service's next program
 * reuses every other file, and only that page is analysed again.
 */
export class IncrementalAnalysis {
  private readonly pages = new Map<string, PageState>();
  /** Every page's virtual files. */
  private readonly files = new Map<string, VirtualFile>();
  /** The folders holding virtual files, collected again after a page changes. */
  private folders: Set<string> | undefined;
  private readonly versions = new Map<string, number>();
  private readonly diskSnapshots = new Map<string, ts.IScriptSnapshot | undefined>();
  private readonly fixedRoots: readonly string[];
  private projectVersion = 0;
  readonly service: ts.LanguageService;

  constructor(
    docs: readonly DocSource[],
    private readonly options: AnalyseOptions,
  ) {
    this.fixedRoots = [...(options.ambientFiles ?? []), ...(options.appFiles ?? [])];
    for (const doc of docs) this.setPage(doc.docPath, doc.source);
    this.service = ts.createLanguageService(this.host(), ts.createDocumentRegistry());
  }

  /** Analyses every page, as a build does; `betweenPages` runs after each page. */
  analyseSite(betweenPages: () => void = () => {}): ExampleAnalysis {
    const started = performance.now();
    const context = this.context();
    const pages = [...this.pages].map(([docPath, state]) => {
      const analysis = this.analyse(docPath, state, context);
      betweenPages();
      return [docPath, analysis] as const;
    });
    return collectAnalysis(pages, started);
  }

  /** One page's result for this source: analysed again only when the source changed since the last request. */
  analysePage(docPath: string, source: string): PageResult {
    const started = performance.now();
    if (this.pages.get(docPath)?.source !== source) this.setPage(docPath, source);
    const state = this.pages.get(docPath)!;
    const analysed = state.analysis === undefined || state.problems === undefined;
    if (analysed) this.analyse(docPath, state, this.context());
    return {
      docPath,
      hover: state.analysis!.hover,
      usages: state.analysis!.usages,
      problems: state.problems!,
      analysed,
      milliseconds: performance.now() - started,
    };
  }

  /**
   * A page's problems, then its hover data and calls. In that order: asking
   * for quick info makes the checker resolve names it would not otherwise
   * (a JSX tag's name as a value), and the errors of those lookups would
   * join the file's diagnostics.
   */
  private analyse(docPath: string, state: PageState, context: AnalysisContext): PageAnalysis {
    state.problems ??= this.problemsOf(docPath, state);
    state.analysis ??= state.layout ? analysePage(context, state.layout) : EMPTY_ANALYSIS;
    return state.analysis;
  }

  private context() {
    const layouts = [...this.pages.values()].flatMap((state) => (state.layout ? [state.layout] : []));
    return analysisContext(this.service, { pages: layouts }, this.options);
  }

  /** Lays out a page's examples again and gives its changed files new versions. */
  private setPage(docPath: string, source: string): void {
    const previous = this.pages.get(docPath);
    const layout = layoutExamples([{ docPath, source }], { ...this.options, ambientFiles: [], appFiles: [] });
    const files = layout.files;
    for (const filePath of previous?.files.keys() ?? []) this.files.delete(filePath);
    for (const [filePath, file] of files) {
      this.files.set(filePath, file);
      if (previous?.files.get(filePath)?.code !== file.code)
        this.versions.set(filePath, (this.versions.get(filePath) ?? 0) + 1);
    }
    this.pages.set(docPath, {
      source,
      layout: layout.pages[0],
      unparsed: layout.unparsed[0]?.error,
      files,
      roots: layout.roots,
    });
    this.folders = undefined;
    this.projectVersion += 1;
  }

  /** The page's problems: markdown that does not parse, and the diagnostics of its examples. */
  private problemsOf(docPath: string, state: PageState): BlockProblem[] {
    if (state.unparsed !== undefined) return [{ ...markdownProblem(docPath, state.unparsed), blockKey: undefined }];
    const problems: BlockProblem[] = [];
    const seen = new Set<string>();
    for (const root of state.roots) {
      for (const diagnostic of [
        ...this.service.getSyntacticDiagnostics(root),
        ...this.service.getSemanticDiagnostics(root),
      ]) {
        const problem = locate(diagnostic, state.files);
        const key = `${problem.line}:${problem.column}:${problem.message}`;
        if (seen.has(key)) continue;
        seen.add(key);
        problems.push({
          ...problem,
          blockKey: state.layout && blockKeyAt(state.layout, problem.line, this.options.magicComments),
        });
      }
    }
    return problems.sort((a, b) => a.line - b.line || a.column - b.column);
  }

  private host(): ts.LanguageServiceHost {
    const virtualFile = (fileName: string) => this.files.get(fileName);
    const isVirtualFolder = (dir: string) => {
      this.folders ??= folderSet(this.files.keys());
      return this.folders.has(path.resolve(dir));
    };
    return {
      getCompilationSettings: () => PROGRAM_OPTIONS,
      getScriptFileNames: () => [...this.fixedRoots, ...[...this.pages.values()].flatMap((state) => state.roots)],
      getProjectVersion: () => String(this.projectVersion),
      getScriptVersion: (fileName) => String(this.versions.get(fileName) ?? 0),
      getScriptSnapshot: (fileName) => {
        const file = virtualFile(fileName);
        if (file) return ts.ScriptSnapshot.fromString(file.code);
        if (!this.diskSnapshots.has(fileName)) {
          const text = ts.sys.readFile(fileName);
          this.diskSnapshots.set(fileName, text === undefined ? undefined : ts.ScriptSnapshot.fromString(text));
        }
        return this.diskSnapshots.get(fileName);
      },
      getCurrentDirectory: () => process.cwd(),
      getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
      fileExists: (fileName) => virtualFile(fileName) !== undefined || ts.sys.fileExists(fileName),
      readFile: (fileName) => virtualFile(fileName)?.code ?? ts.sys.readFile(fileName),
      directoryExists: (dir) => isVirtualFolder(dir) || fs.existsSync(dir),
      getDirectories: ts.sys.getDirectories,
      realpath: ts.sys.realpath,
      useCaseSensitiveFileNames: () => ts.sys.useCaseSensitiveFileNames,
    };
  }
}

const EMPTY_ANALYSIS: PageAnalysis = { hover: undefined, usages: [], identifiers: 0, blocks: 0, usagesMilliseconds: 0 };

/**
 * The content key of the rendered code block a markdown line belongs to: the
 * visible file of its TypeScript fence that holds the line, else the fence's
 * first visible file (the line is in a hidden one).
 */
export function blockKeyAt(
  layout: PageLayout,
  line: number,
  magicComments: readonly MagicComment[],
): string | undefined {
  const block = layout.blocks.find(
    (candidate) =>
      (candidate.lang === 'ts' || candidate.lang === 'tsx') &&
      line >= candidate.line &&
      line < candidate.line + candidate.code.split('\n').length,
  );
  if (!block) return undefined;
  const shown = shownFiles(block.lang as 'ts' | 'tsx', block.meta, block.files);
  const holding = shown.filter((file) => block.line + file.file.lineOffset <= line).at(-1) ?? shown[0];
  if (!holding) return undefined;
  const rendered = renderedCode(holding.file.code, holding.lang, holding.metastring, magicComments);
  return contentKey(holding.lang, holding.metastring, rendered.code);
}

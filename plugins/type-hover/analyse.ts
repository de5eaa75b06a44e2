import { performance } from 'node:perf_hooks';
import { shownFiles } from '../code-tabs/remark-code-tabs';
import ts from 'typescript';
import {
  createExampleLanguageService,
  layoutExamples,
  type DocSource,
  type ExampleLayout,
  type ExampleOptions,
  type PageLayout,
} from '../../lib/code-blocks/program';
import { contentKey } from '../../src/type-hover/content-key';
import type { HoverEntry, PageHoverData } from '../../src/type-hover/types';
import { quickInfoOfFile } from './quick-info';
import { renderedCode, type MagicComment } from './rendered-code';
import { calledExports, toolkitExports } from './usages';

export interface AnalyseOptions extends ExampleOptions {
  readonly magicComments: readonly MagicComment[];
  /** Module names whose exports count as toolkit APIs (`@reduxjs/toolkit`, …). */
  readonly entryPoints: readonly string[];
}

/** An example block and the toolkit exports its visible files call. */
export interface ExampleUsage {
  readonly docPath: string;
  /** 1-based markdown line of the block's first code line. */
  readonly blockLine: number;
  readonly calls: readonly string[];
}

export interface ExampleAnalysis {
  /** Hover data per page (pages without typed blocks are absent). */
  readonly hover: ReadonlyMap<string, PageHoverData>;
  /** Blocks that call at least one toolkit export, in document order per page. */
  readonly usages: readonly ExampleUsage[];
  readonly stats: {
    readonly identifiers: number;
    readonly blocks: number;
    readonly milliseconds: number;
    /** Of `milliseconds`, the time spent finding the toolkit exports each block calls. */
    readonly usagesMilliseconds: number;
  };
}

/** What one page contributes to the analysis. */
export interface PageAnalysis {
  /** Hover data of the page's rendered blocks; undefined when no block has any. */
  readonly hover: PageHoverData | undefined;
  readonly usages: readonly ExampleUsage[];
  readonly identifiers: number;
  readonly blocks: number;
  readonly usagesMilliseconds: number;
}

/** The compiled examples one page is analysed with. */
export interface AnalysisContext {
  /** Without a service, only the outline: each block's toolkit calls and content key, no quick info. */
  readonly service: ts.LanguageService | undefined;
  readonly program: ts.Program;
  /** The toolkit's exports, by their resolved symbols in `program`. */
  readonly exports: ReadonlyMap<ts.Symbol, string>;
  readonly magicComments: readonly MagicComment[];
}

/** The analysis context of a language service's current program. */
export function analysisContext(
  service: ts.LanguageService,
  layout: Pick<ExampleLayout, 'pages'>,
  options: Pick<AnalyseOptions, 'magicComments' | 'entryPoints'>,
): AnalysisContext {
  const program = service.getProgram();
  if (!program) throw new Error('The examples language service has no program');
  const firstRoot = layout.pages
    .flatMap((page) => page.units)
    .at(0)
    ?.roots.at(0)?.path;
  const exports = firstRoot ? toolkitExports(program, options.entryPoints, firstRoot) : new Map<ts.Symbol, string>();
  return { service, program, exports, magicComments: options.magicComments };
}

/**
 * The quick info of each identifier of a page's rendered TypeScript code
 * blocks, in the coordinates the reader sees, and per block, the toolkit
 * exports it calls.
 */
export function analysePage(context: AnalysisContext, page: PageLayout): PageAnalysis {
  const { service, program, exports, magicComments } = context;
  const texts: string[] = [];
  const textIndex = new Map<string, number>();
  const pageBlocks: Record<string, HoverEntry[]> = {};
  const usages: ExampleUsage[] = [];
  let identifiers = 0;
  let blocks = 0;
  let usagesMilliseconds = 0;
  for (const unit of page.units) {
    const calls = new Set<string>();
    const { block } = unit;
    for (const root of unit.roots) {
      const source = unit.sources.get(root.path);
      if (!source || source.hidden) continue;
      const usagesStarted = performance.now();
      for (const name of calledExports(program, root.path, exports)) calls.add(name);
      usagesMilliseconds += performance.now() - usagesStarted;
      const [shown] = shownFiles(block.lang as 'ts' | 'tsx', block.meta, [source]);
      if (!shown) continue;
      const rendered = renderedCode(source.code, shown.lang, shown.metastring, magicComments);
      const key = contentKey(shown.lang, shown.metastring, rendered.code);
      if (pageBlocks[key]) continue;
      const entries: HoverEntry[] = [];
      for (const info of service ? quickInfoOfFile(service, root.path) : []) {
        const line = rendered.lineMap[info.line] ?? -1;
        if (line === -1) continue;
        let index = textIndex.get(info.text);
        if (index === undefined) {
          index = texts.push(info.text) - 1;
          textIndex.set(info.text, index);
        }
        entries.push([line, info.column, info.length, index]);
      }
      identifiers += entries.length;
      blocks += 1;
      pageBlocks[key] = entries;
    }
    if (calls.size > 0) usages.push({ docPath: page.docPath, blockLine: unit.blockLine, calls: [...calls].sort() });
  }
  const hover = Object.keys(pageBlocks).length > 0 ? { texts, blocks: pageBlocks } : undefined;
  return { hover, usages, identifiers, blocks, usagesMilliseconds };
}

/**
 * Compiles every example once (the checker's layout and options, through a
 * language service) and analyses each page (analysePage). The outline of the
 * same program goes to `onOutline` first.
 */
export function analyseExamples(
  docs: readonly DocSource[],
  options: AnalyseOptions,
  onOutline?: (outline: ExampleOutline) => void,
): ExampleAnalysis {
  const started = performance.now();
  const layout = layoutExamples(docs, options);
  const context = analysisContext(createExampleLanguageService(layout), layout, options);
  onOutline?.(outlinePages(context, layout));
  return collectAnalysis(
    layout.pages.map((page) => [page.docPath, analysePage(context, page)] as const),
    started,
  );
}

/**
 * What the pages need of their examples before any quick info: the toolkit
 * calls of each block and which blocks get hover data. The program alone
 * gives it, in seconds, so the pages can compile while the quick info (most
 * of the analysis) is still being worked out.
 */
export interface ExampleOutline {
  readonly usages: readonly ExampleUsage[];
  /** Per page that has any, the content keys of the blocks its hover data covers (as analysePage gives them). */
  readonly hoverBlocks: ReadonlyMap<string, readonly string[]>;
}

/** The outline of the pages of a context: analysePage's walk of each, without the quick info. */
export function outlinePages(context: AnalysisContext, layout: Pick<ExampleLayout, 'pages'>): ExampleOutline {
  const outlineOnly = { ...context, service: undefined };
  const usages: ExampleUsage[] = [];
  const hoverBlocks = new Map<string, readonly string[]>();
  for (const page of layout.pages) {
    const analysis = analysePage(outlineOnly, page);
    usages.push(...analysis.usages);
    if (analysis.hover) hoverBlocks.set(page.docPath, Object.keys(analysis.hover.blocks));
  }
  return { usages, hoverBlocks };
}

/** The site's analysis from its pages' analyses, in page order. */
export function collectAnalysis(
  pages: ReadonlyArray<readonly [docPath: string, analysis: PageAnalysis]>,
  started: number,
): ExampleAnalysis {
  const hover = new Map<string, PageHoverData>();
  const usages: ExampleUsage[] = [];
  let identifiers = 0;
  let blocks = 0;
  let usagesMilliseconds = 0;
  for (const [docPath, page] of pages) {
    if (page.hover) hover.set(docPath, page.hover);
    usages.push(...page.usages);
    identifiers += page.identifiers;
    blocks += page.blocks;
    usagesMilliseconds += page.usagesMilliseconds;
  }
  return {
    hover,
    usages,
    stats: { identifiers, blocks, milliseconds: performance.now() - started, usagesMilliseconds },
  };
}

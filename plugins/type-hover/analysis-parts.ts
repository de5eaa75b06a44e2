import type { DocSource } from '../../lib/code-blocks/program';
import type { ExampleAnalysis, ExampleOutline } from './analyse';

/**
 * The pages of part `index` of `count`, for analysing the examples in several
 * processes at once (site-analysis.ts says how many a build uses). Each part's
 * pages share one program, as the whole site's did. Pages are dealt largest
 * first to the part with the least source so far, so the parts take about as long.
 */
export function docsOfPart(docs: readonly DocSource[], index: number, count: number): DocSource[] {
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(index) || index < 0 || index >= count) {
    throw new Error(`No part ${index} of ${count}`);
  }
  const sizes = new Array<number>(count).fill(0);
  const partOf = new Map<string, number>();
  const bySize = [...docs].sort((a, b) => b.source.length - a.source.length || a.docPath.localeCompare(b.docPath));
  for (const doc of bySize) {
    const lightest = sizes.indexOf(Math.min(...sizes));
    partOf.set(doc.docPath, lightest);
    sizes[lightest]! += doc.source.length;
  }
  return docs.filter((doc) => partOf.get(doc.docPath) === index);
}

/** The parts' entries keyed by page, joined in the order of `docPaths`; a stable sort keeps a page's entries in order. */
function joinByPage<T>(
  docPaths: readonly string[],
  parts: readonly (readonly T[])[],
  pageOf: (entry: T) => string,
): T[] {
  const order = new Map(docPaths.map((docPath, index) => [docPath, index]));
  const rank = (entry: T) => order.get(pageOf(entry)) ?? Number.MAX_SAFE_INTEGER;
  return parts.flat().sort((a, b) => rank(a) - rank(b));
}

/** The analyses of the parts as one, in the order of `docPaths` (what one analysis of all the pages gives). */
export function joinParts(docPaths: readonly string[], parts: readonly ExampleAnalysis[]): ExampleAnalysis {
  const sum = (stat: 'identifiers' | 'blocks' | 'usagesMilliseconds') =>
    parts.reduce((total, part) => total + part.stats[stat], 0);
  return {
    hover: new Map(
      joinByPage(
        docPaths,
        parts.map((part) => [...part.hover]),
        ([docPath]) => docPath,
      ),
    ),
    usages: joinUsages(docPaths, parts),
    stats: {
      identifiers: sum('identifiers'),
      blocks: sum('blocks'),
      // The parts ran side by side: the analysis took as long as the longest.
      milliseconds: Math.max(0, ...parts.map((part) => part.stats.milliseconds)),
      usagesMilliseconds: sum('usagesMilliseconds'),
    },
  };
}

/** The outlines of the parts as one, in the order of `docPaths`. */
export function joinOutlines(docPaths: readonly string[], parts: readonly ExampleOutline[]): ExampleOutline {
  return {
    usages: joinUsages(docPaths, parts),
    hoverBlocks: new Map(
      joinByPage(
        docPaths,
        parts.map((part) => [...part.hoverBlocks]),
        ([docPath]) => docPath,
      ),
    ),
  };
}

function joinUsages(docPaths: readonly string[], parts: ReadonlyArray<Pick<ExampleOutline, 'usages'>>) {
  return joinByPage(
    docPaths,
    parts.map((part) => part.usages),
    (usage) => usage.docPath,
  );
}

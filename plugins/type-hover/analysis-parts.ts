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

/** The analyses of the parts as one, in the order of `docPaths` (what one analysis of all the pages gives). */
export function joinParts(docPaths: readonly string[], parts: readonly ExampleAnalysis[]): ExampleAnalysis {
  const order = new Map(docPaths.map((docPath, index) => [docPath, index]));
  const rank = (docPath: string) => order.get(docPath) ?? Number.MAX_SAFE_INTEGER;
  const hover = parts.flatMap((part) => [...part.hover]).sort(([a], [b]) => rank(a) - rank(b));
  // A stable sort: a page's examples stay in document order.
  const usages = parts.flatMap((part) => part.usages).sort((a, b) => rank(a.docPath) - rank(b.docPath));
  const sum = (stat: 'identifiers' | 'blocks' | 'usagesMilliseconds') =>
    parts.reduce((total, part) => total + part.stats[stat], 0);
  return {
    hover: new Map(hover),
    usages,
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
  const order = new Map(docPaths.map((docPath, index) => [docPath, index]));
  const rank = (docPath: string) => order.get(docPath) ?? Number.MAX_SAFE_INTEGER;
  return {
    usages: parts.flatMap((part) => part.usages).sort((a, b) => rank(a.docPath) - rank(b.docPath)),
    hoverBlocks: new Map(parts.flatMap((part) => [...part.hoverBlocks]).sort(([a], [b]) => rank(a) - rank(b))),
  };
}

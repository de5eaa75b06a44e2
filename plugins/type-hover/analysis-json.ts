import type { PageHoverData } from '../../src/type-hover/types';
import type { ExampleAnalysis, ExampleOutline } from './analyse';

/** The analysis as JSON, to pass it between processes. */
export function serialiseAnalysis(analysis: ExampleAnalysis): string {
  return JSON.stringify({ ...analysis, hover: [...analysis.hover] });
}

/** The analysis from its JSON. */
export function parseAnalysis(json: string): ExampleAnalysis {
  const parsed = JSON.parse(json) as Omit<ExampleAnalysis, 'hover'> & { hover: Array<[string, PageHoverData]> };
  return { ...parsed, hover: new Map(parsed.hover) };
}

/** The outline as JSON, to pass it between processes. */
export function serialiseOutline(outline: ExampleOutline): string {
  return JSON.stringify({ ...outline, hoverBlocks: [...outline.hoverBlocks] });
}

/** The outline from its JSON. */
export function parseOutline(json: string): ExampleOutline {
  const parsed = JSON.parse(json) as Omit<ExampleOutline, 'hoverBlocks'> & {
    hoverBlocks: Array<[string, readonly string[]]>;
  };
  return { ...parsed, hoverBlocks: new Map(parsed.hoverBlocks) };
}

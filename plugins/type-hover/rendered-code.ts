import { escapeRegExp } from '../../lib/text/escape-regexp';

/** A magic comment setting as in the site config (`prism.magicComments`). */
export interface MagicComment {
  readonly className: string;
  readonly line?: string;
  readonly block?: { readonly start: string; readonly end: string };
}

/** The code a code block shows, and where each source line ended up in it. */
export interface RenderedCode {
  readonly code: string;
  /** For each source line, its 0-based line in `code`, or -1 when the line was a magic comment (removed). */
  readonly lineMap: readonly number[];
}

const LINE_RANGE_IN_META = /\{(?<range>[\d,-]+)\}/;

/**
 * What our code block (through Docusaurus's `parseLines`) renders for a
 * `ts`/`tsx` block: magic comment lines removed, unless the metastring gives
 * a highlight range, in which case the code is shown as written.
 */
export function renderedCode(
  source: string,
  lang: 'ts' | 'tsx',
  metastring: string | undefined,
  magicComments: readonly MagicComment[],
): RenderedCode {
  const lines = source.split('\n');
  if (metastring && LINE_RANGE_IN_META.test(metastring)) return { code: source, lineMap: lines.map((_, i) => i) };
  const directive = directivePattern(lang, magicComments);
  const kept: string[] = [];
  const lineMap = lines.map((line) => {
    if (directive.test(line)) return -1;
    kept.push(line);
    return kept.length - 1;
  });
  return { code: kept.join('\n'), lineMap };
}

function directivePattern(lang: 'ts' | 'tsx', magicComments: readonly MagicComment[]): RegExp {
  const names = magicComments
    .flatMap((comment) => [comment.line, comment.block?.start, comment.block?.end])
    .filter((name): name is string => Boolean(name))
    .map(escapeRegExp)
    .join('|');
  const styles = [
    ['\\/\\/', ''],
    ['\\/\\*', '\\*\\/'],
    ...(lang === 'tsx' ? [['\\{\\s*\\/\\*', '\\*\\/\\s*\\}']] : []),
  ];
  const alternatives = styles.map(([start, end]) => `(?:${start}\\s*(${names})\\s*${end})`).join('|');
  return new RegExp(`^\\s*(?:${alternatives})\\s*$`);
}

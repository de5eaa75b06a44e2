/** What a diagram's Mermaid source says about itself, read without running Mermaid. */
export interface DiagramInfo {
  /** The `accTitle:` line: the diagram's accessible name, also shown as its caption. */
  readonly title: string | undefined;
  /** The `accDescr:` line or `accDescr { … }` block: what the diagram shows, in words. */
  readonly description: string | undefined;
  /** An optional `%% size: <width>x<height>` comment: the size to reserve when the browser, not the build, draws the diagram. */
  readonly size: { readonly width: number; readonly height: number } | undefined;
}

const TITLE = /^[ \t]*accTitle[ \t]*:[ \t]*(\S.*?)[ \t]*$/m;
const DESCRIPTION_LINE = /^[ \t]*accDescr[ \t]*:[ \t]*(\S.*?)[ \t]*$/m;
const DESCRIPTION_BLOCK = /^[ \t]*accDescr[ \t]*\{([^}]*)\}/m;
const SIZE = /^[ \t]*%%[ \t]*size[ \t]*:[ \t]*(\d+(?:\.\d+)?)[ \t]*x[ \t]*(\d+(?:\.\d+)?)[ \t]*$/m;

/** Reads the caption, text alternative and reserved size declared in a Mermaid diagram's source. */
export function readDiagramInfo(source: string): DiagramInfo {
  const description = DESCRIPTION_LINE.exec(source)?.[1] ?? DESCRIPTION_BLOCK.exec(source)?.[1];
  const size = SIZE.exec(source);
  const width = Number(size?.[1]);
  const height = Number(size?.[2]);
  return {
    title: TITLE.exec(source)?.[1],
    description: description?.replace(/\s+/g, ' ').trim() || undefined,
    size: width > 0 && height > 0 ? { width, height } : undefined,
  };
}

/** One identifier with a type: 0-based line and column in the rendered code, its length, and an index into `texts`. */
export type HoverEntry = readonly [line: number, column: number, length: number, text: number];

/** The hover data of one page, as written to `assets/type-hover/*.json`. */
export interface PageHoverData {
  /** Quick info texts, each once. */
  readonly texts: readonly string[];
  /** Entries per code block, keyed by the block's `data-code-key`. */
  readonly blocks: Readonly<Record<string, readonly HoverEntry[]>>;
}

/**
 * The symbol data the build writes and the browser reads (API cards, search).
 * Build-time code imports this module with `import type` only.
 */

export type SymbolKind =
  'function' | 'const' | 'class' | 'enum' | 'type' | 'interface' | 'namespace' | 'option' | 'field';

/** One exported value or type of the toolkit, or one option or field of a main API. */
export interface SymbolEntry {
  /** Unique: `createSlice`, `createApi.keepUnusedDataFor`, `useQuery().data`. */
  readonly id: string;
  readonly name: string;
  readonly kind: SymbolKind;
  /** The entry point that exports it (exports only). */
  readonly entryPoint?: string;
  /** The API an option or field belongs to, e.g. `createApi`. */
  readonly owner?: string;
  /** A readable signature, simplified where the declared one is not. */
  readonly signature: string;
  /** From `@default`/`@defaultValue`, else from the docs; never guessed. */
  readonly default?: string;
  /** One sentence: the doc comment's first, else the owning docs section's first. */
  readonly summary?: string;
  /** The `@deprecated` text. */
  readonly deprecated?: string;
  /**
   * The docs section that owns it: `/rtk-query/api/createApi#keepunuseddatafor`.
   * Absent for exported types no section describes.
   */
  readonly url?: string;
  /** First release that had it, from `data/since-versions.json`. */
  readonly since?: string;
}

/** The file the build writes (content-hashed) and the API cards load on first hover or focus. */
export interface SymbolIndexFile {
  readonly version: 1;
  readonly symbols: readonly SymbolEntry[];
}

/** The `<meta name>` through which every page points at the current symbol index file. */
export const SYMBOL_INDEX_META = 'symbol-index-url';

/** The attribute on prose links that carry an API card; its value is the symbol id. */
/**
 * A link in prose that may name a symbol: an internal link whose only content is code
 * (card-trigger also checks it has no other child). The card finds the symbol by the
 * link's address and code (find-linked.ts).
 */
export const SYMBOL_LINK_SELECTOR = 'a[href^="/"]:has(> code:only-child)';

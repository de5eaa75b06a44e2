/** What one version says about one list of names (an entry point's exports or a surface's options). */
export type Observation =
  | { readonly kind: 'names'; readonly names: readonly string[] }
  /** The version was read but its names could not be determined; the reason is shown in the summary. */
  | { readonly kind: 'unknown'; readonly reason: string };

/** Every observation of one version, keyed by entry point or surface name. */
export interface VersionReading {
  readonly version: string;
  readonly exports: ReadonlyMap<string, Observation>;
  readonly options: ReadonlyMap<string, Observation>;
}

export const names = (list: readonly string[]): Observation => ({ kind: 'names', names: list });
export const unknown = (reason: string): Observation => ({ kind: 'unknown', reason });

/** What the live-examples plugin publishes to pages (`usePluginData('live-examples')`). */
export interface LiveExamplesGlobalData {
  /** URL of the runtime manifest (LiveRuntimeManifest). */
  readonly runtime: string;
  /** Example name → URL of its LiveExampleData. */
  readonly examples: Readonly<Record<string, string>>;
}

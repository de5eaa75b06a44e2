/** Where the live-examples plugin writes its files, below the site's base URL. */
export const LIVE_URL_DIR = 'assets/live';

/** The runtime manifest (LiveRuntimeManifest). */
export const LIVE_RUNTIME_PATH = `${LIVE_URL_DIR}/runtime.json`;

/** An example's data (LiveExampleData). */
export function liveExamplePath(name: string): string {
  return `${LIVE_URL_DIR}/example-${name}.json`;
}

/**
 * The service worker's URL with the parameters the plugin's worker reads from its query
 * string (it fails to start without them).
 */
export function workerUrl(path: string, offlineMode: boolean): string {
  return `${path}?params=${encodeURIComponent(JSON.stringify({ offlineMode, debug: false }))}`;
}

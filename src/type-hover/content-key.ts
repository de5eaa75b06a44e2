/**
 * A short hash (FNV-1a) naming a code block by its content: the same in the
 * server render, the browser and the build-time type extraction (which keys
 * its hover data by it).
 */
export function contentKey(...parts: Array<string | undefined>): string {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0000')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

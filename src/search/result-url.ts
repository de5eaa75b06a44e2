/**
 * Turns a result URL into a path on this site: absolute URLs on the site's own
 * origin (as the hosted index stores them) become paths, and an optional
 * pathname rewrite is applied. Other origins are left as they are.
 */
export function toSitePath(url: string, siteUrl: string, rewrite?: { from: string; to: string }): string {
  let path = url;
  try {
    const parsed = new URL(url, siteUrl);
    if (parsed.origin === new URL(siteUrl).origin) path = parsed.pathname + parsed.search + parsed.hash;
    else return url;
  } catch {
    return url;
  }
  return rewrite && path.startsWith(rewrite.from) ? rewrite.to + path.slice(rewrite.from.length) : path;
}

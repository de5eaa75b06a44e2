/**
 * Renamed and legacy URLs, answered with 301. The one list every server
 * config is generated from: the Node server, nginx and static hosts.
 */
export interface RedirectRule {
  /** An exact path, or a prefix ending in `/*` whose rest is carried over. */
  readonly from: string;
  /** The target path; for a prefix rule, the rest of the path is appended. May carry a `#hash`. */
  readonly to: string;
}

export const REDIRECTS: readonly RedirectRule[] = [
  { from: '/docs/*', to: '/' },
  { from: '/Errors', to: '/errors' },
  { from: '/introduction/quick-start', to: '/introduction/getting-started' },
  { from: '/tutorials/basic-tutorial', to: '/tutorials/overview' },
  { from: '/tutorials/intermediate-tutorial', to: '/tutorials/overview' },
  { from: '/tutorials/advanced-tutorial', to: '/tutorials/overview' },
  { from: '/rtk-query/usage/optimistic-updates', to: '/rtk-query/usage/manual-cache-updates#optimistic-updates' },
  { from: '/rtk-query/api/created-api/cache-management-utils', to: '/rtk-query/api/created-api/api-slice-utils' },
  { from: '/migrations/migrating-1.x-to-2.x', to: '/usage/migrating-rtk-2' },
];

/**
 * The Location for a request, or undefined when no rule applies. The query
 * string is kept (so `/Errors?code=3` lands on `/errors?code=3`); a target's
 * own `#hash` is kept too.
 */
export function findRedirect(
  pathname: string,
  search: string,
  rules: readonly RedirectRule[] = REDIRECTS,
): string | undefined {
  for (const { from, to } of rules) {
    let target: string | undefined;
    if (from.endsWith('/*')) {
      const prefix = from.slice(0, -1);
      if (pathname.startsWith(prefix)) target = to + pathname.slice(prefix.length);
      else if (pathname === prefix.slice(0, -1)) target = to;
    } else if (pathname === from || pathname === `${from}/`) {
      target = to;
    }
    if (target !== undefined) {
      const [path, hash] = target.split('#');
      return `${path}${search}${hash ? `#${hash}` : ''}`;
    }
  }
  return undefined;
}

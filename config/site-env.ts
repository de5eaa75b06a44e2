/**
 * Build-time environment, read once. Every variable is optional: a build with
 * none set is fully self-contained and makes no third-party requests.
 */
function readEnv(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

/** Umami analytics: enabled only when both are set. */
export const UMAMI_WEBSITE_ID = readEnv('UMAMI_WEBSITE_ID');
export const UMAMI_ANALYTICS_DOMAIN = readEnv('UMAMI_ANALYTICS_DOMAIN');

/** Public URL the site is deployed at (used for canonical links and sitemaps). */
export const SITE_URL = readEnv('SITE_URL') ?? 'https://redux-toolkit.js.org';

/** Hosted search: used instead of the local index only when all three are set. */
export const ALGOLIA_APP_ID = readEnv('ALGOLIA_APP_ID');
export const ALGOLIA_API_KEY = readEnv('ALGOLIA_API_KEY');
export const ALGOLIA_INDEX_NAME = readEnv('ALGOLIA_INDEX_NAME');
/** Optional rewrite of result paths from the hosted index, e.g. `/docs/` → `/`. */
export const ALGOLIA_REPLACE_PATH_FROM = readEnv('ALGOLIA_REPLACE_PATH_FROM');
export const ALGOLIA_REPLACE_PATH_TO = readEnv('ALGOLIA_REPLACE_PATH_TO');

/** The project's source repository (navbar and footer links, "Edit this page" default). */
export const SOURCE_REPOSITORY = 'https://github.com/reduxjs/redux-toolkit';

/**
 * Reads `DOCS_EDIT_URL`: the URL that a doc's path (relative to `docs/`, such
 * as `api/createSlice.md`) is appended to for its "Edit this page" link. Unset
 * means the `docs/` folder of the source repository's main branch; set but
 * empty (or blank) means no edit links. Anything else must be an http(s) URL.
 */
export function readDocsEditUrl(value: string | undefined, repository: string = SOURCE_REPOSITORY): string | undefined {
  if (value === undefined) return `${repository}/edit/main/docs/`;
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(
      `DOCS_EDIT_URL must be an absolute http(s) URL or empty (to hide "Edit this page"), got "${trimmed}".`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`DOCS_EDIT_URL must use http or https, got "${url.protocol}" in "${trimmed}".`);
  }
  return trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
}

/** Base of the "Edit this page" links, or undefined when they are turned off. */
export const DOCS_EDIT_URL = readDocsEditUrl(process.env.DOCS_EDIT_URL);

/** The edit link of one doc: its path relative to `docs/` (POSIX separators), appended to the base. */
export function docEditUrl(base: string, docPath: string): string {
  return base + docPath.split('/').map(encodeURIComponent).join('/');
}

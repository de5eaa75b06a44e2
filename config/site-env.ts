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

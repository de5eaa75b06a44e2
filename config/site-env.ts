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

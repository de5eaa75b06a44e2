/** Third-party hosts the site may talk to when their features are configured at build time. */
export interface ThirdParties {
  /** Hosted search application id: search requests go to its hosts. */
  readonly searchAppId?: string;
  /** Analytics script host (the Umami domain), e.g. `analytics.example.com`. */
  readonly analyticsDomain?: string;
}

/** Permissions the site never uses, denied to it and to anything it embeds. */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * The Content-Security-Policy for the site: scripts only from the site itself
 * plus the exact inline scripts the build emitted (by hash), and connections
 * widened only for the configured search and analytics hosts.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], thirdParties: ThirdParties = {}): string {
  const scriptSources = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)];
  const connectSources = ["'self'"];
  if (thirdParties.searchAppId) {
    const app = thirdParties.searchAppId.toLowerCase();
    connectSources.push(
      `https://${app}-dsn.algolia.net`,
      `https://${app}-1.algolianet.com`,
      `https://${app}-2.algolianet.com`,
      `https://${app}-3.algolianet.com`,
      'https://insights.algolia.io',
    );
  }
  if (thirdParties.analyticsDomain) {
    scriptSources.push(`https://${thirdParties.analyticsDomain}`);
    connectSources.push(`https://${thirdParties.analyticsDomain}`);
  }
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    // Docusaurus and DocSearch set style attributes (announcement bar colours, positions).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connectSources.join(' ')}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The security headers every response carries. */
export function securityHeaders(
  scriptHashes: readonly string[],
  thirdParties: ThirdParties = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes, thirdParties),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

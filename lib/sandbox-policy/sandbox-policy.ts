import { inlineScriptHashes } from './inline-scripts';

/** The live-example sandbox document (plugins/live-examples): `/assets/live/sandbox.<hash>`. */
export const SANDBOX_PATH_PREFIX = '/assets/live/sandbox.';

/**
 * The sandbox document's own policy, in place of the site's. `sandbox` without
 * `allow-same-origin` gives it an opaque origin (no storage, cookies or access to the page, no top
 * navigation, no popups); its one inline script (by hash) may start blob modules,
 * and nothing may be fetched. The page frames it, so frame-ancestors is 'self'.
 * A header, not the iframe's sandbox attribute: with the attribute, Chromium
 * bypasses the service worker for the frame, and the example would not run offline.
 */
export function sandboxContentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    // allow-forms: an example's <form onSubmit> must fire; form-action 'none' still stops any real submission.
    'sandbox allow-scripts allow-forms',
    "default-src 'none'",
    `script-src ${[...scriptHashes.map((hash) => `'${hash}'`), 'blob:'].join(' ')}`,
    "style-src 'unsafe-inline'",
    'img-src data: blob:',
    'font-src data:',
    "connect-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The policy for one sandbox document, allowing exactly the inline scripts it holds. */
export function sandboxPolicyForDocument(html: string): string {
  return sandboxContentSecurityPolicy(inlineScriptHashes(html));
}

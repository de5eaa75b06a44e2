/**
 * Finishes a Docusaurus build for serving (headers, redirects, precompressed
 * files). Usage: `tsx scripts/finish-build.ts [build-dir]`; part of every build script.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { finishBuildOutput } from '../server/site-output';
import { logTiming } from '../lib/build-timing/timing';
import { firstLoadFiles } from '../lib/precompress/first-load';
import {
  ALGOLIA_API_KEY,
  ALGOLIA_APP_ID,
  ALGOLIA_INDEX_NAME,
  UMAMI_ANALYTICS_DOMAIN,
  UMAMI_WEBSITE_ID,
} from '../config/site-env';

async function main() {
  const dir = path.resolve(process.argv[2] ?? 'build');
  const started = performance.now();
  // The build just made wrote its manifest to .docusaurus; without it, every script and style counts as first-load.
  const firstLoad = firstLoadFiles(path.resolve('.docusaurus'), dir);
  if (!firstLoad)
    console.log(`finish-build: no client manifest of ${dir} in .docusaurus: compressing every script hardest`);
  const result = await finishBuildOutput(
    dir,
    {
      searchAppId: ALGOLIA_APP_ID && ALGOLIA_API_KEY && ALGOLIA_INDEX_NAME ? ALGOLIA_APP_ID : undefined,
      analyticsDomain: UMAMI_WEBSITE_ID && UMAMI_ANALYTICS_DOMAIN ? UMAMI_ANALYTICS_DOMAIN : undefined,
    },
    (label, milliseconds) => logTiming(`finish-build: ${label}`, milliseconds),
    firstLoad,
  );
  const milliseconds = performance.now() - started;
  const seconds = (milliseconds / 1000).toFixed(1);
  logTiming('finish-build', milliseconds);
  console.log(
    `finish-build: ${path.relative(process.cwd(), dir)}: ${result.hashes} inline script hashes in the CSP, ${result.revisions} precache revisions refreshed, ${result.compressed} files precompressed (br, gz; ${result.fromCache} from the cache), ${seconds} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

/**
 * Checks every internal link, asset reference and `#anchor` in the built site
 * (redirects included). Usage: `tsx scripts/check-links.ts [build-dir]`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkSite, type BuiltPage } from '../checks/link-check/check';
import { routeOfHtmlFile } from '../checks/link-check/resolve';
import { findRedirect } from '../server/redirects';
import { HEADERS_FILE, REDIRECTS_FILE } from '../server/site-headers';
import { SITE_URL } from '../config/site-env';

/** Build output that is not served under its own URL: compressed variants and host config. */
const NOT_SERVED = [/\.(br|gz)$/, new RegExp(`^(${HEADERS_FILE}|${REDIRECTS_FILE})$`)];

async function main() {
  const started = performance.now();
  const dir = path.resolve(process.argv[2] ?? 'build');
  const entries = (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !NOT_SERVED.some((pattern) => pattern.test(file)));
  const htmlFiles = entries.filter((file) => file.endsWith('.html'));
  const pages: BuiltPage[] = await Promise.all(
    htmlFiles.map(async (file) => ({
      route: routeOfHtmlFile(file),
      html: await fs.readFile(path.join(dir, file), 'utf8'),
    })),
  );
  const files = entries.filter((file) => !file.endsWith('.html')).map((file) => `/${file}`);

  const report = checkSite(pages, files, {
    siteOrigin: new URL(SITE_URL).origin,
    redirect: (pathname) => findRedirect(pathname, ''),
  });
  for (const { route, href, reason } of report.failures) console.error(`${route} → ${href}: ${reason}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `check-links: ${report.pages} pages, ${report.links} internal links (${report.anchors} with anchors) checked, ${report.failures.length} failures, ${seconds} s`,
  );
  process.exitCode = report.failures.length > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

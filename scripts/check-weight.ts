/**
 * Page-weight budgets, enforced: first-load JavaScript of a doc page ≤ 150 KB
 * gzip, CSS ≤ 20 KB gzip, nothing on first load that only search needs, and
 * no script naming the folder the site was built in. Prints the biggest
 * contributors when a budget is exceeded. Needs `build/`.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_CHROMIUM_PATH } from '../lib/browser-path.mjs';
import { measurePageWeight, type PageWeight } from '../checks/page-weight/page-weight.mjs';
import { serveBuild } from '../server/serve-build.mjs';
import { scriptsNamingSiteDir } from '../checks/bundle-paths/machine-paths';

const BUDGET_KB = { script: 150, stylesheet: 20 };
const ROUTES = [
  '/',
  '/introduction/getting-started',
  '/api/createSlice',
  '/rtk-query/api/createApi',
  '/rtk-query/usage/queries',
  '/usage/usage-guide',
];
/** Only search needs these: the index and the DocSearch modal's code and styles. */
const SEARCH_ONLY = [/\/assets\/search\//, /DocSearch/i];

const kb = (bytes: number) => bytes / 1024;

function problemsOf(weight: PageWeight, searchOnlyChunks: readonly string[]): string[] {
  const problems: string[] = [];
  for (const type of ['script', 'stylesheet'] as const) {
    if (kb(weight[type]) > BUDGET_KB[type]) {
      const biggest = weight.files
        .filter((file) => file.type === type)
        .slice(0, 5)
        .map((file) => `${kb(file.gzip).toFixed(1)} KB ${file.pathname}`);
      problems.push(
        `${type === 'script' ? 'JavaScript' : 'CSS'} is ${kb(weight[type]).toFixed(1)} KB gzip, over ${BUDGET_KB[type]} KB. Biggest: ${biggest.join('; ')}`,
      );
    }
  }
  const searchOnly = weight.urls.filter(
    (url) => SEARCH_ONLY.some((pattern) => pattern.test(url)) || searchOnlyChunks.includes(url),
  );
  if (searchOnly.length > 0) problems.push(`loads what only search needs: ${searchOnly.join(', ')}`);
  return problems;
}

async function main() {
  const { baseUrl, stop } = await serveBuild();
  const browser = await chromium.launch({ executablePath: HEADLESS_CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let failures = 0;
  try {
    // The chunks opening the search modal adds are "search only": none may load before.
    const page = await browser.newPage();
    const seen = new Set<string>();
    await page.goto(`${baseUrl}/`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    // Scripts and styles the modal loads; idle route prefetches (`<link rel=prefetch>`, type "other")
    // may run at the same moment and are not the modal's.
    page.on('request', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType())) seen.add(new URL(request.url()).pathname);
    });
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Input');
    await page.close();
    const searchOnlyChunks = [...seen].filter((url) => /\.(js|css)$/.test(url));

    for (const route of ROUTES) {
      const weight = await measurePageWeight(browser, baseUrl, route);
      const problems = problemsOf(weight, searchOnlyChunks);
      console.log(
        `${problems.length === 0 ? 'ok  ' : 'FAIL'} ${route}: JS ${kb(weight.script).toFixed(1)} KB, CSS ${kb(weight.stylesheet).toFixed(1)} KB gzip`,
      );
      for (const problem of problems) console.log(`       ${problem}`);
      failures += problems.length;
    }
    const naming = scriptsNamingSiteDir('build', process.cwd());
    for (const script of naming) {
      console.log(`FAIL ${script} names the folder the site was built in (${process.cwd()})`);
    }
    failures += naming.length;
    console.log(
      `page weight: ${ROUTES.length} pages, budgets JS ≤ ${BUDGET_KB.script} KB and CSS ≤ ${BUDGET_KB.stylesheet} KB gzip, ${failures} problems`,
    );
  } finally {
    await browser.close();
    stop();
  }
  process.exitCode = failures > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

import type { Page, Request } from '@playwright/test';
import { test, expect, openPage } from './fixtures';

/** Runs against `build-hosted/`, built with ALGOLIA_APP_ID=TESTAPPID and index rtk-docs-test. */
const HOSTED_API = /^https:\/\/testappid-dsn\.algolia\.net\/1\/indexes\/\*\/queries/i;

const cannedHit = {
  objectID: 'hosted-1',
  url: 'https://redux-toolkit.js.org/api/createSlice#reducers',
  type: 'lvl3',
  hierarchy: {
    lvl0: 'API Reference',
    lvl1: 'createSlice',
    lvl2: 'Options',
    lvl3: 'Canned hosted result',
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  content: null,
  _highlightResult: {
    hierarchy: {
      lvl0: { value: 'API Reference', matchLevel: 'none', matchedWords: [] },
      lvl1: { value: 'createSlice', matchLevel: 'none', matchedWords: [] },
      lvl2: { value: 'Options', matchLevel: 'none', matchedWords: [] },
      lvl3: { value: 'Canned <mark>hosted</mark> result', matchLevel: 'full', matchedWords: ['hosted'] },
    },
  },
  _snippetResult: {
    hierarchy: {
      lvl1: { value: 'createSlice', matchLevel: 'none' },
      lvl2: { value: 'Options', matchLevel: 'none' },
      lvl3: { value: 'Canned <mark>hosted</mark> result', matchLevel: 'full' },
    },
    content: { value: '', matchLevel: 'none' },
  },
};

const cannedResponse = {
  results: [
    {
      hits: [cannedHit],
      nbHits: 1,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      processingTimeMS: 1,
      query: 'hosted',
      params: '',
    },
  ],
};

async function interceptHostedSearch(page: Page): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route(/algolia\.net|algolianet\.com/, async (route) => {
    seen.push(route.request());
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(cannedResponse) });
  });
  return seen;
}

/** The search parameters of the first request, whether sent as fields or as a `params` string. */
function requestParameters(request: Request): { indexName: string; facetFilters: unknown } {
  // Hosted clients send JSON with a form content type (no CORS preflight), so parse the raw body.
  const body = JSON.parse(request.postData()!) as { requests: Array<Record<string, unknown>> };
  const first = body.requests[0]!;
  if (typeof first.params === 'string') {
    const params = new URLSearchParams(first.params);
    return { indexName: String(first.indexName), facetFilters: JSON.parse(params.get('facetFilters') ?? 'null') };
  }
  return { indexName: String(first.indexName), facetFilters: first.facetFilters };
}

test('the modal posts to the hosted service with contextual facet filters and renders its answer', async ({ page }) => {
  const requests = await interceptHostedSearch(page);
  const localIndex: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/search/')) localIndex.push(request.url());
  });
  await openPage(page, '/api/configureStore');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('hosted');
  const hit = page.locator('.DocSearch-Hit').first();
  await expect(hit).toContainText('Canned hosted result');
  await expect(hit.locator('mark')).toHaveText('hosted');

  const search = requests.find((request) => HOSTED_API.test(request.url()));
  expect(search, 'a request to the application host').toBeDefined();
  expect(search!.method()).toBe('POST');
  const { indexName, facetFilters } = requestParameters(search!);
  expect(indexName).toBe('rtk-docs-test');
  expect(facetFilters).toEqual(['language:en', expect.arrayContaining(['docusaurus_tag:docs-default-current'])]);
  expect(localIndex).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/api\/createSlice#reducers$/);
});

test('the search page queries the hosted service too', async ({ page }) => {
  const requests = await interceptHostedSearch(page);
  await openPage(page, '/search?q=hosted');
  await expect(page.locator('main li').first()).toContainText('Canned hosted result');
  await expect(page.locator('main li a').first()).toHaveAttribute('href', '/api/createSlice#reducers');
  const search = requests.find((request) => HOSTED_API.test(request.url()));
  expect(search!.method()).toBe('POST');
  expect(requestParameters(search!).facetFilters).toEqual([
    'language:en',
    expect.arrayContaining(['docusaurus_tag:docs-default-current']),
  ]);
});

import type { Page } from '@playwright/test';
import { test, expect, openPage, installInjectionCanary, expectNothingInjected } from './fixtures';

const INDEX = /\/assets\/search\/index\.[0-9a-f]+\.bin$/;
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const searchButton = (page: Page) => page.getByRole('button', { name: /^Search \((Control|Command)\+K\)$/ });

/**
 * Opens the modal with its shortcut. After a client-side navigation the page
 * brings a new search button, and its shortcut listener arrives in an effect
 * after the page's first paint: a press in between is lost (seen once on a
 * loaded machine). So the shortcut is pressed again while no modal is open.
 */
async function openWithShortcut(page: Page) {
  await expect(async () => {
    if ((await modal(page).count()) === 0) await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

async function search(page: Page, query: string) {
  await openWithShortcut(page);
  await input(page).fill(query);
}

/** A stored hit as DocSearch keeps it in localStorage (without highlights). */
function storedHit(id: number) {
  return {
    objectID: `/api/createSlice#stored-${id}`,
    url: `/api/createSlice#stored-${id}`,
    type: 'lvl2',
    hierarchy: {
      lvl0: 'API Reference',
      lvl1: 'createSlice',
      lvl2: `Stored search ${id}`,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: null,
  };
}

test.describe('search modal', () => {
  test('loads nothing for search until the visitor shows intent', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await openPage(page, '/api/configureStore');
    await page.waitForTimeout(500);
    expect(requests.filter((url) => INDEX.test(url))).toEqual([]);
    expect(page.workers()).toEqual([]);
    await searchButton(page).hover();
    await expect.poll(() => requests.filter((url) => INDEX.test(url)).length).toBe(1);
    await expect.poll(() => page.workers().length).toBe(1);
  });

  test('answers from the search worker, off the main thread', async ({ page }) => {
    await openPage(page, '/');
    const worker = page.waitForEvent('worker');
    await search(page, 'cancel a thunk');
    expect((await worker).url()).toMatch(/\/assets\/js\/[\w~-]+\.[0-9a-f]{8,}\.js$/);
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('Cancelling a running thunk');
  });

  test('still answers where the browser cannot start a worker', async ({ page }) => {
    await page.addInitScript(() => {
      window.Worker = class {
        constructor() {
          throw new DOMException('Workers are disabled.', 'SecurityError');
        }
      } as unknown as typeof Worker;
    });
    await openPage(page, '/');
    await search(page, 'createSlice');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('createSlice');
    expect(page.workers()).toEqual([]);
  });

  test('opens from the button and shows results with highlighted matches', async ({ page }) => {
    await openPage(page, '/');
    await searchButton(page).click();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await input(page).fill('createSlice');
    const firstHit = page.locator('.DocSearch-Hit').first();
    await expect(firstHit).toContainText('createSlice');
    await expect(firstHit.locator('mark').first()).toBeVisible();
  });

  test('opens by typing while the search button is focused, with what was typed', async ({ page }) => {
    await openPage(page, '/');
    await searchButton(page).focus();
    await page.keyboard.press('u');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('u');
  });

  test('opens with Ctrl+K, closes with Escape, and ignores Ctrl+F', async ({ page }) => {
    await openPage(page, '/');
    await page.keyboard.press('Control+f');
    await page.waitForTimeout(300);
    await expect(modal(page)).toHaveCount(0);
    await openWithShortcut(page);
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });

  test('shows the keyboard hints in the footer', async ({ page }) => {
    await openPage(page, '/');
    await openWithShortcut(page);
    const footer = page.locator('.DocSearch-Footer');
    for (const hint of ['to select', 'to navigate', 'to close']) await expect(footer).toContainText(hint);
  });

  test('limits the query to 64 characters', async ({ page }) => {
    await openPage(page, '/');
    await openWithShortcut(page);
    await input(page).pressSequentially('x'.repeat(80));
    await expect(input(page)).toHaveValue('x'.repeat(64));
  });

  test('shows at most 20 hits, 5 per group, and links to all results on the search page', async ({ page }) => {
    await openPage(page, '/');
    await search(page, 'state');
    const groups = page.locator('.DocSearch-Hits');
    await expect(groups.first()).toBeVisible();
    for (const count of await groups.evaluateAll((sections) =>
      sections.map((section) => section.querySelectorAll('.DocSearch-Hit').length),
    )) {
      expect(count).toBeLessThanOrEqual(5);
    }
    expect(await page.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(20);
    const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
    const total = Number((await seeAll.textContent())!.match(/\d+/)![0]);
    expect(total).toBeGreaterThan(20);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=state$/);
    await expect(page.locator('h1')).toHaveText('Search results for “state”');
  });

  test('selecting a hit with Enter navigates to its section', async ({ page }) => {
    await openPage(page, '/');
    await search(page, 'keepUnusedDataFor');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/rtk-query\/api\/createApi#keepunuseddatafor$/);
    await expect(modal(page)).toHaveCount(0);
  });

  test('explains when nothing matches, with suggestions and a link to report it', async ({ page }) => {
    await openPage(page, '/');
    await search(page, 'slice');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await input(page).fill('zqxjvwk');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for');
    await expect(screen).toContainText('zqxjvwk');
    await expect(screen).toContainText('Try searching for');
    await expect(screen).toContainText('Believe this query should return results?');
    const report = screen.getByRole('link', { name: 'Let us know.' });
    await expect(report).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/reduxjs\/redux-toolkit\/issues\/new\?.*zqxjvwk/,
    );
  });

  test.describe('with the index request failing', () => {
    // page.route does not see requests a service worker answers, and ours would answer this one.
    test.use({ serviceWorkers: 'block' });

    test('shows the error screen when the index cannot be loaded', async ({ page, consoleWatch }) => {
      consoleWatch.allow(/Failed to load resource|net::ERR_FAILED/);
      await page.route(INDEX, (route) => route.abort());
      await openPage(page, '/');
      await search(page, 'createSlice');
      const screen = page.locator('.DocSearch-ErrorScreen');
      await expect(screen).toContainText('Unable to fetch results');
      await expect(screen).toContainText('You might want to check your network connection.');
    });
  });

  test('offers to clear the query, and Cancel on narrow screens', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, '/');
    await searchButton(page).click();
    await input(page).fill('thunk');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const groups = page.locator('.DocSearch-Hits');
    for (const count of await groups.evaluateAll((sections) =>
      sections.map((section) => section.querySelectorAll('.DocSearch-Hit').length),
    )) {
      expect(count).toBeLessThanOrEqual(3);
    }
    await page.getByRole('button', { name: 'Clear the query' }).click();
    await expect(input(page)).toHaveValue('');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal(page)).toHaveCount(0);
  });

  test('keeps recent searches (7 at most) and offers to save them as favorites', async ({ page }) => {
    await page.addInitScript((hits) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__local', JSON.stringify(hits));
        sessionStorage.setItem('seeded', '1');
      }
    }, [1, 2, 3, 4, 5, 6, 7, 8, 9].map(storedHit));
    await openPage(page, '/');
    await search(page, 'combineSlices');
    // The seeded recent searches show until the query's results replace them: wait for those.
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('combineSlices');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/combineSlices/);
    // Control+K toggles the modal: pressed while it is still closing after the navigation, it would close it.
    await expect(modal(page)).toBeHidden();
    // The URL changes before the new page renders, and the new page brings its own search button: a modal
    // opened on the old one in between would go with it.
    await expect(page.locator('article h1')).toHaveText(/^combineSlices/);
    await openWithShortcut(page);
    const recent = page.locator('.DocSearch-Hits').filter({ hasText: 'Recent' });
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(7);
    await expect(recent.locator('.DocSearch-Hit').first()).toContainText('combineSlices');
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__local')!).length,
    );
    expect(stored).toBe(7);
    await recent.locator('.DocSearch-Hit').first().getByTitle('Save this search').click();
    const favorites = page.locator('.DocSearch-Hits').filter({ hasText: 'Favorite' });
    await expect(favorites.locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(favorites).toContainText('combineSlices');
  });

  test('keeps its list when the page renders the search button again while it is open', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addInitScript((hits) => {
      localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__local', JSON.stringify(hits));
    }, [1, 2, 3].map(storedHit));
    await openPage(page, '/introduction/getting-started');
    await openWithShortcut(page);
    const recent = page.locator('.DocSearch-Hits').filter({ hasText: 'Recent' });
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(3);
    // Below the theme's desktop breakpoint the navbar's content renders again, the search button with it.
    await page.setViewportSize({ width: 900, height: 800 });
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeVisible();
    // The list on screen is React's; what the modal does next must come from the same search state.
    await recent.locator('.DocSearch-Hit').first().getByTitle('Save this search').click();
    const favorites = page.locator('.DocSearch-Hits').filter({ hasText: 'Favorite' });
    await expect(favorites.locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(2);
  });

  test('keeps 10 favorites at most, and 4 recent searches when there are favorites', async ({ page }) => {
    await page.addInitScript(
      ({ favorites, recent }) => {
        localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__local', JSON.stringify(favorites));
        localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__local', JSON.stringify(recent));
      },
      {
        favorites: Array.from({ length: 12 }, (_, index) => storedHit(100 + index)),
        recent: [1, 2, 3, 4, 5, 6].map(storedHit),
      },
    );
    await openPage(page, '/');
    await openWithShortcut(page);
    await expect(page.locator('.DocSearch-Hits').filter({ hasText: 'Favorite' }).locator('.DocSearch-Hit')).toHaveCount(
      10,
    );
    await expect(page.locator('.DocSearch-Hits').filter({ hasText: 'Recent' }).locator('.DocSearch-Hit')).toHaveCount(
      4,
    );
  });

  for (const hostile of ['<img src=x onerror="window.__pwned=true">', '"><script>window.__pwned=true</script>']) {
    test(`shows the query ${hostile.slice(0, 12)}… as text and runs nothing`, async ({ page }) => {
      await installInjectionCanary(page);
      await openPage(page, '/');
      await search(page, hostile);
      await expect(page.locator('.DocSearch-Dropdown')).toContainText(/No results for|results/);
      await page.waitForTimeout(300);
      await expectNothingInjected(page, '.DocSearch-Modal');
      await expect(page.locator('.DocSearch-Modal script')).toHaveCount(0);
    });
  }
});

test.describe('search page', () => {
  test('shows results for ?q= on arrival, grouped by page with snippets', async ({ page }) => {
    // Not an exact API name, so the first group is a page, not the API results.
    await openPage(page, '/search?q=entity%20adapter');
    await expect(page.locator('h1')).toHaveText('Search results for “entity adapter”');
    await expect(page.getByRole('searchbox', { name: 'Search docs' })).toHaveValue('entity adapter');
    const firstGroup = page.locator('main section').first();
    await expect(firstGroup.getByRole('heading', { level: 2 })).toHaveText('createEntityAdapter');
    await expect(firstGroup.locator('mark').first()).toBeVisible();
    await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
  });

  test('shows arriving results without shifting the page (CLS under 0.01)', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openPage(page, '/search?q=slice');
    await expect(page.locator('main li').first()).toBeVisible();
    await page.waitForTimeout(300);
    const total = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
    );
    expect(total).toBeLessThan(0.01);
  });

  test('loads more results on request', async ({ page }) => {
    await openPage(page, '/search?q=state');
    const hits = page.locator('main li');
    await expect(hits).toHaveCount(20);
    await page.getByRole('button', { name: 'Load more results' }).click();
    await expect(hits).toHaveCount(40);
  });

  test('keeps the URL in step with the query, and says when nothing matches', async ({ page }) => {
    await openPage(page, '/search');
    await expect(page.locator('h1')).toHaveText('Search the documentation');
    await page.getByRole('searchbox', { name: 'Search docs' }).fill('zqxjvwk');
    await expect(page).toHaveURL(/\/search\?q=zqxjvwk$/);
    await expect(page.getByText('No results for')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', /issues\/new/);
    await page.getByRole('searchbox', { name: 'Search docs' }).fill('');
    await expect(page).toHaveURL(/\/search$/);
  });

  test('limits the query to 64 characters', async ({ page }) => {
    await openPage(page, `/search?q=${'y'.repeat(100)}`);
    await expect(page.getByRole('searchbox', { name: 'Search docs' })).toHaveValue('y'.repeat(64));
  });

  test.describe('with the index request failing', () => {
    // page.route does not see requests a service worker answers, and ours would answer this one.
    test.use({ serviceWorkers: 'block' });

    test('shows an error when the index cannot be loaded', async ({ page, consoleWatch }) => {
      consoleWatch.allow(/Failed to load resource|net::ERR_FAILED/);
      await page.route(INDEX, (route) => route.abort());
      await openPage(page, '/search?q=createSlice');
      await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
      await expect(page.getByRole('alert')).toContainText('You might want to check your network connection.');
    });
  });

  test('shows a hostile query as text and runs nothing', async ({ page }) => {
    await installInjectionCanary(page);
    const hostile = '<script>window.__pwned=true</script><img src=x onerror="window.__pwned=true">';
    await openPage(page, `/search?q=${encodeURIComponent(hostile)}`);
    await expect(page.locator('h1')).toContainText('<script>');
    await page.waitForTimeout(500);
    await expectNothingInjected(page, 'main');
  });
});

const API_CASES: ReadonlyArray<readonly [query: string, url: RegExp, signature: string]> = [
  ['keepUnusedDataFor', /\/rtk-query\/api\/createApi#keepunuseddatafor$/, 'keepUnusedDataFor?: number'],
  ['unwrap', /\/rtk-query\/api\/created-api\/endpoints#query-results$/, 'unwrap()'],
  ['skipToken', /\/rtk-query\/api\/created-api\/endpoints#skipping-a-selector-with-skiptoken$/, 'unique symbol'],
  ['createSlice', /\/api\/createSlice$/, 'createSlice(options: CreateSliceOptions): Slice'],
  ['fetchBaseQuery', /\/rtk-query\/api\/fetchBaseQuery$/, 'fetchBaseQuery('],
];

test.describe('API results', () => {
  for (const [query, url, signature] of API_CASES) {
    test(`"${query}" leads with an API result that goes to its owning section`, async ({ page }) => {
      await openPage(page, '/');
      await search(page, query);
      const first = page.locator('.DocSearch-Hit').first();
      await expect(first.locator('a[data-result-type="api"]')).toBeVisible();
      await expect(first).toContainText(signature);
      await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('API');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(url);
    });
  }

  test('the search page lists API results first, with the signature as code', async ({ page }) => {
    await openPage(page, '/search?q=keepUnusedDataFor');
    const api = page.getByRole('region', { name: 'API', exact: true });
    await expect(api.getByRole('heading', { level: 2 })).toHaveText('API');
    const first = api.locator('li[data-result-type="api"]').first();
    await expect(first.locator('code').last()).toHaveText('keepUnusedDataFor?: number');
    await expect(first.getByRole('link')).toHaveAttribute('href', '/rtk-query/api/createApi#keepunuseddatafor');
    await expect(page.locator('main section').first()).toHaveAttribute('aria-label', 'API');
  });

  test('HTML-looking input gives no API result and stays inert', async ({ page }) => {
    await installInjectionCanary(page);
    const hostile = '<img src=x onerror="window.__pwned=true">createSlice';
    await openPage(page, `/search?q=${encodeURIComponent(hostile)}`);
    await expect(page.locator('h1')).toContainText('<img');
    await page.waitForTimeout(500);
    await expect(page.locator('li[data-result-type="api"]')).toHaveCount(0);
    await expectNothingInjected(page, 'main');
    await search(page, hostile);
    await page.waitForTimeout(500);
    await expect(page.locator('.DocSearch-Modal a[data-result-type="api"]')).toHaveCount(0);
    await expectNothingInjected(page, '.DocSearch-Modal');
  });
});

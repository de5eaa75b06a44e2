import type { Page } from '@playwright/test';
import { test, expect, openPage, waitForArticleSized } from './fixtures';
import { AXE_TAGS, InPageAxe } from './in-page-axe';

const SYMBOLS = /\/assets\/symbols\/index\.[0-9a-f]+\.json$/;
const PAGE = '/rtk-query/usage/cache-behavior';
const link = (page: Page) =>
  page.locator('main a[href="/rtk-query/api/createApi#keepunuseddatafor"]:has(> code:only-child)').first();
const card = (page: Page) => page.locator('#symbol-card');

test.describe('API cards', () => {
  test('links symbol names in the server HTML to their owning section', async ({ request }) => {
    const html = await (await request.get(PAGE)).text();
    expect(html).toMatch(
      /<a[^>]*href="?\/rtk-query\/api\/createApi#keepunuseddatafor"?[^>]*><code>keepUnusedDataFor<\/code><\/a>/,
    );
  });

  test('loads nothing for cards until a symbol link is hovered, then shows the card', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await openPage(page, PAGE);
    await page.waitForTimeout(300);
    expect(requests.filter((url) => SYMBOLS.test(url))).toEqual([]);
    await link(page).scrollIntoViewIfNeeded();
    await link(page).hover();
    await expect(card(page)).toBeVisible();
    await expect(card(page)).toHaveAttribute('role', 'tooltip');
    await expect(link(page)).toHaveAttribute('aria-describedby', 'symbol-card');
    await expect(card(page).locator('.symbol-card__signature')).toHaveText('keepUnusedDataFor?: number');
    await expect(card(page)).toContainText('Default: 60');
    await expect(card(page)).toContainText('createApi option');
    expect(requests.filter((url) => SYMBOLS.test(url))).toHaveLength(1);
    await page.mouse.move(5, 5);
    await expect(card(page)).toBeHidden();
    await expect(link(page)).not.toHaveAttribute('aria-describedby', /.+/);
  });

  test('shows the card on keyboard focus and hides it with Escape', async ({ page }) => {
    await openPage(page, PAGE);
    await link(page).focus();
    await expect(card(page)).toBeVisible();
    await expect(link(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(card(page)).toBeHidden();
    await expect(link(page)).toBeFocused();
  });

  test('moves no content when the card appears', async ({ page }) => {
    await openPage(page, PAGE);
    // Off-screen blocks hold a placeholder height until they are laid out after load; measure once they all are.
    await waitForArticleSized(page);
    const box = () =>
      page.evaluate(() => {
        const { top, height } = document.querySelector('article')!.getBoundingClientRect();
        return { top: top + window.scrollY, height };
      });
    const before = await box();
    await link(page).focus();
    await expect(card(page)).toBeVisible();
    expect(await box()).toEqual(before);
  });

  test('fits a 375 px wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPage(page, PAGE);
    await link(page).focus();
    await expect(card(page)).toBeVisible();
    const box = (await card(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  });

  test('says so when the symbol data cannot be loaded, and the link still works', async ({ page, consoleWatch }) => {
    consoleWatch.allow(/Failed to load resource|net::ERR_FAILED/);
    await page.route(SYMBOLS, (route) => route.abort());
    await openPage(page, PAGE);
    await link(page).focus();
    await expect(card(page)).toContainText('Details for this API could not be loaded');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/rtk-query\/api\/createApi#keepunuseddatafor$/);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`an open card has no accessibility violations in ${theme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await openPage(page, PAGE);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await link(page).focus();
      await expect(card(page)).toBeVisible();
      await waitForArticleSized(page);
      const results = await InPageAxe.withTags(page, AXE_TAGS).include('#symbol-card').analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }

  test('does not link a symbol inside its own section', async ({ page }) => {
    await openPage(page, '/api/createSlice');
    await expect(page.locator('main a[href="/api/createSlice"]:has(> code:only-child)')).toHaveCount(0);
    await expect(page.locator('main a[href^="/"]:has(> code:only-child)').first()).toBeAttached();
  });

  test('shows "since" badges beside headings of recent APIs, outside anchors and the table of contents', async ({
    page,
  }) => {
    await openPage(page, '/api/createSlice');
    const heading = page.locator('h3#reducerpath');
    const badge = heading.locator('.since-badge');
    await expect(badge).toHaveText('since 2.0');
    await expect(badge).toHaveAttribute('title', 'Available since Redux Toolkit 2.0.0');
    await expect(page.locator('h1 .since-badge')).toHaveCount(0);
    await expect(page.locator('.table-of-contents a[href="#reducerpath"]').first()).toHaveText('reducerPath');
    await expect(page.locator('.table-of-contents')).not.toContainText('since');
    await openPage(page, '/api/combineSlices');
    await expect(page.locator('h1 .since-badge')).toHaveText('since 2.0');
  });
});

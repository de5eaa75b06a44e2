import { test, expect, openPage, copiedBy } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * Long articles keep the prose the server rendered: React adopts each prose
 * block's outer element and never hydrates what is inside; only the blocks
 * that hold something interactive are hydrated (src/static-article).
 */

/** Elements inside the article that React hydrated, and all of them. */
async function hydratedShare(page: Page): Promise<{ hydrated: number; total: number; insideProse: number }> {
  return page.evaluate(() => {
    const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    const all = Array.from(document.querySelectorAll('.theme-doc-markdown *'));
    const insideProse = Array.from(document.querySelectorAll('.theme-doc-markdown > p *, .theme-doc-markdown > ul *'));
    return {
      hydrated: all.filter(isHydrated).length,
      total: all.length,
      insideProse: insideProse.filter(isHydrated).length,
    };
  });
}

test('the longest page hydrates its interactive blocks, not its prose', async ({ page }) => {
  await openPage(page, '/rtk-query/api/createApi');
  const { hydrated, total, insideProse } = await hydratedShare(page);
  expect(total).toBeGreaterThan(5000);
  expect(insideProse).toBe(0);
  expect(hydrated / total).toBeLessThan(0.15);
  // The islands still work: a tab switches, a code block copies.
  const tabs = page.locator('.tabs-container').first();
  await tabs.getByRole('tab', { name: 'JavaScript' }).click();
  await expect(tabs.getByRole('tab', { name: 'JavaScript' })).toHaveAttribute('aria-selected', 'true');
});

test('the table of contents is kept as the server sent it, and still marks the section in view', async ({ page }) => {
  await openPage(page, '/rtk-query/api/createApi');
  const links = page.locator('.theme-doc-toc-desktop .table-of-contents a');
  expect(await links.count()).toBeGreaterThan(30);
  const hydrated = await links.evaluateAll(
    (anchors) => anchors.filter((anchor) => Object.keys(anchor).some((key) => key.startsWith('__reactFiber'))).length,
  );
  expect(hydrated).toBe(0);
  const link = page.locator('.theme-doc-toc-desktop a[href="#keepunuseddatafor"]');
  await link.click();
  await expect(page.locator('#keepunuseddatafor')).toBeInViewport();
  await expect(link).toHaveClass(/table-of-contents__link--active/);
  // A page reached inside the app renders its own table of contents.
  await page.locator('.theme-doc-markdown a[href="/api/createSlice"]').first().click();
  await expect(page.locator('h1')).toHaveText('createSlice');
  await expect(page.locator('.theme-doc-toc-desktop a[href="#reducers"]')).toHaveCount(1);
});

test('a JavaScript panel that was hidden when the page loaded works once shown', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/api/createSlice');
  // The server sends hidden panels empty: the browser neither parses nor styles the other language's code.
  const html = await (await page.request.get('/api/createSlice')).text();
  const hiddenPanels = await page.evaluate((source) => {
    const panels = Array.from(
      new DOMParser().parseFromString(source, 'text/html').querySelectorAll('[role="tabpanel"][hidden]'),
    );
    return { count: panels.length, withContent: panels.filter((panel) => panel.childNodes.length > 0).length };
  }, html);
  expect(hiddenPanels.count).toBeGreaterThan(5);
  expect(hiddenPanels.withContent).toBe(0);

  const tabs = page.locator('.tabs-container').filter({ hasText: 'PayloadAction<' }).first();
  await tabs.getByRole('tab', { name: 'JavaScript' }).click();
  const panel = tabs.locator('[role="tabpanel"]:not([hidden])');
  // Shown for the first time, the panel renders its code and then highlights it (a separate chunk).
  await expect(panel.locator('pre .token.keyword').first()).toBeVisible({ timeout: 15_000 });
  await panel.hover();
  const copied = await copiedBy(page, panel.getByRole('button', { name: /copy/i }));
  expect(copied).toContain('createSlice');
  expect(copied).not.toContain('PayloadAction');
});

test('a link in adopted prose navigates inside the app, and the page it opens renders its prose', async ({ page }) => {
  await openPage(page, '/rtk-query/api/createApi');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const link = page.locator('.theme-doc-markdown > p a[href="/api/createSlice"]').first();
  expect(await link.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(
    false,
  );
  await link.click();
  await expect(page).toHaveURL(/\/api\/createSlice$/);
  await expect(page.locator('h1')).toHaveText('createSlice');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // Rendered in the browser, not adopted: the prose is there and hydrated like any React content.
  const paragraphs = page.locator('.theme-doc-markdown > p');
  await expect(paragraphs.first()).not.toBeEmpty();
  expect((await hydratedShare(page)).insideProse).toBeGreaterThan(0);

  await page.goBack();
  await expect(page.locator('h1')).toHaveText('createApi');
  await expect(page.locator('.theme-doc-markdown > p').first()).toContainText('API slice');
});

test('adopted prose survives jumps within the page and a colour mode change', async ({ page }) => {
  await openPage(page, '/rtk-query/api/createApi');
  const prose = page.locator('.theme-doc-markdown > p');
  const before = await prose.allTextContents();
  await page.locator('.table-of-contents a[href="#keepunuseddatafor"]').first().click();
  await expect(page).toHaveURL(/#keepunuseddatafor$/);
  await expect(page.locator('#keepunuseddatafor')).toBeInViewport();
  // A jump to a section hides the navbar (hideOnScroll); a reader scrolls up a little to bring it back.
  const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
  await expect(toggle).not.toBeInViewport();
  await expect(async () => {
    await page.mouse.wheel(0, -120);
    await expect(toggle).toBeInViewport({ ratio: 1, timeout: 1_000 });
  }).toPass();
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await prose.allTextContents()).toEqual(before);
  expect(before.filter((text) => text.trim() === '')).toEqual([]);
});

test('a modified click on a prose link is left to the browser', async ({ page, context }) => {
  await openPage(page, '/rtk-query/api/createApi');
  const link = page.locator('.theme-doc-markdown > p a[href="/api/createSlice"]').first();
  const opened = context.waitForEvent('page');
  await link.click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  // A new tab starts on about:blank and may report that as loaded first: wait for the page it opens.
  await tab.waitForURL((url) => url.pathname === '/api/createSlice');
  await expect(page).toHaveURL(/\/rtk-query\/api\/createApi$/);
  await tab.close();
});

import { test, expect, openPage } from './fixtures';

test('the table of contents lists h2 to h4 headings and no h5', async ({ page }) => {
  await openPage(page, '/rtk-query/api/createApi');
  // The page has h5 headings (lifecycle API fields), so leaving them out is really tested.
  await expect(page.locator('article h5').first()).toBeAttached();
  const article = page.locator('article');
  const headingIds = async (selector: string) =>
    article.locator(selector).evaluateAll((nodes) => nodes.map((node) => node.id).filter(Boolean));
  const tocIds = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')!.slice(1))));
  const wanted = await headingIds('h2, h3, h4');
  expect(wanted.length).toBeGreaterThan(0);
  expect(tocIds).toEqual(wanted);
  for (const id of await headingIds('h5, h6')) expect(tocIds).not.toContain(id);
});

/** The TypeScript/JavaScript tab groups the examples toolchain renders (className lands on the tab list). */
const exampleTabs = (page: import('@playwright/test').Page) =>
  page.locator('.tabs-container').filter({ has: page.locator('ul.example-tabs') });

test('TypeScript examples offer a JavaScript tab generated from them, and the choice persists across pages', async ({
  page,
}) => {
  await openPage(page, '/api/createSlice');
  const firstTabs = exampleTabs(page).filter({ hasText: 'PayloadAction<' }).first();
  await expect(firstTabs.getByRole('tab', { name: 'TypeScript' })).toHaveAttribute('aria-selected', 'true');
  // textContent, not innerText: code off screen is not laid out (content-visibility), so it has no rendered text.
  const typescript = await firstTabs.locator('[role="tabpanel"]:not([hidden])').textContent();
  expect(typescript).toContain('PayloadAction<');

  await firstTabs.getByRole('tab', { name: 'JavaScript' }).click();
  const javascript = await firstTabs.locator('[role="tabpanel"]:not([hidden])').textContent();
  expect(javascript).toContain('createSlice');
  expect(javascript).not.toMatch(/PayloadAction|interface |import type/);

  await openPage(page, '/api/createReducer');
  const otherTabs = exampleTabs(page).first();
  await expect(otherTabs.getByRole('tab', { name: 'JavaScript' })).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await expect(exampleTabs(page).first().getByRole('tab', { name: 'JavaScript' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('highlight comments become highlighted lines in both languages', async ({ page }) => {
  await openPage(page, '/tutorials/quick-start');
  const tabs = exampleTabs(page)
    .filter({ has: page.locator('.theme-code-block-highlighted-line') })
    .first();
  await expect(
    tabs.locator('[role="tabpanel"]:not([hidden]) .theme-code-block-highlighted-line').first(),
  ).toBeVisible();
  await expect(tabs.locator('[role="tabpanel"]:not([hidden])')).not.toContainText('highlight-next-line');
  await tabs.getByRole('tab', { name: 'JavaScript' }).click();
  await expect(
    tabs.locator('[role="tabpanel"]:not([hidden]) .theme-code-block-highlighted-line').first(),
  ).toBeVisible();
});

test('code blocks keep their highlighted content after hydration', async ({ page }) => {
  await openPage(page, '/api/createSlice');
  await page.waitForTimeout(300);
  const codes = page.locator('pre code');
  expect(await codes.count()).toBeGreaterThan(5);
  const empty = await codes.evaluateAll((elements) => elements.filter((element) => element.textContent === '').length);
  expect(empty).toBe(0);
  await expect(page.locator('pre .token.keyword').first()).toBeVisible();
});

test('code blocks rendered after a client-side navigation are highlighted', async ({ page }) => {
  await openPage(page, '/tutorials/overview');
  await page
    .locator('article')
    .getByRole('link', { name: /Quick Start/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/tutorials\/quick-start$/);
  await expect(page.locator('pre .token.keyword').first()).toBeVisible();
  const empty = await page
    .locator('pre code')
    .evaluateAll((elements) => elements.filter((element) => element.textContent === '').length);
  expect(empty).toBe(0);
});

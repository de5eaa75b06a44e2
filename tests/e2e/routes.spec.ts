import { test, expect, openPage } from './fixtures';
import { INTERNAL_ROUTES, SIDEBAR_ROUTES } from './spec-routes';

const SIDEBAR = 'nav[aria-label="Docs sidebar"]';

test.describe('doc routes', () => {
  for (const route of SIDEBAR_ROUTES) {
    test(`renders ${route} with its heading and the docs sidebar`, async ({ page }) => {
      await openPage(page, route);
      const heading = page.locator('article h1');
      await expect(heading).toHaveCount(1);
      await expect(heading).not.toHaveText(/^\s*$/);
      await expect(heading).not.toHaveText('Page Not Found');
      await expect(page.locator(SIDEBAR)).toBeVisible();
      await expect(page.locator(`${SIDEBAR} a[aria-current="page"]`)).toHaveAttribute('href', route);
    });
  }

  for (const route of INTERNAL_ROUTES) {
    test(`renders internal page ${route} without a sidebar`, async ({ page }) => {
      await openPage(page, route);
      await expect(page.locator('article h1')).not.toHaveText(/^\s*$|Page Not Found/);
      await expect(page.locator(SIDEBAR)).toHaveCount(0);
    });
  }
});

test('the main doc is getting-started and the home page links to it', async ({ page }) => {
  await openPage(page, '/');
  await expect(page.locator('h1')).toHaveText('Redux Toolkit');
  await expect(
    page.getByText('The official, opinionated, batteries-included toolset for efficient Redux development').first(),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/introduction\/getting-started$/);
  await expect(page.locator('article h1')).toBeVisible();
});

test('the home page shows four feature cards and the sibling libraries', async ({ page }) => {
  await openPage(page, '/');
  await expect(page.locator('main article h3')).toHaveText(['Simple', 'Opinionated', 'Powerful', 'Effective']);
  await expect(page.getByRole('link', { name: 'Redux', exact: true })).toHaveAttribute('href', 'https://redux.js.org');
  await expect(page.getByRole('link', { name: 'React-Redux', exact: true }).last()).toHaveAttribute(
    'href',
    'https://react-redux.js.org',
  );
});

test('an unknown path shows the not-found page', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/404 \(Not Found\)/);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await expect(page.locator('h1')).toHaveText('Page Not Found');
});

test('paths ending in .html or /index.html normalise to the page', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/404 \(Not Found\)/);
  for (const path of ['/api/createSlice.html', '/api/createSlice/index.html', '/tutorials/overview.html']) {
    await openPage(page, path);
    await expect(page.locator('article h1'), path).toBeVisible();
    await expect(page.locator('h1').first(), path).not.toHaveText('Page Not Found');
  }
});

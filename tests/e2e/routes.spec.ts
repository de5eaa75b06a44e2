import { test, expect, openPage } from './fixtures';

// Each doc route's own heading and sidebar are checked where every route is opened for its
// accessibility scan (a11y.spec.ts, "every route"): opening them all twice cost minutes.

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

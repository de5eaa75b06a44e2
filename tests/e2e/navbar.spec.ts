import { test, expect, openPage } from './fixtures';

const NAV_ITEMS: Array<[string, string]> = [
  ['Getting Started', '/introduction/getting-started'],
  ['Tutorials', '/tutorials/overview'],
  ['Usage Guide', '/usage/usage-guide'],
  ['API', '/api/configureStore'],
  ['RTK Query', '/rtk-query/overview'],
  ['GitHub', 'https://github.com/reduxjs/redux-toolkit'],
];

test.describe('desktop navbar at 997 px', () => {
  test.use({ viewport: { width: 997, height: 800 } });

  test('shows every item on the right, in order, with its target', async ({ page }) => {
    await openPage(page, '/');
    const right = page.locator('.navbar__items--right a.navbar__item');
    await expect(right).toHaveCount(NAV_ITEMS.length);
    for (const [index, [label, href]] of NAV_ITEMS.entries()) {
      await expect(right.nth(index)).toHaveText(label);
      await expect(right.nth(index)).toHaveAttribute('href', href);
    }
    await expect(page.locator('.navbar__items:not(.navbar__items--right) a.navbar__item')).toHaveCount(0);
    await expect(page.locator('.navbar__brand')).toContainText('Redux Toolkit');
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
  });

  test('navigates to the API page from the navbar', async ({ page }) => {
    await openPage(page, '/');
    await page.locator('.navbar__items--right').getByRole('link', { name: 'API', exact: true }).click();
    await expect(page).toHaveURL(/\/api\/configureStore$/);
    await expect(page.locator('article h1')).toContainText('configureStore');
  });
});

test.describe('mobile navbar at 996 px', () => {
  test.use({ viewport: { width: 996, height: 800 } });

  test('collapses the items into a menu button and a sidebar', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.locator('.navbar__items--right a.navbar__item').first()).toBeHidden();
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    const links = sidebar.locator('a.menu__link').filter({ visible: true });
    for (const [label, href] of NAV_ITEMS) {
      await expect(links.filter({ hasText: label }).first()).toHaveAttribute('href', href);
    }
  });

  test('shows the docs sidebar with a back button on doc pages', async ({ page }) => {
    await openPage(page, '/api/createSlice');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const primaryPanel = page.locator('.navbar-sidebar__item').nth(0);
    const docsPanel = page.locator('.navbar-sidebar__item').nth(1);
    const back = docsPanel.getByRole('button', { name: '← Back to main menu' });
    await expect(back).toBeInViewport();
    await expect(docsPanel.locator('a[aria-current="page"]')).toHaveText('createSlice');
    await expect(docsPanel.locator('a[aria-current="page"]')).toBeInViewport();
    await back.click();
    const mainLink = primaryPanel.locator('a.menu__link', { hasText: /^Getting Started$/ });
    await expect(mainLink).toBeInViewport();
    await expect(mainLink).toHaveAttribute('href', '/introduction/getting-started');
    await expect(docsPanel.locator('a[aria-current="page"]')).not.toBeInViewport();
  });

  test('closes on back navigation', async ({ page }) => {
    await openPage(page, '/');
    await openPage(page, '/tutorials/overview');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });

  test('closes when the window grows to desktop width', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await expect(page.locator('.navbar__items--right a.navbar__item').first()).toBeVisible();
  });
});

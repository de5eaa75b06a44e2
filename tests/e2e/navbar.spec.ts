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

test.describe('navbar hide on scroll', () => {
  test.use({ viewport: { width: 1280, height: 700 } });

  test('hides when scrolling down and comes back when scrolling up or at the top', async ({ page }) => {
    await openPage(page, '/api/createSlice');
    const navbar = page.locator('nav.navbar');
    const navbarTop = async () => (await navbar.boundingBox())!.y;
    // Scroll in steps, as a reader does: the navbar reacts to the direction between scroll events.
    const scrollBy = async (deltaY: number) => {
      for (let step = 0; step < 4; step += 1) {
        await page.mouse.wheel(0, deltaY / 4);
        await page.waitForTimeout(50);
      }
    };
    await page.mouse.move(640, 400);
    await expect.poll(navbarTop).toBeGreaterThanOrEqual(0);
    await scrollBy(1600);
    await expect.poll(navbarTop).toBeLessThan(0);
    await scrollBy(-400);
    await expect.poll(navbarTop).toBeGreaterThanOrEqual(0);
    await scrollBy(1600);
    await expect.poll(navbarTop).toBeLessThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(navbarTop).toBeGreaterThanOrEqual(0);
  });
});

test('sidebar categories expand and collapse', async ({ page }) => {
  await openPage(page, '/introduction/getting-started');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  const migrations = sidebar.getByRole('button', { name: 'Migrations' });
  await expect(migrations).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByRole('link', { name: /Migrating to RTK 2/ })).toBeHidden();
  await migrations.click();
  await expect(migrations).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('link', { name: /Migrating to RTK 2/ })).toBeVisible();
  await migrations.click();
  await expect(migrations).toHaveAttribute('aria-expanded', 'false');
});

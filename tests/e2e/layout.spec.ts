import { test, expect, openPage } from './fixtures';

test('shows the course announcement bar with no close button', async ({ page }) => {
  await openPage(page, '/');
  const bar = page.locator('div[role="banner"]').filter({ hasText: 'Redux course' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Redux course' })).toHaveAttribute('href', 'https://redux.dev');
  await expect(bar.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Close' })).toHaveCount(0);
});

test.describe('announcement bar on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('fits the screen without horizontal overflow', async ({ page }) => {
    await openPage(page, '/');
    const bar = page.locator('div[role="banner"]').filter({ hasText: 'Redux course' });
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test('shows the footer columns and the copyright line', async ({ page }) => {
  await openPage(page, '/');
  const footer = page.locator('footer');
  await expect(footer.locator('.footer__title')).toHaveText(['Docs', 'Community', 'More']);
  await expect(footer).toContainText('Copyright © 2015–2025 the Redux Toolkit documentation authors.');
  await expect(footer).toHaveClass(/footer--dark/);
});

test('offers a skip link that moves focus to the main content', async ({ page }) => {
  await openPage(page, '/api/configureStore');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  const main = page.locator('main').first();
  await expect(main).toBeFocused();
  // The next Tab continues inside the main content, not back in the navbar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('shows the last update time on doc pages', async ({ page }) => {
  await openPage(page, '/api/createSlice');
  await expect(page.locator('.theme-last-updated')).toContainText(/Last updated on .*\d{4}/);
});

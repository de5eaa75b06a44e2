import { test, expect, openPage, blockLocalStorage } from './fixtures';

test('renders and switches colour mode when localStorage throws, logging a warning', async ({ page }) => {
  await blockLocalStorage(page);
  await openPage(page, '/api/createSlice');
  await expect(page.locator('article h1')).toContainText('createSlice');
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // consoleWatch fails the test on errors; the storage problem must surface as a warning.
});

test('logs a storage warning when localStorage throws', async ({ page, consoleWatch }) => {
  await blockLocalStorage(page);
  await openPage(page, '/');
  await expect
    .poll(() =>
      consoleWatch.messages.some((m) => m.type === 'warning' && /browser storage is not available/i.test(m.text)),
    )
    .toBe(true);
});

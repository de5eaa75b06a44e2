import { test, expect, openPage } from './fixtures';

const theme = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme');

test('starts light, toggles to dark, stores the choice and keeps it after reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openPage(page, '/introduction/getting-started');
  expect(await theme(page)).toBe('light');
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  expect(await theme(page)).toBe('dark');
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await page.waitForSelector('html[data-has-hydrated="true"]');
  expect(await theme(page)).toBe('dark');
});

test('follows the system colour scheme when nothing is stored', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openPage(page, '/');
  expect(await theme(page)).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a stored choice wins over the system scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
  await openPage(page, '/');
  expect(await theme(page)).toBe('light');
});

test('keeps a second tab in sync', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.emulateMedia({ colorScheme: 'light' });
  await second.emulateMedia({ colorScheme: 'light' });
  await openPage(first, '/');
  await openPage(second, '/tutorials/overview');
  expect(await theme(second)).toBe('light');
  await first.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
});

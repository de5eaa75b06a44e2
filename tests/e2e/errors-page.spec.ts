import { test, expect, openPage, installInjectionCanary, expectNothingInjected } from './fixtures';

test('shows the message for ?code=0 prominently, above the table of all codes', async ({ page }) => {
  await openPage(page, '/errors?code=0');
  await expect(page.locator('h1')).toHaveText('Production Error Codes');
  await expect(page.getByRole('heading', { name: 'Error code 0' })).toBeVisible();
  await expect(page.locator('section').filter({ hasText: 'Error code 0' })).toContainText(
    'prepareAction did not return an object',
  );
  const rows = page.locator('table tbody tr');
  expect(await rows.count()).toBeGreaterThanOrEqual(40);
  await expect(page.locator('#code-0')).toContainText('prepareAction did not return an object');
});

test('answers the /Errors?code=N links in minified toolkit errors', async ({ page }) => {
  await openPage(page, '/Errors?code=0');
  await expect(page.getByRole('heading', { name: 'Error code 0' })).toBeVisible();
  await expect(page.getByText('prepareAction did not return an object').first()).toBeVisible();
});

test('lists the whole table without a code', async ({ page }) => {
  await openPage(page, '/errors');
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.locator('#code-2')).toContainText('`middleware` field must be a callback');
});

for (const bad of ['abc', '99999', '-1']) {
  test(`explains that ?code=${bad} is unknown`, async ({ page }) => {
    await openPage(page, `/errors?code=${bad}`);
    await expect(page.getByRole('status')).toContainText('Unknown error code');
    await expect(page.getByRole('status')).toContainText(bad);
    await expect(page.locator('table tbody tr').first()).toBeVisible();
  });
}

test('shows hostile code values as text and runs nothing', async ({ page }) => {
  await installInjectionCanary(page);
  const hostile = '<script>window.__pwned=true</script><img src=x onerror="window.__pwned=true">';
  await openPage(page, `/errors?code=${encodeURIComponent(hostile)}`);
  await expect(page.getByRole('status')).toContainText('Unknown error code');
  await expect(page.getByRole('status')).toContainText('<script>');
  await expectNothingInjected(page);
});

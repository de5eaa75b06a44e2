import { escapeRegExp } from '../../lib/text/escape-regexp';
import { REDIRECTS } from '../../server/redirects';
import { test, expect, openPage, installInjectionCanary, expectNothingInjected } from './fixtures';

test.describe('redirects', () => {
  for (const { from, to } of REDIRECTS) {
    const source = from.endsWith('/*') ? from.replace('/*', '/api/createSlice') : from;
    test(`${source} lands on ${to}${from.endsWith('/*') ? '…' : ''}`, async ({ page }) => {
      await openPage(page, source);
      const [path, hash] = (from.endsWith('/*') ? '/api/createSlice' : to).split('#');
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path!)}${hash ? `#${hash}` : ''}$`));
      await expect(page.locator('h1').first()).not.toHaveText('Page Not Found');
      if (hash) await expect(page.locator(`[id="${hash}"]`)).toBeVisible();
    });
  }
});

test.describe('hostile input through the page', () => {
  test('a script in the search query runs nothing', async ({ page }) => {
    await installInjectionCanary(page);
    await openPage(page, `/search?q=${encodeURIComponent('<script>window.__pwned=true</script>')}`);
    await expect(page.locator('h1')).toContainText('<script>');
    await expectNothingInjected(page);
  });

  test('an image with onerror in the error code runs nothing', async ({ page }) => {
    await installInjectionCanary(page);
    await openPage(page, `/errors?code=${encodeURIComponent('<img src=x onerror="window.__pwned=true">')}`);
    await expect(page.getByRole('status')).toContainText('Unknown error code');
    await expectNothingInjected(page);
  });

  for (const hash of [
    '<img src=x onerror="window.__pwned=true">',
    '"><script>window.__pwned=true</script>',
    'javascript:window.__pwned=true',
  ]) {
    test(`a hash fragment ${hash.slice(0, 16)}… runs nothing`, async ({ page }) => {
      await installInjectionCanary(page);
      await openPage(page, `/api/createSlice#${encodeURIComponent(hash)}`);
      await expect(page.locator('article h1')).toHaveText('createSlice');
      await page.getByRole('link', { name: 'Overview', exact: true }).first().click();
      await expectNothingInjected(page);
    });
  }
});

import { test, expect, openPage } from './fixtures';

/** The build's default `DOCS_EDIT_URL` (config/site-env.ts): the docs folder of the repository's main branch. */
const EDIT_BASE = 'https://github.com/reduxjs/redux-toolkit/edit/main/docs/';

const PAGES = [
  { route: '/api/createSlice', source: 'api/createSlice.md' },
  { route: '/rtk-query/usage/cache-behavior', source: 'rtk-query/usage/cache-behavior.md' },
];

for (const { route, source } of PAGES) {
  test(`${route} links to its source file with "Edit this page"`, async ({ page }) => {
    await openPage(page, route);
    const link = page.getByRole('link', { name: 'Edit this page' });
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('href', EDIT_BASE + source);
    await expect(link).toBeVisible();
    await link.focus();
    await expect(link).toBeFocused();
  });
}

test('the home page, which is not a doc, has no edit link', async ({ page }) => {
  await openPage(page, '/');
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
});

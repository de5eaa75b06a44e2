import { test, expect, openPage } from './fixtures';

test('the table of contents lists h2 to h4 headings and no h5', async ({ page }) => {
  await openPage(page, '/api/createSlice');
  const article = page.locator('article');
  const headingIds = async (selector: string) =>
    article.locator(selector).evaluateAll((nodes) => nodes.map((node) => node.id).filter(Boolean));
  const tocIds = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')!.slice(1))));
  const wanted = await headingIds('h2, h3, h4');
  expect(wanted.length).toBeGreaterThan(0);
  expect(tocIds).toEqual(wanted);
  for (const id of await headingIds('h5, h6')) expect(tocIds).not.toContain(id);
});

import { test, expect, openPage } from './fixtures';

/**
 * The server's head, `<html>` and `<body>` already say what the first page's
 * `<Head>`s ask for, so Helmet leaves them alone while the page hydrates and
 * writes their sum once afterwards (src/head/hold-head.ts); on pages reached
 * inside the app it writes them as usual.
 */

const PAGE_CLASSES = 'docs-doc-page docs-doc-id-rtk-query/usage/queries';

test('the first load keeps the page classes on <html> and the head tags the server sent', async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { htmlClasses: [] as string[], headRemovals: [] as string[] };
    (window as unknown as { headWrites: typeof seen }).headWrites = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target === document.documentElement) {
          seen.htmlClasses.push(document.documentElement.className);
        }
        for (const node of Array.from(record.removedNodes)) {
          if (record.target === document.head && node instanceof Element && node.matches('meta, link, title')) {
            seen.headRemovals.push(node.outerHTML);
          }
        }
      }
    }).observe(document, { attributes: true, attributeFilter: ['class'], childList: true, subtree: true });
  });
  await openPage(page, '/rtk-query/usage/queries');
  const writes = await page.evaluate(
    () => (window as unknown as { headWrites: { htmlClasses: string[]; headRemovals: string[] } }).headWrites,
  );
  // Without the hold, hydration took the page's classes off <html> and put them back a few at a time.
  for (const classes of writes.htmlClasses) expect(classes).toContain(PAGE_CLASSES);
  expect(await page.locator('html').getAttribute('class')).toContain(PAGE_CLASSES);
  // Tags the page's <Head>s ask for are kept as the server sent them, not removed and written again.
  expect(writes.headRemovals.filter((tag) => /name="description"|property="og:title"|<title/.test(tag))).toEqual([]);
  await expect(page).toHaveTitle('Queries | Redux Toolkit');
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
});

test('a page reached inside the app gets its own title, description and <html> classes', async ({ page }) => {
  await openPage(page, '/rtk-query/usage/queries');
  await page.locator('.theme-doc-markdown a[href="/rtk-query/usage/mutations"]').first().click();
  await expect(page.locator('h1')).toHaveText('Mutations');
  await expect(page).toHaveTitle('Mutations | Redux Toolkit');
  await expect(page.locator('html')).toHaveClass(/docs-doc-id-rtk-query\/usage\/mutations/);
  await expect(page.locator('html')).not.toHaveClass(/docs-doc-id-rtk-query\/usage\/queries/);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  const served = await page.evaluate(async () => {
    const html = await (await fetch('/rtk-query/usage/mutations')).text();
    return new DOMParser()
      .parseFromString(html, 'text/html')
      .querySelector('meta[name="description"]')
      ?.getAttribute('content');
  });
  expect(served).toBeTruthy();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', served!);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Mutations | Redux Toolkit');
});

import { test, expect, openPage, waitForArticleRendered } from './fixtures';

/**
 * A long article is laid out a slice of blocks per frame after the page loads
 * (src/article-rendering): the first page lays out what is on screen only.
 */

const LONG_PAGE = '/rtk-query/api/createApi';
const BLOCKS = '.theme-doc-markdown > :not(header)';

/** For each block with an element inside, whether that element is skipped by `content-visibility`. */
function skippedInside(selector: string): boolean[] {
  return Array.from(document.querySelectorAll(selector))
    .map((block) => block.querySelector('*'))
    .filter((inner): inner is Element => inner !== null)
    .map((inner) => !inner.checkVisibility({ contentVisibilityAuto: true }));
}

test('while a long page loads, the blocks far below the screen are not laid out', async ({ page }) => {
  await page.addInitScript((selector) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { skippedAtLoad: boolean[] }).skippedAtLoad = Array.from(
        document.querySelectorAll(selector),
      )
        .map((block) => block.querySelector('*'))
        .filter((inner): inner is Element => inner !== null)
        .map((inner) => !inner.checkVisibility({ contentVisibilityAuto: true }));
    });
  }, BLOCKS);
  await openPage(page, LONG_PAGE);
  const skippedAtLoad = await page.evaluate(() => (window as unknown as { skippedAtLoad: boolean[] }).skippedAtLoad);
  expect(skippedAtLoad.length).toBeGreaterThan(100);
  const lowerHalf = skippedAtLoad.slice(skippedAtLoad.length / 2);
  expect(lowerHalf.every(Boolean)).toBe(true);
});

test('after the page loads, the article is drawn a slice per frame until nothing is skipped', async ({ page }) => {
  await page.addInitScript(() => {
    const record = window as unknown as { batches: Array<{ blocks: number; loaded: boolean }> };
    record.batches = [];
    new MutationObserver((mutations) => {
      const blocks = mutations.filter((mutation) => mutation.attributeName === 'data-rendered').length;
      if (blocks > 0) record.batches.push({ blocks, loaded: document.readyState === 'complete' });
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-rendered'] });
  });
  await openPage(page, LONG_PAGE);
  await waitForArticleRendered(page);
  const batches = await page.evaluate(
    () => (window as unknown as { batches: Array<{ blocks: number; loaded: boolean }> }).batches,
  );
  const blockCount = await page.locator(BLOCKS).count();
  // Each slice is drawn in a task of its own, once the page has loaded.
  expect(batches.length).toBeGreaterThan(2);
  expect(batches.every((batch) => batch.loaded)).toBe(true);
  expect(batches.reduce((sum, batch) => sum + batch.blocks, 0)).toBe(blockCount);
  expect(Math.max(...batches.map((batch) => batch.blocks))).toBeLessThan(blockCount / 2);
  await expect(page.locator(`${BLOCKS}:not([data-rendered])`)).toHaveCount(0);
  expect((await page.evaluate(skippedInside, BLOCKS)).some(Boolean)).toBe(false);
});

test('drawing the article moves nothing on screen', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const record = window as unknown as { shift: number };
    record.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.shift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openPage(page, LONG_PAGE);
  await waitForArticleRendered(page);
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
});

for (const path of [LONG_PAGE, '/usage/usage-guide', '/api/createSlice', '/introduction/getting-started']) {
  test(`a block of ${path} has the same height skipped as drawn`, async ({ page }) => {
    // A skipped block contains its children's margins; one that merged with the block's own would change its height when drawn.
    await openPage(page, path);
    await waitForArticleRendered(page);
    const changed = await page.evaluate((selector) => {
      const blocks = Array.from(document.querySelectorAll<HTMLElement>(selector));
      const heights = () => blocks.map((block) => block.getBoundingClientRect().height);
      const drawn = heights();
      for (const block of blocks) block.style.contain = 'layout style paint';
      const contained = heights();
      return blocks
        .filter((_, index) => Math.abs(drawn[index]! - contained[index]!) > 0.5)
        .map((block, index) => `${block.tagName}.${block.className}: ${drawn[index]} → ${contained[index]}`);
    }, BLOCKS);
    expect(changed).toEqual([]);
  });
}

test('a link to a section deep in a long page opens on that section, and it stays there', async ({ page }) => {
  await openPage(page, `${LONG_PAGE}#keepunuseddatafor`);
  const heading = page.locator('#keepunuseddatafor');
  await expect(heading).toBeInViewport();
  await waitForArticleRendered(page);
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(200);
});

test('a page reached from the sidebar is drawn in full at once', async ({ page }) => {
  await openPage(page, '/api/createSlice');
  await waitForArticleRendered(page);
  await page.locator('.theme-doc-sidebar-container').getByRole('link', { name: 'createReducer', exact: true }).click();
  await expect(page.locator('h1')).toHaveText('createReducer');
  // Drawn before it is painted: a scroll position restored into it must find the real layout.
  expect(await page.locator(`${BLOCKS}:not([data-rendered])`).count()).toBe(0);
  await waitForArticleRendered(page);
  expect((await page.evaluate(skippedInside, BLOCKS)).some(Boolean)).toBe(false);
});

test('a reader who jumped to the end before the article was drawn stays there while it is', async ({ page }) => {
  await page.addInitScript(() => {
    // As if the reader pressed End while the page loaded: the blocks passed over are still placeholders.
    document.addEventListener('DOMContentLoaded', () =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    );
  });
  await openPage(page, LONG_PAGE);
  const lastBlock = page.locator(BLOCKS).last();
  await expect(lastBlock).toBeInViewport();
  await waitForArticleRendered(page);
  await expect(lastBlock).toBeInViewport();
});

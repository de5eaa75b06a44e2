import type { Page } from '@playwright/test';
import { test, expect, openPage, drawWholeArticle, waitForArticleSized } from './fixtures';
import { exampleSection, pageControls, runExample } from './live-examples/on-page';

/**
 * A long article's blocks are measured a slice per task after the page loads
 * (src/article-rendering): the first page lays out what is on screen only, and
 * every block then has its real size while the browser skips those off screen.
 */

const LONG_PAGE = '/rtk-query/api/createApi';
const BLOCKS = '.theme-doc-markdown > :not(header)';
/** Where copies of the blocks are laid out to be measured (src/article-rendering/measure-block.ts). */
const MEASURING_BOX = '[data-article-measure]';

/**
 * Records, for each task that measured blocks, how many copies it laid out
 * and when (as `window.measuring`): a mutation observer hears of every task's
 * changes once it ends.
 */
function recordMeasuring(boxSelector: string): void {
  const record = window as unknown as { measuring: Array<{ copies: number; at: number; loaded: boolean }> };
  record.measuring = [];
  new MutationObserver((mutations) => {
    const copies = mutations
      .filter((mutation) => (mutation.target as Element).matches?.(boxSelector))
      .reduce((sum, mutation) => sum + mutation.addedNodes.length, 0);
    if (copies > 0)
      record.measuring.push({ copies, at: performance.now(), loaded: document.readyState === 'complete' });
  }).observe(document, { subtree: true, childList: true });
}

function measuringTasks(page: Page): Promise<Array<{ copies: number; at: number; loaded: boolean }>> {
  return page.evaluate(
    () => (window as unknown as { measuring: Array<{ copies: number; at: number; loaded: boolean }> }).measuring,
  );
}

/** For each block with an element inside, whether that element is skipped by `content-visibility`. */
function skippedInside(selector: string): boolean[] {
  return Array.from(document.querySelectorAll(selector))
    .map((block) => block.querySelector('*'))
    .filter((inner): inner is Element => inner !== null)
    .map((inner) => !inner.checkVisibility({ contentVisibilityAuto: true }));
}

/** Each block's height as laid out now: the height it keeps while skipped, for a block off screen. */
function blockHeights(page: Page): Promise<number[]> {
  return page.evaluate(
    (selector) => Array.from(document.querySelectorAll(selector)).map((block) => block.getBoundingClientRect().height),
    BLOCKS,
  );
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

test('after the page loads, a copy of every block is measured, a slice per task, and each block keeps that size when skipped', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(recordMeasuring, MEASURING_BOX);
  await openPage(page, LONG_PAGE);
  await waitForArticleSized(page);
  const tasks = await measuringTasks(page);
  const blockCount = await page.locator(BLOCKS).count();
  // Each slice is measured in a task of its own, once the page has loaded, every block once.
  expect(tasks.length).toBeGreaterThan(2);
  expect(tasks.every((task) => task.loaded)).toBe(true);
  expect(tasks.reduce((sum, task) => sum + task.copies, 0)).toBe(blockCount);
  expect(Math.max(...tasks.map((task) => task.copies))).toBeLessThan(blockCount / 2);
  await expect(page.locator(MEASURING_BOX)).toHaveCount(0);
  // The blocks far below were never drawn, and are skipped, each with the height measured.
  const skipped = await page.evaluate(skippedInside, BLOCKS);
  expect(skipped.slice(skipped.length / 2).every(Boolean)).toBe(true);
  const sized = await blockHeights(page);
  await drawWholeArticle(page);
  expect(await page.evaluate(skippedInside, BLOCKS)).not.toContain(true);
  expect(await blockHeights(page)).toEqual(sized);
});

test('laying out the article, and scrolling through it after, moves nothing on screen', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const record = window as unknown as { shift: number };
    record.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.shift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openPage(page, LONG_PAGE);
  await waitForArticleSized(page);
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
  // Reading on: the blocks scrolled to are drawn again, each at the size it was laid out with.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight / 2) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
    }
  });
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
});

for (const width of [412, 1280]) {
  test(`until a block of a long page is measured, its placeholder is at least as tall as its content (${width} px)`, async ({
    page,
  }) => {
    // A shorter placeholder lets the content lie over what follows: axe, in Lighthouse too, then
    // judged the contrast of a link near the end against the footer's background.
    await page.setViewportSize({ width, height: 823 });
    await page.addInitScript((selector) => {
      // The first size each block is given is its estimated placeholder; the measured one comes after.
      const record = window as unknown as { estimates: Map<Element, string> };
      record.estimates = new Map();
      new MutationObserver((mutations) => {
        for (const { target } of mutations) {
          const block = target as HTMLElement;
          if (!record.estimates.has(block) && block.matches(selector) && block.style.containIntrinsicSize) {
            record.estimates.set(block, block.style.containIntrinsicSize);
          }
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'] });
    }, BLOCKS);
    for (const path of [LONG_PAGE, '/usage/usage-guide']) {
      await openPage(page, path);
      await drawWholeArticle(page);
      const { placeholders, shortOnes } = await page.evaluate(() => {
        const { estimates } = window as unknown as { estimates: Map<HTMLElement, string> };
        const short = Array.from(estimates)
          .map(([block, estimate]) => {
            const style = getComputedStyle(block);
            const edges = ['padding-top', 'padding-bottom', 'border-top-width', 'border-bottom-width'].reduce(
              (sum, property) => sum + Number.parseFloat(style.getPropertyValue(property)),
              0,
            );
            const content = block.getBoundingClientRect().height - edges;
            return { block, content, placeholder: Number(/auto ([\d.]+)px/.exec(estimate)?.[1]) };
          })
          .filter(({ content, placeholder }) => !(content <= placeholder + 0.5))
          .map(
            ({ block, content, placeholder }) =>
              `${block.tagName} "${block.textContent?.slice(0, 40)}": ${content} > ${placeholder}`,
          );
        return { placeholders: estimates.size, shortOnes: short };
      });
      expect(placeholders).toBeGreaterThan(50);
      expect(shortOnes, path).toEqual([]);
    }
  });
}

/** Counts, as `window.sizedTimes`, how often an article is marked sized: a new width sizes it again. */
function countSizings(): void {
  const record = window as unknown as { sizedTimes: number };
  record.sizedTimes = 0;
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if ((mutation.target as Element).getAttribute('data-article-rendered') === 'true') record.sizedTimes += 1;
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-article-rendered'] });
}

/** Changes the window's width and waits until the article has been sized a second time. */
async function resizeAndWaitForSizedAgain(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForFunction(() => (window as unknown as { sizedTimes: number }).sizedTimes >= 2, null, {
    timeout: 20_000,
  });
}

test('after the window is resized, every block is laid out again at the new width', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(countSizings);
  await openPage(page, LONG_PAGE);
  await waitForArticleSized(page);
  await resizeAndWaitForSizedAgain(page, 1000, 823);
  const sized = await blockHeights(page);
  await drawWholeArticle(page);
  expect(await blockHeights(page)).toEqual(sized);
});

test('measuring a block that holds a running live example starts no second preview', async ({ page }) => {
  await page.addInitScript(countSizings);
  await page.addInitScript((boxSelector) => {
    const record = window as unknown as { copiedFrames: Array<string | null> };
    record.copiedFrames = [];
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (!(mutation.target as Element).matches?.(boxSelector)) continue;
        for (const copy of Array.from(mutation.addedNodes)) {
          if (!(copy instanceof Element)) continue;
          for (const frame of Array.from(copy.querySelectorAll('iframe'))) {
            record.copiedFrames.push(frame.getAttribute('src') ?? frame.getAttribute('srcdoc'));
          }
        }
      }
    }).observe(document, { subtree: true, childList: true });
  }, MEASURING_BOX);
  await openPage(page, '/rtk-query/api/ApiProvider');
  // Sized before the reader scrolls to it, the example's block is not drawn for good, and is measured again.
  await waitForArticleSized(page);
  const section = exampleSection(page, 'api-provider');
  await runExample(section);
  const { requests } = pageControls(section);
  await expect.poll(requests).toEqual(['GET /api/bookmarks → 200']);
  // A new width measures every block again, the running example's too.
  await resizeAndWaitForSizedAgain(page, 900, 800);
  const copiedFrames = await page.evaluate(() => (window as unknown as { copiedFrames: unknown[] }).copiedFrames);
  expect(copiedFrames.length).toBeGreaterThan(0);
  expect(copiedFrames).toEqual(copiedFrames.map(() => null));
  // No copy's app ran: the example's only requests are still its own first one.
  expect(await requests()).toEqual(['GET /api/bookmarks → 200']);
});

for (const path of [LONG_PAGE, '/usage/usage-guide', '/api/createSlice', '/introduction/getting-started']) {
  test(`a block of ${path} has the same height skipped as drawn`, async ({ page }) => {
    // A skipped block contains its children's margins; one that merged with the block's own would change its height when drawn.
    await openPage(page, path);
    await drawWholeArticle(page);
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
  await waitForArticleSized(page);
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(200);
  // An article holding the target is laid out in full: no block of it is skipped, above the section or below.
  expect((await page.evaluate(skippedInside, BLOCKS)).some(Boolean)).toBe(false);
});

test('a page reached from the sidebar is drawn in full at once', async ({ page }) => {
  await openPage(page, '/api/createSlice');
  await waitForArticleSized(page);
  await page.locator('.theme-doc-sidebar-container').getByRole('link', { name: 'createReducer', exact: true }).click();
  await expect(page.locator('h1')).toHaveText('createReducer');
  // Drawn before it is painted: a scroll position restored into it must find the real layout.
  expect(await page.locator(`${BLOCKS}:not([data-rendered])`).count()).toBe(0);
  await waitForArticleSized(page);
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
  await waitForArticleSized(page);
  await expect(lastBlock).toBeInViewport();
});

test('the article waits to be measured while the search engine loads, and is measured after', async ({ page }) => {
  await page.addInitScript(recordMeasuring, MEASURING_BOX);
  await openPage(page, LONG_PAGE);
  // Intent to search, before the pass has finished: the engine starts loading.
  await page.locator('button[aria-haspopup="dialog"]').hover();
  await page.waitForFunction(() => performance.getEntriesByName('search:index-ready').length > 0);
  await waitForArticleSized(page);
  const tasks = await measuringTasks(page);
  const { start, ready } = await page.evaluate(() => ({
    start: performance.getEntriesByName('search:index-fetch-start')[0]!.startTime,
    ready: performance.getEntriesByName('search:index-ready')[0]!.startTime,
  }));
  // At most a task already under way when loading started runs during it; the rest wait.
  expect(tasks.filter(({ at }) => at > start && at < ready).length).toBeLessThanOrEqual(1);
  expect(tasks.filter(({ at }) => at >= ready).length).toBeGreaterThan(0);
});

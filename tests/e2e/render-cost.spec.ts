import type { Page } from '@playwright/test';
import { test, expect, openPage } from './fixtures';
import { visitCommittedFibers } from './react-commits';

/** What keeps long pages cheap to show: each guard fails if the saving it protects is lost. */

test('the page paints before its scripts are requested', async ({ page }) => {
  await openPage(page, '/api/createSlice');
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/js\/(runtime~)?main\./.test(entry.name));
    return { paint: paint?.startTime ?? null, firstScript: Math.min(...scripts.map((entry) => entry.startTime)) };
  });
  expect(timing.paint).not.toBeNull();
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint!);
  const headScripts = await page.locator('head script[src][defer]').count();
  expect(headScripts).toBe(0);
});

test('the app starts in steps, each in a task of its own, before it hydrates', async ({ page }) => {
  await page.addInitScript(() => {
    // A task queued as each step starts runs before the next step starts when the steps yield between them.
    const record = window as unknown as { startupOrder: string[] };
    record.startupOrder = [];
    const mark = performance.mark.bind(performance);
    performance.mark = (name: string, options?: PerformanceMarkOptions) => {
      if (name.startsWith('startup:')) {
        record.startupOrder.push(name);
        const channel = new MessageChannel();
        channel.port1.onmessage = () => record.startupOrder.push(`task after ${name}`);
        channel.port2.postMessage(null);
      }
      return mark(name, options);
    };
  });
  await openPage(page, '/api/createSlice');
  const order = await page.evaluate(() => (window as unknown as { startupOrder: string[] }).startupOrder);
  const steps = ['react-dom', 'client-modules', 'routes', 'route-chunks', 'app', 'hydrate'].map(
    (step) => `startup:${step}`,
  );
  expect(order.filter((entry) => entry.startsWith('startup:'))).toEqual(steps);
  for (const [index, step] of steps.slice(0, -1).entries()) {
    expect(order.indexOf(`task after ${step}`)).toBeLessThan(order.indexOf(steps[index + 1]));
  }
});

test('hydration adopts the server-rendered code blocks instead of rebuilding them', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverCode: Element[] }).serverCode = Array.from(document.querySelectorAll('pre code'));
    });
  });
  await openPage(page, '/api/createSlice');
  const { total, replaced } = await page.evaluate(() => {
    const serverCode = (window as unknown as { serverCode: Element[] }).serverCode;
    return { total: serverCode.length, replaced: serverCode.filter((element) => !element.isConnected).length };
  });
  expect(total).toBeGreaterThan(10);
  expect(replaced).toBe(0);
});

test('a stored JavaScript choice switches panels in place after hydration', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('docusaurus.tab.language', 'js'));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverPanels: Element[] }).serverPanels = Array.from(
        document.querySelectorAll('[role="tabpanel"]'),
      );
    });
  });
  await openPage(page, '/api/createSlice');
  const tabs = page.locator('.tabs-container').first();
  await expect(tabs.getByRole('tab', { name: 'JavaScript' })).toHaveAttribute('aria-selected', 'true');
  const stillThere = await page.evaluate(() =>
    (window as unknown as { serverPanels: Element[] }).serverPanels.every((panel) => panel.isConnected),
  );
  expect(stillThere).toBe(true);
  // Each tab names the panel it controls, and the panel its tab.
  const tab = tabs.getByRole('tab', { name: 'JavaScript' });
  const panelId = await tab.getAttribute('aria-controls');
  const panel = page.locator(`[id="${panelId}"]`);
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id'))!);
});

test('switching language keeps the clicked tab where it was on screen', async ({ page }) => {
  await openPage(page, '/api/createSlice');
  const tab = page.locator('.tabs-container').nth(3).getByRole('tab', { name: 'JavaScript' });
  await tab.scrollIntoViewIfNeeded();
  const before = (await tab.boundingBox())!.y;
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const after = (await tab.boundingBox())!.y;
  expect(Math.abs(after - before)).toBeLessThan(2);
});

for (const width of [375, 1280]) {
  test(`code blocks off screen hold their real size at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openPage(page, '/usage/usage-guide');
    const sizes = await page.evaluate(() => {
      const blocks = Array.from(document.querySelectorAll<HTMLElement>('pre code[data-code-key]')).filter(
        (element) => element.offsetParent !== null,
      );
      const measure = () =>
        blocks.map((element) => {
          const pre = element.parentElement!;
          return [Math.round(element.getBoundingClientRect().height), pre.scrollWidth > pre.clientWidth];
        });
      const placeholder = { page: document.documentElement.scrollHeight, blocks: measure() };
      for (const element of blocks) element.style.contentVisibility = 'visible';
      const drawn = { page: document.documentElement.scrollHeight, blocks: measure() };
      return { count: blocks.length, placeholder, drawn };
    });
    expect(sizes.count).toBeGreaterThan(20);
    expect(sizes.placeholder.page).toBe(sizes.drawn.page);
    expect(sizes.placeholder.blocks).toEqual(sizes.drawn.blocks);
  });
}

/** Records, as `window.prefetches`, each `<link rel=prefetch>` added to the page (its URL and when), and the load event's time. */
function recordPrefetchLinks(): void {
  const record = window as unknown as { loadAt?: number; prefetches: Array<{ href: string; at: number }> };
  record.prefetches = [];
  window.addEventListener('load', () => {
    record.loadAt = performance.now();
  });
  new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of Array.from(change.addedNodes))
        if (node instanceof HTMLLinkElement && node.rel === 'prefetch')
          record.prefetches.push({ href: node.href, at: performance.now() });
  }).observe(document, { childList: true, subtree: true });
}

const prefetchCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { prefetches: unknown[] }).prefetches.length);

test('links in view prefetch their pages only after the load event', async ({ page }) => {
  await page.addInitScript(recordPrefetchLinks);
  await openPage(page, '/api/createSlice');
  await expect.poll(() => prefetchCount(page)).toBeGreaterThan(0);
  const { loadAt, prefetchAt } = await page.evaluate(() => {
    const record = window as unknown as { loadAt: number; prefetches: Array<{ at: number }> };
    return { loadAt: record.loadAt, prefetchAt: record.prefetches.map((prefetch) => prefetch.at) };
  });
  expect(Math.min(...prefetchAt)).toBeGreaterThan(loadAt);
});

test('prefetching a linked page skips the chunks this page has already loaded', async ({ page }) => {
  await page.addInitScript(recordPrefetchLinks);
  await openPage(page, '/api/createSlice');
  // The home page (the navbar's logo links to it) needs a chunk of its own, and the docs layout's, which this page has.
  await expect.poll(() => prefetchCount(page)).toBeGreaterThan(0);
  const { prefetched, loadedScripts } = await page.evaluate(() => ({
    prefetched: (window as unknown as { prefetches: Array<{ href: string }> }).prefetches.map(
      (prefetch) => prefetch.href,
    ),
    loadedScripts: performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name),
  }));
  expect(loadedScripts.length).toBeGreaterThan(3);
  expect(prefetched.filter((href) => loadedScripts.includes(href))).toEqual([]);
  expect(new Set(prefetched).size).toBe(prefetched.length);
});

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu is built when it first opens, not while the page hydrates', async ({ page }) => {
    await openPage(page, '/rtk-query/api/createApi');
    // Once the page knows it is on a phone, the desktop sidebar goes; the theme would render the menu then.
    await expect(page.locator('.theme-doc-sidebar-menu')).toHaveCount(0);
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await expect(page.locator('.navbar-sidebar a[aria-current="page"]')).toHaveText('createApi');
  });

  test('the hidden desktop sidebar is not hydrated before the theme removes it', async ({ page }) => {
    await visitCommittedFibers(page, (fiber, commit) => {
      if (commit !== 1) return;
      const record = window as unknown as { sidebarLinksHydrated?: number; serverSidebarLinks?: number };
      record.serverSidebarLinks ??= document.querySelectorAll('.theme-doc-sidebar-menu a').length;
      record.sidebarLinksHydrated ??= 0;
      const node = fiber.stateNode;
      if (node instanceof Element && node.matches('.theme-doc-sidebar-menu a')) record.sidebarLinksHydrated += 1;
    });
    await openPage(page, '/rtk-query/api/createApi');
    await expect(page.locator('.theme-doc-sidebar-menu')).toHaveCount(0);
    const { serverSidebarLinks, sidebarLinksHydrated } = await page.evaluate(() => {
      const record = window as unknown as { sidebarLinksHydrated: number; serverSidebarLinks: number };
      return { serverSidebarLinks: record.serverSidebarLinks, sidebarLinksHydrated: record.sidebarLinksHydrated };
    });
    expect(serverSidebarLinks).toBeGreaterThan(20);
    expect(sidebarLinksHydrated).toBe(0);
  });

  test('once the page knows it is on a phone, the navbar links, breadcrumbs and page links are not rendered again', async ({
    page,
  }) => {
    // After the first commit (hydration), the chosen elements React renders again with new props.
    await visitCommittedFibers(page, (fiber, commit) => {
      const record = window as unknown as { commits: number; renderedAgain: string[] };
      record.commits = commit;
      record.renderedAgain ??= [];
      const node = fiber.stateNode;
      const renderedAgain =
        commit > 1 && fiber.alternate !== null && fiber.alternate.memoizedProps !== fiber.memoizedProps;
      if (
        renderedAgain &&
        node instanceof Element &&
        node.matches('.navbar__link, .breadcrumbs__link, .pagination-nav__link')
      )
        record.renderedAgain.push(node.outerHTML.slice(0, 80));
    });
    await openPage(page, '/rtk-query/api/createApi');
    // The theme has measured the window and removed the desktop sidebar: the commit that follows hydration is done.
    await expect(page.locator('.theme-doc-sidebar-menu')).toHaveCount(0);
    const { commits, renderedAgain } = await page.evaluate(() => {
      const record = window as unknown as { commits: number; renderedAgain: string[] };
      return { commits: record.commits, renderedAgain: record.renderedAgain };
    });
    expect(commits).toBeGreaterThan(1);
    expect(await page.locator('.navbar__link, .breadcrumbs__link, .pagination-nav__link').count()).toBeGreaterThan(5);
    expect(renderedAgain).toEqual([]);
  });

  test('loading compares no strings by locale; the menu gets the docs sidebar when the reader heads for its button', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // The first comparison by locale loads the browser's collation data: a long task on a slow phone.
      const compare = String.prototype.localeCompare;
      const record = window as unknown as { localeComparisons: number };
      record.localeComparisons = 0;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof compare>) {
        record.localeComparisons += 1;
        return compare.apply(this, args);
      };
    });
    await openPage(page, '/rtk-query/api/createApi');
    // The theme has measured the window and removed the desktop sidebar: everything after hydration has run.
    await expect(page.locator('.theme-doc-sidebar-menu')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { localeComparisons: number }).localeComparisons)).toBe(0);
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await toggle.hover();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { localeComparisons: number }).localeComparisons))
      .toBeGreaterThan(0);
    await toggle.click();
    const docsPanel = page.locator('.navbar-sidebar__item').nth(1);
    await expect(docsPanel.getByRole('button', { name: '← Back to main menu' })).toBeInViewport();
    await expect(docsPanel.locator('a[aria-current="page"]')).toHaveText('createApi');
  });
});

test('the route-change progress bar downloads its code on the first navigation, and shows while a page loads', async ({
  page,
}) => {
  const progressBarCode = (body: string) => body.includes('nprogress-busy');
  const scripts: string[] = [];
  let delayPageCode = false;
  // Once the first page is up, the next page's code (prefetched or not) arrives a second late; the progress bar's own code at once.
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    scripts.push(body);
    if (delayPageCode && !progressBarCode(body)) await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.fulfill({ response });
  });
  await openPage(page, '/rtk-query/api/createApi');
  delayPageCode = true;
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.some(progressBarCode)).toBe(false);

  await page.locator('.theme-doc-markdown a[href="/api/createSlice"]').first().click();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page.locator('h1')).toHaveText('createSlice');
  await expect(page.locator('#nprogress')).not.toBeAttached();
  expect(scripts.some(progressBarCode)).toBe(true);
  // Prefetches still held back must not outlive the test.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

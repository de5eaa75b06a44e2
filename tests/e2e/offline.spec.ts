import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { serveBuild } from '../../server/serve-build.mjs';
import { test, expect, openPage, waitForTransitions } from './fixtures';
import { AXE_TAGS, InPageAxe } from './in-page-axe';

/**
 * Installing the service worker is the slow step of these tests: it waits for the page to settle,
 * then downloads the whole precache (about 280 files). On a loaded 2-core machine it took 20 s of a
 * test's 30, so the wait for it has its own time, added to the test's.
 */
const SERVICE_WORKER_INSTALL_MS = 60_000;

/** Resolves once a service worker is active and controls the page (it claims the page that installed it). */
async function waitForServiceWorkerControl(page: Page): Promise<void> {
  test.info().setTimeout(test.info().timeout + SERVICE_WORKER_INSTALL_MS);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

const sidebar = (page: Page) => page.locator('.theme-doc-sidebar-container');

// The suite blocks service workers elsewhere (playwright.config.ts); these tests are about them.
test.use({ serviceWorkers: 'allow' });

test.describe('offline reading', () => {
  test('reads visited and main doc pages offline, and shows the offline page for the rest', async ({
    page,
    context,
  }) => {
    await openPage(page, '/api/createSlice');
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);

    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.locator('article h1')).toHaveText('createSlice');

    // A page never visited, reached through the client-side router (its script chunks are precached).
    await sidebar(page).getByRole('link', { name: 'createReducer', exact: true }).click();
    await expect(page).toHaveURL(/\/api\/createReducer$/);
    await expect(page.locator('article h1')).toHaveText('createReducer');

    // A full page load of another unvisited doc page.
    await openPage(page, '/rtk-query/usage/queries');
    await expect(page.locator('article h1')).toHaveText('Queries');
    await sidebar(page).getByRole('link', { name: 'Mutations', exact: true }).click();
    await expect(page.locator('article h1')).toHaveText('Mutations');

    // Internal pages are not precached: the offline page answers, with links back to the saved docs.
    const response = await page.goto('/rtk-query/internal/overview');
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    await expect(page.getByRole('link', { name: 'Getting started' })).toHaveAttribute(
      'href',
      '/introduction/getting-started',
    );
    await page.getByRole('link', { name: 'Getting started' }).click();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.locator('article h1')).toHaveText('Getting Started with Redux Toolkit');
  });

  test('searches offline once the index has been fetched', async ({ page, context }) => {
    await openPage(page, '/api/createSlice');
    await waitForServiceWorkerControl(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('createSlice');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    // The worker keeps the index it fetched: offline, a reload must find it in the cache.
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await caches.open('rtk-docs-fetched-assets')).keys()).some((request) =>
            request.url.includes('/assets/search/'),
          ),
        ),
      )
      .toBe(true);
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('cancel a thunk');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('Cancelling a running thunk');
  });

  test('keeps a page outside the precache once it has been opened', async ({ page, context }) => {
    // The errors page is not precached; opening it before the worker exists is enough.
    await openPage(page, '/errors');
    await waitForServiceWorkerControl(page);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await expect
      .poll(() =>
        page.evaluate(async () => (await caches.open('rtk-docs-visited-pages')).match('/errors').then(Boolean)),
      )
      .toBe(true);
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
  });
});

test.describe('new version prompt', () => {
  const PAGE = '/introduction/getting-started';
  let root: string;
  let port: number;
  let stop = () => {};

  async function serveUntilClosed(): Promise<void> {
    // The same origin must come back: wait until the old server has let go of the port.
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/`).then(
            () => 'serving',
            () => 'free',
          ),
        { timeout: 15_000 },
      )
      .toBe('free');
    ({ stop } = await serveBuild({ dir: root, port }));
  }

  /** A second deploy: one precached page changes, and the worker's precache list gets its new revision. */
  function deployNewVersion(): void {
    const htmlFile = path.join(root, PAGE, 'index.html');
    const before = fs.readFileSync(htmlFile);
    // The minified page has no </head>: the tag goes right after the charset.
    const after = before
      .toString('utf8')
      .replace('<meta charset=UTF-8>', '<meta charset=UTF-8><meta name=rtk-docs-deploy content=2>');
    expect(after).not.toBe(before.toString('utf8'));
    fs.writeFileSync(htmlFile, after);
    const revision = (body: string | Buffer) => createHash('md5').update(body).digest('hex');
    const workerFile = path.join(root, 'sw.js');
    const worker = fs.readFileSync(workerFile, 'utf8');
    const entry = `{"revision":"${revision(before)}","url":"${PAGE}"}`;
    expect(worker).toContain(entry);
    fs.writeFileSync(workerFile, worker.replace(entry, `{"revision":"${revision(after)}","url":"${PAGE}"}`));
    // The server would send the old precompressed copies.
    for (const file of [htmlFile, workerFile]) for (const suffix of ['.br', '.gz']) fs.rmSync(`${file}${suffix}`);
  }

  test.beforeEach(async ({ baseURL }) => {
    port = Number(new URL(baseURL ?? '').port) + 2;
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'rtk-docs-deploy-'));
    fs.cpSync('build', root, { recursive: true });
    await serveUntilClosed();
  });

  test.afterEach(() => {
    stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('offers the new version and reloads onto it from the keyboard', async ({ page, context }) => {
    // Two pages that each install the service worker and precache the site, a server restarted on the
    // same port, and a reload through the new worker: 21-27 s on a quiet run, over 30 s on a loaded machine.
    test.slow();
    const origin = `http://127.0.0.1:${port}`;
    await openPage(page, `${origin}${PAGE}`);
    await waitForServiceWorkerControl(page);
    const other = await context.newPage();
    const otherErrors: string[] = [];
    other.on('console', (message) => {
      if (message.type() === 'error') otherErrors.push(message.text());
    });
    other.on('pageerror', (error) => otherErrors.push(error.message));
    await openPage(other, `${origin}/api/createSlice`);

    stop();
    deployNewVersion();
    await serveUntilClosed();
    // Installing the new worker (fetching the changed page into its precache) is the slow step: its own wait.
    // The check for a new version is made again while no new worker is under way: in one CI run a single
    // check left none in 30 s (not explained; the browser joins a check to one already running).
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            if (!registration) return 'no registration';
            if (registration.waiting) return registration.waiting.state;
            if (!registration.installing) await registration.update().catch(() => undefined);
            return registration.installing?.state ?? 'no new worker yet';
          }),
        { timeout: 30_000 },
      )
      .toBe('installed');

    const prompt = page.getByRole('complementary', { name: 'Site update' });
    // The prompt's own code is a chunk fetched only now.
    await expect(prompt.getByRole('status')).toHaveText('New version available — reload to read it.', {
      timeout: 15_000,
    });
    // Every open tab gets the prompt; one can put it away.
    const otherPrompt = other.getByRole('complementary', { name: 'Site update' });
    await expect(otherPrompt).toBeVisible();
    await otherPrompt.getByRole('button', { name: 'Dismiss' }).focus();
    await other.keyboard.press('Enter');
    await expect(otherPrompt).toHaveCount(0);

    for (const mode of ['light', 'dark']) {
      await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
      await waitForTransitions(page);
      const results = await InPageAxe.withTags(page, AXE_TAGS).include('#pwa-reload-prompt').analyze();
      expect(results.violations, `axe in ${mode} mode`).toEqual([]);
    }

    await expect(page.locator('meta[name="rtk-docs-deploy"]')).toHaveCount(0);
    await prompt.getByRole('button', { name: 'Reload' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('meta[name="rtk-docs-deploy"]')).toHaveAttribute('content', '2');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(prompt).toHaveCount(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBe(
      null,
    );
    expect(otherErrors).toEqual([]);
  });
});

test.describe('without a service worker', () => {
  test('works where the browser has no service workers', async ({ page }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
    });
    await openPage(page, '/api/createSlice');
    expect(await page.evaluate(() => 'serviceWorker' in navigator)).toBe(false);
    // Past the point where registration would run (3 s after load, then at idle: src/service-worker/register.ts).
    await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestIdleCallback(resolve), 3_500)));
    await sidebar(page).getByRole('link', { name: 'createReducer', exact: true }).click();
    await expect(page.locator('article h1')).toHaveText('createReducer');
  });

  test('warns and keeps working when registration is refused (storage blocked)', async ({ page, consoleWatch }) => {
    await page.addInitScript(() => {
      ServiceWorkerContainer.prototype.register = () =>
        Promise.reject(new DOMException('Storage access is blocked.', 'SecurityError'));
    });
    await openPage(page, '/api/createSlice');
    await expect
      .poll(
        () =>
          consoleWatch.messages.some((m) => m.type === 'warning' && /Offline reading is not available/.test(m.text)),
        { timeout: 15_000 },
      )
      .toBe(true);
    await sidebar(page).getByRole('link', { name: 'createReducer', exact: true }).click();
    await expect(page.locator('article h1')).toHaveText('createReducer');
  });
});

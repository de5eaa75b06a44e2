import fs from 'node:fs';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import type { Locator, Page } from '@playwright/test';
import { test, expect, openPage, waitForArticleSized } from './fixtures';
import { DRIVES } from './live-examples/drives';
import { LIVE_EXAMPLE_PAGES } from './live-examples/pages';
import {
  exampleSection,
  failNextButton,
  FIRST_RUN_TIMEOUT,
  pageControls,
  preview,
  PREVIEW_FRAME,
  pressToggleUntil,
  runExample,
  runner,
} from './live-examples/on-page';
import { AXE_TAGS, InPageAxe } from './in-page-axe';

const EXAMPLES_DIR = path.resolve(__dirname, '../../examples');
/** Replaces the whole text of the file open in the editor, as a reader pasting over it would. */
async function replaceEditorText(section: Locator, code: string): Promise<void> {
  const editor = section.locator('.cm-content');
  await editor.click();
  await section.page().keyboard.press('ControlOrMeta+A');
  await section.page().keyboard.insertText(code);
}

/** Axe over the app an example shows, inside its preview frame. */
const appScan = (page: Page, name: string) =>
  InPageAxe.withTags(page, AXE_TAGS).include(`[data-live-example="${name}"] ${PREVIEW_FRAME}`);

const exampleFile = (name: string, file: string) => fs.readFileSync(path.join(EXAMPLES_DIR, name, file), 'utf8');

test.describe('live examples', () => {
  for (const { name, page: route } of LIVE_EXAMPLE_PAGES) {
    test(`${name} runs on ${route} and behaves as it shows`, async ({ page }) => {
      test.slow();
      await openPage(page, route);
      // Blocks laid out after load may move the example: its drive clicks inside the preview, so
      // the page must have its final layout first (a click once landed beside the button).
      await waitForArticleSized(page);
      const section = exampleSection(page, name);
      await runExample(section);
      const drive = DRIVES[name];
      if (!drive)
        throw new Error(`examples/${name} has no test: add tests/e2e/live-examples/${name}.drive.ts to drives.ts`);
      await drive(pageControls(section));
      // The app as the drive left it: accessible too. The editor and panes around it are the same
      // for every example: they are scanned below, holding every kind of entry, in both colour modes.
      const { violations } = await appScan(page, name).analyze();
      expect(
        violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
      ).toEqual([]);
    });
  }

  test('loads nothing of the runner before Run', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await openPage(page, '/tutorials/quick-start');
    const section = exampleSection(page, 'counter');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('button', { name: 'Run' })).toBeVisible();
    await expect(section.locator('pre').first()).toContainText('import');
    expect(requested.filter((url) => url.startsWith('/assets/live/'))).toEqual([]);
    expect(await page.locator('.cm-editor, iframe').count()).toBe(0);

    await runExample(section);
    expect(requested.some((url) => /^\/assets\/live\/vendor\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  });

  test('re-runs after an edit, keeps the last good preview on a syntax or render error, and Reset restores', async ({
    page,
    consoleWatch,
  }) => {
    test.slow();
    consoleWatch.allow(/broken on purpose/);
    await openPage(page, '/tutorials/quick-start');
    const section = exampleSection(page, 'counter');
    await runExample(section);
    const app = preview(section);
    await expect(app.getByRole('heading', { name: 'Redux Toolkit counter' })).toBeVisible();

    await section.getByRole('tab', { name: 'App.tsx' }).click();
    const original = exampleFile('counter', 'src/App.tsx');
    await replaceEditorText(section, original.replace('<h1>Redux Toolkit counter</h1>', '<h1>Edited counter</h1>'));
    await expect(app.getByRole('heading', { name: 'Edited counter' })).toBeVisible();
    await expect(runner(section)).toHaveAttribute('data-run-status', 'ready');

    // A syntax error: the console names the file and line, the edited preview stays.
    await replaceEditorText(
      section,
      original.replace('export default function App() {', 'export default function App( {'),
    );
    const consolePane = section.getByRole('region', { name: 'Console' });
    await expect(consolePane).toContainText(/src\/App\.tsx:\d+ Syntax error/);
    await expect(runner(section)).toHaveAttribute('data-run-status', 'failed');
    await expect(app.getByRole('heading', { name: 'Edited counter' })).toBeVisible();

    // An error while rendering: named with its file and line, and the last good preview still stays.
    await replaceEditorText(
      section,
      original.replace(
        'export default function App() {',
        "export default function App() {\n  throw new Error('broken on purpose')",
      ),
    );
    await expect(consolePane).toContainText(/broken on purpose/);
    await expect(consolePane).toContainText(/src\/App\.tsx:\d+/);
    await expect(app.getByRole('heading', { name: 'Edited counter' })).toBeVisible();

    await section.getByRole('button', { name: 'Reset' }).click();
    await expect(app.getByRole('heading', { name: 'Redux Toolkit counter', exact: true })).toBeVisible();
    await expect(section.locator('.cm-content')).toContainText('<h1>Redux Toolkit counter</h1>');
  });

  test('keeps example code away from the site: no storage, cookies, top navigation or network', async ({
    page,
    context,
    consoleWatch,
  }) => {
    test.slow();
    consoleWatch.allow(
      /Content Security Policy|Refused to connect|ERR_BLOCKED|Failed to fetch|blocked|Unsafe attempt to initiate navigation/i,
    );
    await openPage(page, '/tutorials/quick-start');
    await page.evaluate(() => {
      localStorage.setItem('site-secret', 'storage');
      document.cookie = 'site-cookie=cookie; path=/';
    });
    // Requests from the sandbox that reached a server (blocked ones fail before the network).
    const outside: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      const fromSandbox = response.request().frame() !== page.mainFrame();
      if (fromSandbox && url.protocol !== 'blob:' && !url.pathname.startsWith('/assets/live/sandbox.')) {
        outside.push(response.url());
      }
    });

    const section = exampleSection(page, 'counter');
    await runExample(section);
    await section.getByRole('tab', { name: 'main.tsx' }).click();
    await replaceEditorText(
      section,
      [
        'const attempt = (label: string, act: () => unknown) => {',
        '  try {',
        "    console.log(label + ': ' + String(act()))",
        '  } catch (error) {',
        "    console.log(label + ' blocked: ' + (error as Error).name)",
        '  }',
        '}',
        "attempt('storage', () => localStorage.getItem('site-secret'))",
        "attempt('cookie', () => document.cookie)",
        "attempt('parent', () => window.parent.document.title)",
        "attempt('top navigation', () => { window.top!.location.href = '/errors'; return 'asked' })",
        "fetch('/api/anything').then(() => console.log('fetch answered'), () => console.log('fetch blocked'))",
        "fetch('https://example.com/').then(() => console.log('remote answered'), () => console.log('remote blocked'))",
        "const image = new Image(); image.src = 'https://example.com/pixel.png'",
        "document.body.append('isolation probe ran')",
      ].join('\n'),
    );
    await expect(preview(section).locator('body')).toContainText('isolation probe ran');
    const consolePane = section.getByRole('region', { name: 'Console' });
    await expect(consolePane).toContainText('storage blocked: SecurityError');
    await expect(consolePane).toContainText('cookie blocked: SecurityError');
    await expect(consolePane).toContainText('parent blocked: SecurityError');
    await expect(consolePane).toContainText('fetch blocked');
    await expect(consolePane).toContainText('remote blocked');
    await expect(consolePane).not.toContainText(/storage: storage|cookie: .*site-cookie/);
    expect(page.url()).toMatch(/\/tutorials\/quick-start$/);
    await expect(page.locator('article h1')).toHaveText('Redux Toolkit Quick Start');
    expect(outside).toEqual([]);
    // The image never left: the sandbox's policy refused it (Chromium logs the refusal).
    expect(
      consoleWatch.messages.some((message) => /pixel\.png/.test(message.text) && /img-src/.test(message.text)),
    ).toBe(true);
    expect((await context.cookies()).some((cookie) => cookie.name === 'site-cookie')).toBe(true);
  });

  test('downloads a Vite project with the same files and the site’s versions', async ({ page }) => {
    await openPage(page, '/tutorials/quick-start');
    const section = exampleSection(page, 'counter');
    await runExample(section);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('rtk-example-counter.zip');
    const zip = unzipSync(fs.readFileSync(await download.path()));
    const text = (file: string) => strFromU8(zip[`rtk-example-counter/${file}`]!);
    expect(text('src/features/counter/counterSlice.ts')).toBe(
      exampleFile('counter', 'src/features/counter/counterSlice.ts'),
    );
    expect(text('index.html')).toContain('<script type="module" src="/src/main.tsx">');
    const project = JSON.parse(text('package.json')) as {
      dependencies: Record<string, string>;
      scripts: Record<string, string>;
    };
    const site = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    expect(project.dependencies['@reduxjs/toolkit']).toBe(site.devDependencies['@reduxjs/toolkit']);
    expect(project.scripts.dev).toBe('vite');
  });

  test('the accessibility scan looks inside the preview frame', async ({ page }) => {
    await openPage(page, '/tutorials/quick-start');
    const section = exampleSection(page, 'counter');
    await runExample(section);
    await preview(section)
      .getByRole('button', { name: 'Increment' })
      .evaluate((button) => {
        const planted = document.createElement('p');
        planted.id = 'planted';
        planted.style.cssText = 'color:#777;background:#888';
        planted.textContent = 'Hard to read';
        button.after(planted);
      });
    const { violations } = await appScan(page, 'counter').analyze();
    expect(
      violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}`)),
    ).toEqual(['color-contrast iframe #planted']);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the editor and panes, holding every kind of entry, have no axe violations in ${scheme} mode`, async ({
      page,
      consoleWatch,
    }) => {
      consoleWatch.allow(/A planted error entry/);
      await page.emulateMedia({ colorScheme: scheme });
      await openPage(page, '/rtk-query/api/ApiProvider');
      const section = exampleSection(page, 'api-provider');
      await runExample(section);
      const { app, requests, failNextRequest } = pageControls(section);
      await expect.poll(requests).toContain('GET /api/bookmarks → 200');
      await failNextRequest();
      await app.getByRole('button', { name: 'Reload list' }).click();
      await expect.poll(requests).toContain('GET /api/bookmarks → 500');
      await app.locator('body').evaluate(() => {
        console.log('A planted log entry');
        console.info('A planted info entry');
        console.warn('A planted warning entry');
        console.error('A planted error entry');
      });
      const consoleOutput = section.getByRole('list', { name: 'Console output' });
      for (const level of ['log', 'info', 'warn', 'error']) {
        await expect(consoleOutput.locator(`[data-level="${level}"]`).last()).toContainText('A planted');
      }
      // An action opened, showing the action and the state after it.
      await section.getByRole('region', { name: 'Actions and state' }).locator('summary').first().click();
      await expect(section.getByText('State after it:').first()).toBeVisible();
      // The pressed control's colours are scanned too.
      await failNextRequest();
      await waitForArticleSized(page);
      const { violations } = await InPageAxe.withTags(page, AXE_TAGS)
        .include('[data-live-example="api-provider"]')
        .analyze();
      expect(
        violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
      ).toEqual([]);
    });
  }

  test('Fail next request stays pressed until a request has failed, and a second press cancels it', async ({
    page,
  }) => {
    await openPage(page, '/rtk-query/api/ApiProvider');
    const section = exampleSection(page, 'api-provider');
    await runExample(section);
    const { app, requests } = pageControls(section);
    const control = failNextButton(section);
    const reload = app.getByRole('button', { name: 'Reload list' });
    await expect.poll(requests).toEqual(['GET /api/bookmarks → 200']);
    await expect(control).toHaveAttribute('aria-pressed', 'false');

    await pressToggleUntil(control, true);
    await pressToggleUntil(control, false);
    await reload.click();
    await expect.poll(requests).toEqual(['GET /api/bookmarks → 200', 'GET /api/bookmarks → 200']);

    await pressToggleUntil(control, true);
    await reload.click();
    await expect
      .poll(requests)
      .toEqual(['GET /api/bookmarks → 200', 'GET /api/bookmarks → 200', 'GET /api/bookmarks → 500']);
    await expect(control).toHaveAttribute('aria-pressed', 'false');
    await expect(app.getByText('Could not load the bookmarks.')).toBeVisible();
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('shows the preview below the code, without sideways scrolling of the page', async ({ page }) => {
      await openPage(page, '/tutorials/quick-start');
      const section = exampleSection(page, 'counter');
      await runExample(section);
      const editorBox = (await section.locator('.cm-editor').boundingBox())!;
      const previewBox = (await section.locator('iframe[title^="Preview of"]:not([aria-hidden])').boundingBox())!;
      expect(previewBox.y).toBeGreaterThanOrEqual(editorBox.y + editorBox.height);
      expect(previewBox.width).toBeGreaterThan(300);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    });
  });

  test('works by keyboard alone: Run, file tabs, editing and Reset', async ({ page }) => {
    await openPage(page, '/tutorials/quick-start');
    const section = exampleSection(page, 'counter');
    await section.getByRole('button', { name: 'Run' }).focus();
    await page.keyboard.press('Enter');
    await expect(runner(section)).toHaveAttribute('data-run-status', 'ready', { timeout: FIRST_RUN_TIMEOUT });
    const selected = section.getByRole('tab', { selected: true });
    await selected.focus();
    await page.keyboard.press('End');
    await expect(section.getByRole('tab', { name: 'main.tsx' })).toBeFocused();
    await expect(section.getByRole('tab', { name: 'main.tsx' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await expect(section.locator('.cm-content')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\nconsole.log("typed by keyboard")');
    await expect(section.getByRole('region', { name: 'Console' })).toContainText('typed by keyboard');
    // Tab leaves the editor (it does not indent), so the runner's controls stay reachable.
    await page.keyboard.press('Tab');
    await expect(section.getByRole('button', { name: 'Reset' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(section.locator('.cm-content')).not.toContainText('typed by keyboard');
  });

  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('runs offline once the runner has been loaded', async ({ page, context }) => {
      test.slow();
      await openPage(page, '/tutorials/quick-start');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((resolve) =>
            navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
          );
        }
      });
      await runExample(exampleSection(page, 'counter'));

      await context.setOffline(true);
      await page.reload();
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const section = exampleSection(page, 'counter');
      await runExample(section);
      await preview(section).getByRole('button', { name: 'Increment' }).click();
      await expect(preview(section).getByRole('heading', { name: /^Count: / })).toHaveText('Count: 1');
    });
  });
});

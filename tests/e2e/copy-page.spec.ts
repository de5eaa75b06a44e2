import type { Page } from '@playwright/test';
import { test, expect, openPage } from './fixtures';

const PAGE = '/api/createSlice';
const MARKDOWN = `${PAGE}.md`;
const PUBLIC_MARKDOWN_URL = `https://redux-toolkit.js.org${MARKDOWN}`;

function menuButton(page: Page) {
  return page.getByRole('button', { name: /^(Copy page|Copied)$/ });
}

async function openMenu(page: Page) {
  await menuButton(page).click();
  await expect(page.getByRole('menu', { name: 'Copy page' })).toBeVisible();
}

test.describe('copy page menu', () => {
  test('copies the page Markdown to the clipboard and says so', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, PAGE);
    await openMenu(page);
    await page.getByRole('menuitem', { name: /Copy page as Markdown/ }).click();

    await expect(menuButton(page)).toHaveText('Copied');
    await expect(page.getByRole('status').filter({ hasText: 'Page copied' })).toHaveText(
      'Page copied to the clipboard as Markdown',
    );
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    const expected = await (await request.get(MARKDOWN)).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await expect(menuButton(page)).toHaveText('Copy page', { timeout: 4000 });
  });

  for (const [situation, script] of [
    [
      'the clipboard refuses the write',
      () => {
        Object.defineProperty(navigator.clipboard, 'writeText', {
          value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
        });
      },
    ],
    [
      'the browser has no Clipboard API',
      () => {
        Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
      },
    ],
  ] as const) {
    test(`shows the Markdown selected for copying by hand when ${situation}`, async ({ page, request }) => {
      await page.addInitScript(script);
      await openPage(page, PAGE);
      await openMenu(page);
      await page.getByRole('menuitem', { name: /Copy page as Markdown/ }).click();

      const dialog = page.getByRole('dialog', { name: 'Copy the Markdown yourself' });
      await expect(dialog).toBeVisible();
      const text = dialog.getByRole('textbox', { name: 'Markdown of this page' });
      const expected = await (await request.get(MARKDOWN)).text();
      await expect(text).toHaveValue(expected);
      await expect(text).toBeFocused();
      const selected = await text.evaluate((box: HTMLTextAreaElement) => [box.selectionStart, box.selectionEnd]);
      expect(selected).toEqual([0, expected.length]);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(menuButton(page)).toBeFocused();
      await expect(menuButton(page)).toHaveText('Copy page');
    });
  }

  test('says the Markdown could not be loaded, with a link to it, when the fetch fails', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/Failed to load resource|ERR_FAILED/);
    await page.route(`**${MARKDOWN}`, (route) => route.abort());
    await openPage(page, PAGE);
    await openMenu(page);
    await page.getByRole('menuitem', { name: /Copy page as Markdown/ }).click();

    const dialog = page.getByRole('dialog', { name: 'The Markdown could not be loaded' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: MARKDOWN })).toHaveAttribute('href', MARKDOWN);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('links to the Markdown and to both assistants with the page URL', async ({ page, request, consoleWatch }) => {
    // A plain-text page has no icon link, so the browser asks for /favicon.ico, which the site does not have.
    consoleWatch.allow(/404 \(Not Found\)/);
    await openPage(page, PAGE);
    await openMenu(page);
    const view = page.getByRole('menuitem', { name: /View as Markdown/ });
    await expect(view).toHaveAttribute('href', MARKDOWN);
    expect((await request.get(MARKDOWN)).status()).toBe(200);

    for (const [name, origin] of [
      ['Open in ChatGPT', 'https://chatgpt.com/?q='],
      ['Open in Claude', 'https://claude.ai/new?q='],
    ] as const) {
      const link = page.getByRole('menuitem', { name: new RegExp(name) });
      const href = (await link.getAttribute('href')) ?? '';
      expect(href.startsWith(origin)).toBe(true);
      expect(href).toContain(encodeURIComponent(PUBLIC_MARKDOWN_URL));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    await view.click();
    await expect(page).toHaveURL(new RegExp(`${MARKDOWN.replace(/\./g, '\\.')}$`));
    expect(await page.evaluate(() => document.body.innerText.startsWith('# createSlice'))).toBe(true);
  });

  test('works from the keyboard as a menu button', async ({ page }) => {
    await openPage(page, PAGE);
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();

    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Copy page' });
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.nth(0)).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Space');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(0)).toBeFocused();

    // Tab leaves the menu (its items are not tab stops) and closes it.
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.activeElement?.closest('[role="menu"]') ?? null)).toBeNull();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  });

  test('shows a visible focus ring on the button and the items', async ({ page }) => {
    await openPage(page, PAGE);
    await page.keyboard.press('Tab'); // let the browser know the keyboard is in use
    await menuButton(page).focus();
    const outline = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.activeElement as Element);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      });
    expect(await outline()).toBe('solid 2px');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    expect(await outline()).toBe('solid 2px');
  });

  test('closes on a click outside, without taking focus back', async ({ page }) => {
    await openPage(page, PAGE);
    await openMenu(page);
    await page.locator('article p').first().click();
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('loads no menu code until the reader shows interest in the button', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openPage(page, PAGE);
    await page.waitForLoadState('networkidle');
    const beforeIntent = new Set(scripts);
    expect(await page.locator('[role="menu"]').count()).toBe(0);

    const chunk = page.waitForRequest((request) => request.resourceType() === 'script');
    await menuButton(page).hover();
    const menuChunk = new URL((await chunk).url()).pathname;
    expect(beforeIntent.has(menuChunk)).toBe(false);
    const code = await (await request.get(menuChunk)).text();
    expect(code).toContain('Copy page as Markdown');
    await menuButton(page).click();
    await expect(page.getByRole('menu')).toBeVisible();
  });

  test('offers the Markdown link when the menu code cannot load', async ({ page, consoleWatch }) => {
    consoleWatch.allow(/Failed to load resource|ERR_FAILED|Loading chunk|ChunkLoadError/);
    await openPage(page, PAGE);
    await page.waitForLoadState('networkidle');
    await page.route('**/assets/js/*.js', (route) => route.abort());
    await menuButton(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The menu could not load' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: 'View this page as Markdown' })).toHaveAttribute('href', MARKDOWN);
  });

  test('is on every kind of doc page, beside the title', async ({ page }) => {
    for (const route of ['/introduction/getting-started', '/rtk-query/internal/overview']) {
      await openPage(page, route);
      const button = menuButton(page);
      await expect(button).toBeVisible();
      const [buttonBox, titleBox] = [await button.boundingBox(), await page.locator('article h1').boundingBox()];
      expect(buttonBox && titleBox).toBeTruthy();
      // Level with the title's first line, to its right.
      expect(buttonBox!.y).toBeLessThan(titleBox!.y + 40);
      expect(buttonBox!.x).toBeGreaterThan(titleBox!.x);
    }
  });
});

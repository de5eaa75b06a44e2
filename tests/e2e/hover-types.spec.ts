import type { Page } from '@playwright/test';
import { test, expect, openPage, waitForArticleSized, copiedBy } from './fixtures';
import { AXE_TAGS, InPageAxe } from './in-page-axe';

const HOVER_DATA = /\/assets\/type-hover\/.+\.json$/;
const TOOLTIP = '#type-hover-tooltip';
/** The first TypeScript code block of the page's article. */
const firstTypeScriptBlock = (page: Page) => page.locator('article .theme-code-block.language-ts').first();

function watchHoverRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (HOVER_DATA.test(new URL(request.url()).pathname)) requests.push(request.url());
  });
  return requests;
}

test.describe('types on hover', () => {
  test('loads no hover data until a reader interacts with a code block', async ({ page }) => {
    const requests = watchHoverRequests(page);
    await openPage(page, '/api/createSlice');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await firstTypeScriptBlock(page).hover();
    await expect.poll(() => requests.length).toBe(1);
  });

  test('shows the type of a name in the first TypeScript example on hover, and hides it on Escape', async ({
    page,
  }) => {
    await openPage(page, '/api/createSlice');
    const block = firstTypeScriptBlock(page);
    await block.hover();
    const name = block.locator('.type-hover-target', { hasText: /^createSlice$/ }).first();
    await name.hover();
    const tooltip = page.locator(TOOLTIP);
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveAttribute('role', 'tooltip');
    await expect(tooltip).toContainText('function createSlice<State>(options: {');
    await expect(name).toHaveAttribute('aria-describedby', 'type-hover-tooltip');
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await expect(name).not.toHaveAttribute('aria-describedby', /./);
  });

  test('keeps highlighted lines highlighted and copies plain code', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, '/tutorials/quick-start');
    const block = page.locator('article .theme-code-block.language-ts', {
      has: page.locator('.theme-code-block-highlighted-line'),
    });
    const first = block.first();
    const highlighted = await first.locator('.theme-code-block-highlighted-line').count();
    const linesText = () =>
      first.locator('code .token-line').evaluateAll((lines) => lines.map((line) => line.textContent ?? '').join('\n'));
    const text = await linesText();
    await first.hover();
    await expect(first.locator('.type-hover-target').first()).toBeAttached();
    expect(await first.locator('.theme-code-block-highlighted-line').count()).toBe(highlighted);
    expect(await linesText()).toBe(text);
    const copied = await copiedBy(page, first.getByRole('button', { name: /copy/i }));
    expect(copied.trim()).toBe(text.trim());
    expect(copied).not.toContain('highlight-next-line');
  });

  test('has a keyboard mode: toggle, arrow keys between names, tooltip described, Escape closes', async ({ page }) => {
    await openPage(page, '/api/createSlice');
    const block = firstTypeScriptBlock(page);
    // Before the mode is on, names are not tab stops.
    const toggle = block.getByRole('button', { name: 'Show types' });
    await toggle.focus();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const focused = block.locator('.type-hover-target:focus');
    // The first name is focused once the page's hover data has arrived: its first download, a slow
    // step on a loaded machine (one CI run failed here at the default 5 s), gets its own wait.
    await expect(focused).toHaveCount(1, { timeout: 15_000 });
    await expect(block.locator('.type-hover-target[tabindex="0"]')).toHaveCount(1);
    const tooltip = page.locator(TOOLTIP);
    await expect(tooltip).toBeVisible();
    await expect(focused).toHaveAttribute('aria-describedby', 'type-hover-tooltip');
    const firstName = await focused.textContent();
    await page.keyboard.press('ArrowRight');
    await expect(focused).not.toHaveText(firstName ?? '');
    await expect(tooltip).toBeVisible();
    await expect(focused).toHaveAttribute('aria-describedby', 'type-hover-tooltip');
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    // Tab leaves the code for the next control: one tab stop for all names.
    await page.keyboard.press('Tab');
    await expect(block.locator('.type-hover-target:focus')).toHaveCount(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(block.locator('.type-hover-target[tabindex]')).toHaveCount(0);
  });

  test('shows no types in the JavaScript tab', async ({ page }) => {
    await openPage(page, '/api/createSlice');
    const tabs = page.locator('article .tabs-container', { has: page.locator('.example-tabs') }).first();
    await tabs.getByRole('tab', { name: 'JavaScript' }).click();
    const javascript = tabs.locator('.theme-code-block:visible').first();
    await expect(javascript).toHaveClass(/language-jsx?(\s|$)/);
    await javascript.hover();
    await javascript.locator('code').hover();
    await expect(javascript.getByRole('button', { name: 'Show types' })).toHaveCount(0);
    await expect(javascript.locator('.type-hover-target')).toHaveCount(0);
    await expect(page.locator(TOOLTIP)).toBeHidden();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`has no axe violations with a tooltip open in ${mode} mode`, async ({ page }) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await openPage(page, '/api/createSlice');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const block = firstTypeScriptBlock(page);
      await block.hover();
      await block
        .locator('.type-hover-target', { hasText: /^createSlice$/ })
        .first()
        .hover();
      await expect(page.locator(TOOLTIP)).toBeVisible();
      await waitForArticleSized(page);
      const results = await InPageAxe.withTags(page, AXE_TAGS)
        .include(TOOLTIP)
        .include('article .theme-code-block.language-ts')
        .analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }

  test('keeps the tooltip inside a 375 px viewport', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await openPage(page, '/api/createSlice');
    const block = firstTypeScriptBlock(page);
    await block.hover();
    await block
      .locator('.type-hover-target', { hasText: /^createSlice$/ })
      .first()
      .hover();
    const box = await page.locator(TOOLTIP).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  });

  test('leaves the block usable with a quiet message when the hover data cannot load', async ({
    page,
    consoleWatch,
  }) => {
    // The browser itself logs the aborted request; our code logs nothing.
    consoleWatch.allow(/Failed to load resource: net::ERR_FAILED/);
    await page.route(HOVER_DATA, (route) => route.abort());
    await openPage(page, '/api/createSlice');
    const block = firstTypeScriptBlock(page);
    // textContent, not innerText: code off screen is not laid out (content-visibility), so it has no rendered text yet.
    const text = await block.locator('code').textContent();
    await block.hover();
    await expect(block.getByRole('status')).toHaveText(/Types are unavailable/);
    await expect(block.locator('.type-hover-target')).toHaveCount(0);
    expect(await block.locator('code').textContent()).toBe(text);
    await expect(block.getByRole('button', { name: /copy/i })).toBeEnabled();
    expect(
      consoleWatch.messages.filter(
        (message) => message.type === 'error' && !/Failed to load resource/.test(message.text),
      ),
    ).toEqual([]);
  });
});

test.describe('Examples using this', () => {
  test('ends /api/createSlice with links to examples that resolve to their sections', async ({ page, request }) => {
    await openPage(page, '/api/createSlice');
    const heading = page.getByRole('heading', { level: 2, name: 'Examples using this' });
    await expect(heading).toBeVisible();
    await expect(page.locator('.table-of-contents a[href="#examples-using-this"]')).toHaveCount(1);
    const hrefs = await page
      .locator('article h2#examples-using-this ~ ul a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => !href.startsWith('/api/createSlice'))).toBe(true);
    for (const href of hrefs) {
      const [pathname, anchor] = href.split('#');
      const response = await request.get(pathname!);
      expect(response.status(), href).toBe(200);
      if (anchor) expect(await response.text(), href).toMatch(new RegExp(`id="?${anchor}[" >]`));
    }
  });

  test('lists an RTK Query page example on /api/configureStore', async ({ page }) => {
    await openPage(page, '/api/configureStore');
    const links = page.locator('article h2#examples-using-this ~ * a[href^="/rtk-query/"]');
    expect(await links.count()).toBeGreaterThan(0);
  });
});

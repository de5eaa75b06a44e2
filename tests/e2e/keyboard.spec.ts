import type { Page } from '@playwright/test';
import { test, expect, openPage } from './fixtures';

/** Marks every element a visitor can reach with Tab, and records how each looks unfocused. */
async function markTabStops(page: Page): Promise<number> {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[tabindex]',
      '[contenteditable="true"]',
    ].join(',');
    const stops = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
      (element) =>
        element.tabIndex >= 0 &&
        !(element as HTMLButtonElement).disabled &&
        !element.closest('[inert]') &&
        element.checkVisibility({ visibilityProperty: true }),
    );
    stops.forEach((element, index) => {
      const style = getComputedStyle(element);
      element.dataset.tabStop = String(index);
      element.dataset.unfocusedRing = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`;
    });
    return stops.length;
  });
}

interface FocusStop {
  /** `data-tab-stop` of the focused element, or null when focus left the marked elements. */
  readonly stop: string | null;
  readonly description: string;
  /** Why the focus is not visible, or null when a focus indicator is drawn and on screen. */
  readonly problem: string | null;
}

/**
 * Describes the focused element and checks that a focus indicator is drawn around it, on screen.
 * One round trip per Tab press: the page itself waits for fading controls (copy buttons,
 * heading anchors) to finish their transition before judging them.
 */
async function readFocus(page: Page): Promise<FocusStop> {
  return page.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { stop: null, description: 'body', problem: null };
    const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    const description = `<${element.tagName.toLowerCase()}${element.className ? ` class="${element.className}"` : ''}> "${label}"`;
    const style = getComputedStyle(element);
    const ring = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`;
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const hasShadow = style.boxShadow !== 'none';
    let opacity = 1;
    let clipped = false;
    for (let node: HTMLElement | null = element; node; node = node.parentElement) {
      const nodeStyle = getComputedStyle(node);
      opacity *= Number(nodeStyle.opacity);
      // The visually-hidden pattern (`.sr-only`): a 1 px box that clips its content, so focus inside is never seen.
      const nodeBox = node.getBoundingClientRect();
      clipped ||=
        nodeBox.width <= 1 && nodeBox.height <= 1 && (nodeStyle.overflow !== 'visible' || nodeStyle.clip !== 'auto');
    }
    const box = element.getBoundingClientRect();
    const onScreen = box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    let problem: string | null = null;
    if (ring === element.dataset.unfocusedRing || !(hasOutline || hasShadow)) problem = 'no focus ring';
    else if (clipped) problem = 'inside a visually hidden element';
    else if (opacity < 0.3) problem = `nearly transparent (opacity ${opacity.toFixed(2)})`;
    else if (!onScreen) problem = 'off screen';
    return { stop: element.dataset.tabStop ?? null, description, problem };
  });
}

/**
 * Tabs through the whole page from the top and expects every marked element to
 * receive focus, each with a visible focus indicator.
 */
async function expectEveryStopReachableAndVisible(page: Page): Promise<void> {
  const total = await markTabStops(page);
  expect(total).toBeGreaterThan(0);
  // Two round trips per stop (press, read): a long page has hundreds. Give the walk its own
  // budget, generous for a busy machine, instead of the default test timeout.
  test.setTimeout(60_000 + total * 500);
  const reached = new Set<string>();
  const problems: string[] = [];
  // Start before the first element, then go round once.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let presses = 0; presses < total + 20; presses += 1) {
    await page.keyboard.press('Tab');
    const focus = await readFocus(page);
    // Past the last element focus leaves the page (body); the next Tab starts again at the top.
    if (focus.stop === null) continue;
    if (reached.has(focus.stop)) break;
    reached.add(focus.stop);
    if (focus.problem) problems.push(`${focus.description}: ${focus.problem}`);
  }
  const missed = await page.evaluate(
    (seen) =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-tab-stop]'))
        .filter((element) => !seen.includes(element.dataset.tabStop ?? ''))
        .map((element) => element.outerHTML.slice(0, 120)),
    [...reached],
  );
  expect.soft(missed, 'elements Tab never reaches').toEqual([]);
  expect.soft(problems, 'focused elements without a visible focus indicator').toEqual([]);
}

test.describe('Tab order and focus indicators at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const scheme of ['light', 'dark'] as const) {
    test(`reaches every control on the home page with a visible focus ring in ${scheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openPage(page, '/');
      await expectEveryStopReachableAndVisible(page);
    });
  }

  test('reaches every control on a doc page with tabs and code blocks, with a visible focus ring', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openPage(page, '/rtk-query/usage/polling');
    await expect(page.locator('[role="tab"]').first()).toBeVisible();
    await expect(page.locator('pre').first()).toBeVisible();
    await expectEveryStopReachableAndVisible(page);
  });

  test('reaches every control on the search page with a visible focus ring', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openPage(page, '/search?q=slice');
    await expect(page.locator('main section').first()).toBeVisible();
    await expectEveryStopReachableAndVisible(page);
  });
});

test('moves between code tabs with the arrow keys', async ({ page }) => {
  await openPage(page, '/rtk-query/usage/polling');
  const tabs = page.locator('[role="tablist"]').first().getByRole('tab');
  await tabs.first().focus();
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(1)).toHaveAttribute('tabindex', '0');
});

test.describe('search modal', () => {
  const searchButton = (page: Page) => page.getByRole('button', { name: /^Search \((Control|Command)\+K\)$/ });

  test('keeps focus inside while open and returns it to the search button on close', async ({ page }) => {
    await openPage(page, '/api/createSlice');
    await searchButton(page).focus();
    await page.keyboard.press('Enter');
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeFocused();
    await page.keyboard.type('slice');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();

    const focusIsInModal = () => page.evaluate(() => Boolean(document.activeElement?.closest('.DocSearch-Modal')));
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let presses = 0; presses < 12; presses += 1) {
        await page.keyboard.press(key);
        expect(await focusIsInModal(), `focus after ${presses + 1} × ${key}`).toBe(true);
      }
    }

    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('returns focus to the search button when closed with Cancel', async ({ page }) => {
      await openPage(page, '/');
      await searchButton(page).focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await page.getByRole('button', { name: 'Cancel' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      await expect(searchButton(page)).toBeFocused();
    });
  });
});

test.describe('wide tables on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('are tab stops that scroll sideways with the arrow keys', async ({ page }) => {
    await openPage(page, '/api/codemods');
    const table = page.locator('article table').first();
    await expect(table).toHaveAttribute('tabindex', '0');
    await table.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });

  test('that fit the screen add no tab stop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, '/api/codemods');
    await expect(page.locator('article table').first()).not.toHaveAttribute('tabindex');
  });
});

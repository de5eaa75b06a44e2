import { expect, type Locator, type Page } from '@playwright/test';
import type { LiveExampleControls } from './controls';

/* A live example on a docs page, as its tests reach it: live-examples.spec.ts, and the development server's test. */

/** A cold start fetches the editor, the transpiler worker and the vendor bundle: slow on a busy machine. */
export const FIRST_RUN_TIMEOUT = 30_000;

export const exampleSection = (page: Page, name: string) => page.locator(`[data-live-example="${name}"]`).first();
export const runner = (section: Locator) => section.locator('[data-run-status]');
/** The frame showing the example's app (another, hidden, may be loading the next run). */
export const PREVIEW_FRAME = 'iframe[title^="Preview of"]:not([aria-hidden])';
export const preview = (section: Locator) => section.frameLocator(PREVIEW_FRAME);
/** The runner's toggle that makes the preview's next request fail. */
export const failNextButton = (section: Locator) => section.getByRole('button', { name: 'Fail next request' });

/** Presses Run and waits until the example's first preview is up. */
export async function runExample(section: Locator): Promise<void> {
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: 'Run' }).click();
  await expect(runner(section)).toHaveAttribute('data-run-status', 'ready', { timeout: FIRST_RUN_TIMEOUT });
}

/**
 * Presses a toggle button until it shows `pressed`. "Fail next request" shows
 * pressed only once the preview's sandbox has confirmed it, and a press sends
 * the opposite of what the button shows, so pressing again before that answer
 * asks the same thing again: a press lost to a page still moving under the
 * pointer is retried, never undone.
 */
export async function pressToggleUntil(toggle: Locator, pressed: boolean): Promise<void> {
  const wanted = String(pressed);
  await expect(async () => {
    if ((await toggle.getAttribute('aria-pressed')) !== wanted) await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', wanted, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

export function pageControls(section: Locator): LiveExampleControls {
  return {
    app: preview(section),
    failNextRequest: () => pressToggleUntil(failNextButton(section), true),
    requests: async () => section.getByRole('list', { name: 'Requests' }).locator('li').allTextContents(),
    actionTypes: async () =>
      section.getByRole('region', { name: 'Actions and state' }).locator('summary').allTextContents(),
    consoleText: async () => (await section.getByRole('region', { name: 'Console' }).textContent()) ?? '',
  };
}

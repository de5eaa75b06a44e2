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

/** Presses Run and waits until the example's first preview is up. */
export async function runExample(section: Locator): Promise<void> {
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: 'Run' }).click();
  await expect(runner(section)).toHaveAttribute('data-run-status', 'ready', { timeout: FIRST_RUN_TIMEOUT });
}

export function pageControls(section: Locator): LiveExampleControls {
  return {
    app: preview(section),
    failNextRequest: async () => {
      const control = section.getByRole('button', { name: 'Fail next request' });
      await control.click();
      // Pressed only once the preview's sandbox has confirmed: the next request the app sends fails.
      await expect(control).toHaveAttribute('aria-pressed', 'true');
    },
    requests: async () => section.getByRole('list', { name: 'Requests' }).locator('li').allTextContents(),
    actionTypes: async () =>
      section.getByRole('region', { name: 'Actions and state' }).locator('summary').allTextContents(),
    consoleText: async () => (await section.getByRole('region', { name: 'Console' }).textContent()) ?? '',
  };
}

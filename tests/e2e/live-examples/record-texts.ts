import type { Locator } from '@playwright/test';

type Recorded = Element & { textHistory?: string[] };

/**
 * Starts keeping every text the element shows, so a drive can assert afterwards what
 * appeared for a moment (an optimistic change) or never appeared (a half-saved row),
 * without racing the fake server.
 */
export async function recordTexts(element: Locator): Promise<() => Promise<string[]>> {
  await element.evaluate((node: Recorded) => {
    const history = [node.textContent ?? ''];
    node.textHistory = history;
    new MutationObserver(() => history.push(node.textContent ?? '')).observe(node, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return () => element.evaluate((node: Recorded) => [...(node.textHistory ?? [])]);
}

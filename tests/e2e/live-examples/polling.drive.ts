import { expect } from '@playwright/test';
import type { DriveExample } from './controls';

/** With polling on, GET /api/quotes keeps arriving; Stop stops it; a failed refresh shows until polling recovers. */
export const drive: DriveExample = async ({ app, requests, failNextRequest }) => {
  const before = (await requests()).length;
  const answered = async (status: number) =>
    (await requests()).slice(before).filter((line) => line === `GET /api/quotes → ${status}`).length;
  const status = app.getByRole('status');
  const caption = app.locator('caption');
  const coffeePrice = app
    .getByRole('row', { name: /Arabica coffee/ })
    .getByRole('cell')
    .first();

  await expect(status).toHaveText('Polling every 3 s');
  await expect(coffeePrice).toHaveText(/USD\/lb/);

  // At 1 s, new requests keep arriving and the prices move.
  await app.getByRole('combobox', { name: 'Refresh every' }).selectOption({ label: '1 s' });
  await expect(status).toHaveText('Polling every 1 s');
  const atOneSecond = await answered(200);
  await expect.poll(() => answered(200), { timeout: 8_000 }).toBeGreaterThanOrEqual(atOneSecond + 3);
  const price = await coffeePrice.textContent();
  await expect(coffeePrice).not.toHaveText(price!, { timeout: 5_000 });

  // Stop. Count once the board's own "s ago" clock shows 1 s: any request in flight has answered.
  await app.getByRole('button', { name: 'Stop polling' }).click();
  await expect(status).toHaveText('Stopped');
  await expect(caption).not.toContainText('refreshing');
  await expect(caption).toContainText(/\((?:[1-9]|\d{2,}) s ago\)/, { timeout: 5_000 });
  const stopped = await answered(200);
  const stoppedPrice = await coffeePrice.textContent();
  // Absence of requests can only show over time. Rather than sleeping, wait for the same clock to
  // reach 4 s: at 1 s, polling would have made about three more requests in that window.
  await expect(caption).toContainText(/\((?:[4-9]|\d{2,}) s ago\)/, { timeout: 10_000 });
  expect(await answered(200)).toBe(stopped);
  await expect(coffeePrice).toHaveText(stoppedPrice!);

  // A manual refresh that fails keeps the last prices and says so; nothing polls to hide it.
  await failNextRequest();
  await app.getByRole('button', { name: 'Refresh now' }).click();
  await expect(app.getByRole('alert')).toHaveText('The last refresh failed; these prices may be out of date.');
  await expect.poll(() => answered(500)).toBe(1);
  await expect(coffeePrice).toHaveText(stoppedPrice!);

  // Start again: polling resumes and the next good answer clears the error.
  await app.getByRole('button', { name: 'Start polling' }).click();
  await expect(status).toHaveText('Polling every 1 s');
  await expect(app.getByRole('alert')).toHaveCount(0, { timeout: 5_000 });
  await expect.poll(() => answered(200), { timeout: 8_000 }).toBeGreaterThanOrEqual(stopped + 2);
};

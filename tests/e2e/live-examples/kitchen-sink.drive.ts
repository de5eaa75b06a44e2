import { expect } from '@playwright/test';
import type { DriveExample } from './controls';

/** Tags and invalidation, a manual refetch, an error that keeps the last data, polling, and selectFromResult. */
export const drive: DriveExample = async ({ app, requests, failNextRequest }) => {
  const list = app.getByRole('list', { name: 'Tickets' });
  const openCount = app.getByLabel('Open tickets');
  const status = app.locator('p[role="status"]');
  const listGets = async () => (await requests()).filter((line) => line === 'GET /api/tickets → 200').length;

  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(openCount).toHaveText('3');
  await expect(status).toContainText('Last updated at');

  // The mutation invalidates the ticket's tag, which the list provides: the list refetches.
  let before = (await requests()).length;
  await list.getByRole('button', { name: 'Resolve “Printer offline on floor 2”' }).click();
  await expect(openCount).toHaveText('2');
  await expect(list.getByRole('listitem').filter({ hasText: 'Printer offline' })).toContainText('resolved');
  await expect(list.getByRole('button', { name: 'Resolve “Printer offline on floor 2”' })).toHaveCount(0);
  await expect
    .poll(async () => (await requests()).slice(before))
    .toEqual(['PATCH /api/tickets/2 → 200', 'GET /api/tickets → 200']);

  // The manual refetch button sends one GET.
  before = (await requests()).length;
  await app.getByRole('button', { name: 'Refresh now' }).click();
  await expect
    .poll(async () => (await requests()).slice(before), { timeout: 5_000 })
    .toEqual(['GET /api/tickets → 200']);
  await expect(status).toContainText('Last updated at');

  // A failed refetch shows an error and keeps the last list on screen.
  await failNextRequest();
  await app.getByRole('button', { name: 'Refresh now' }).click();
  const alert = app.getByRole('alert');
  await expect(alert).toContainText('Could not refresh the tickets (500)');
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(openCount).toHaveText('2');
  await expect.poll(requests).toContain('GET /api/tickets → 500');
  await app.getByRole('button', { name: 'Refresh now' }).click();
  await expect(alert).toHaveCount(0);

  // Polling refetches on its own while the box is ticked.
  const polling = app.getByRole('checkbox', { name: 'Refresh every 2 seconds' });
  await expect(status).toContainText('Last updated at');
  const beforePolling = await listGets();
  await polling.check();
  await expect.poll(listGets, { timeout: 12_000, intervals: [500] }).toBeGreaterThanOrEqual(beforePolling + 2);
  await polling.uncheck();
  await expect(polling).not.toBeChecked();
  await expect(status).toContainText('Last updated at');
  await expect(openCount).toHaveText('2');
};

import { expect } from '@playwright/test';
import type { DriveExample } from './controls';

/** initiate + select + store.subscribe render the queue; refetch() requests again; unsubscribe() stops refetches. */
export const drive: DriveExample = async ({ app, requests }) => {
  const status = app.getByRole('status');
  const tickets = app.getByRole('list', { name: 'Open tickets' });
  const since = async (count: number) => (await requests()).slice(count);

  // The list renders from the cache entry.
  await expect(tickets.getByRole('listitem')).toHaveCount(4);
  await expect(tickets).toContainText('#1042 Password reset email never arrives (Halvorsen Bikes)');
  await expect(status).toHaveText(/^Subscribed: response #\d+, 4 open tickets\.$/);
  const first = Number(/#(\d+)/.exec((await status.textContent()) ?? '')![1]);

  // Refresh calls subscription.refetch(): one new request.
  let before = (await requests()).length;
  await app.getByRole('button', { name: 'Refresh' }).click();
  await expect(status).toHaveText(`Subscribed: response #${first + 1}, 4 open tickets.`);
  await expect.poll(() => since(before)).toEqual(['GET /api/tickets → 200']);

  // While subscribed, resolving a ticket invalidates the list, which refetches.
  before = (await requests()).length;
  await app.getByRole('button', { name: 'Resolve #1042' }).click();
  await expect(status).toHaveText(`Subscribed: response #${first + 2}, 3 open tickets.`);
  await expect(tickets).not.toContainText('#1042');
  await expect.poll(() => since(before)).toEqual(['PATCH /api/tickets/1042 → 200', 'GET /api/tickets → 200']);

  // After unsubscribe(), the cached list stays until something invalidates it, and Refresh is off.
  await app.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(status).toHaveText(`Not subscribed: response #${first + 2}, 3 open tickets.`);
  await expect(app.getByRole('button', { name: 'Refresh' })).toBeDisabled();

  // Resolving now drops the unsubscribed entry instead of refetching it.
  before = (await requests()).length;
  await app.getByRole('button', { name: 'Resolve #1043' }).click();
  await expect(status).toHaveText('Not subscribed: no tickets in the cache.');
  await expect(tickets.getByRole('listitem')).toHaveCount(0);

  // Subscribing again fetches once: the only GET since the resolve, so the resolve fetched nothing.
  await app.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(status).toHaveText(`Subscribed: response #${first + 3}, 2 open tickets.`);
  await expect.poll(() => since(before)).toEqual(['PATCH /api/tickets/1043 → 200', 'GET /api/tickets → 200']);
};

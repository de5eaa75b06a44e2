import { expect } from '@playwright/test';
import type { DriveExample } from './controls';

/** Three widgets share one request and one cache entry; a new widget subscribes without a request. */
export const drive: DriveExample = async ({ app, requests }) => {
  const forecastRequests = async () => (await requests()).filter((line) => line.startsWith('GET /api/forecast/Lisbon'));
  const widgets = app.getByRole('region');
  const subscribers = app.getByText(/Subscribers to getForecast/).locator('output');

  // Three widgets, one GET, the same response everywhere.
  await expect(widgets).toHaveCount(3);
  for (const widget of await widgets.all()) await expect(widget).toContainText('From response #1');
  await expect(app.getByRole('region', { name: 'Temperature' })).toContainText('22 °C');
  await expect.poll(() => forecastRequests()).toEqual(['GET /api/forecast/Lisbon → 200']);
  // The store's copy of the subscriptions is synced at most every 500 ms.
  await expect(subscribers).toHaveText('3', { timeout: 3_000 });

  // A fourth subscriber reads the cached entry: no request, same response.
  const before = (await forecastRequests()).length;
  await app.getByRole('button', { name: 'Add widget' }).click();
  const humidity = app.getByRole('region', { name: 'Humidity 1' });
  await expect(humidity).toContainText('58 %');
  await expect(humidity).toContainText('From response #1');
  await expect(subscribers).toHaveText('4', { timeout: 3_000 });

  // Refetching from one widget updates all four with one request, so adding the widget made none.
  await app.getByRole('button', { name: 'Refresh' }).click();
  await expect(widgets).toHaveCount(4);
  for (const widget of await widgets.all()) await expect(widget).toContainText('From response #2');
  await expect(humidity).toContainText('61 %');
  await expect.poll(async () => (await forecastRequests()).slice(before)).toEqual(['GET /api/forecast/Lisbon → 200']);

  // Removing the widget removes its subscription.
  await app.getByRole('button', { name: 'Remove widget' }).click();
  await expect(widgets).toHaveCount(3);
  await expect(subscribers).toHaveText('3', { timeout: 3_000 });
  await expect(app.getByRole('button', { name: 'Remove widget' })).toBeDisabled();
};

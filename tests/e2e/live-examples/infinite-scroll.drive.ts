import { expect } from '@playwright/test';
import type { DriveExample } from './controls';

const pageRequest = (page: number) => `GET /api/trails?page=${page} → 200`;

/** The first page shows; Load more and scrolling the sentinel into view append pages; the end says so. */
export const drive: DriveExample = async ({ app, requests, failNextRequest }) => {
  const before = (await requests()).length;
  const newRequests = async () => (await requests()).slice(before);
  const trails = app.getByRole('listitem');
  const loadMore = app.getByRole('button', { name: 'Load more' });
  const status = app.getByRole('status');

  await expect(trails).toHaveCount(6);
  await expect(trails.first()).toContainText('Cedar Ridge Loop');
  await expect(app.getByText('Showing 6 trails')).toBeVisible();
  expect(await newRequests()).not.toContain(pageRequest(2));

  // Load more appends page 2 below page 1.
  await loadMore.click();
  await expect(trails).toHaveCount(12);
  await expect(trails.nth(6)).toContainText('Granite Saddle Route');
  await expect(trails.first()).toContainText('Cedar Ridge Loop');
  await expect.poll(newRequests).toContain(pageRequest(2));

  // Scrolling the list to its end brings the sentinel into view: page 3 loads without a click.
  await app.getByRole('region', { name: 'Trail list' }).evaluate((box) => {
    box.scrollTop = box.scrollHeight;
  });
  await expect(trails).toHaveCount(18);
  await expect(trails.nth(12)).toContainText('Painted Canyon Rim');
  await expect.poll(newRequests).toContain(pageRequest(3));

  // A failed page keeps what loaded so far; Load more tries again.
  await failNextRequest();
  await loadMore.click();
  await expect(app.getByRole('alert')).toHaveText('The next page failed to load.');
  await expect(trails).toHaveCount(18);
  await loadMore.click();
  await expect(trails).toHaveCount(24);
  await expect(trails.last()).toContainText('Loon Lake Shoreline');
  await expect(status).toHaveText('No more items');
  await expect(loadMore).toBeDisabled();
  await expect(app.getByRole('alert')).toHaveCount(0);
  await expect.poll(newRequests).toContain(pageRequest(4));
  expect((await newRequests()).filter((line) => line.startsWith('GET /api/trails?page=5'))).toEqual([]);
};

import { expect } from '@playwright/test';
import type { DriveExample } from './controls';

const pageRequest = (page: number) => `GET /api/targets?page=${page} → 200`;

/** Showing a page prefetches the next one; Next then shows it at once and prefetches the one after. */
export const drive: DriveExample = async ({ app, requests, failNextRequest }) => {
  const targets = app.getByRole('listitem');
  const loading = app.getByText(/Loading page/);
  const previous = app.getByRole('button', { name: 'Previous' });
  const next = app.getByRole('button', { name: 'Next' });

  // Page 1 shows, and page 2 is requested in the background without being opened. (Page 2 may
  // have arrived before this drive started, so this looks at every request since the app loaded.)
  await expect(targets.first()).toContainText('M1 Crab Nebula');
  await expect(app.getByText('Page 1 of 4')).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(app.getByText('Page 2: prefetched')).toBeVisible();
  await expect.poll(requests).toContain(pageRequest(2));

  // Next shows page 2 from the cache at once, and prefetches page 3 (and only page 3).
  const before = (await requests()).length;
  const newRequests = async () => (await requests()).slice(before);
  await next.click();
  await expect(targets.first()).toContainText('M17 Omega Nebula');
  await expect(app.getByText('Page 2 of 4')).toBeVisible();
  await expect(loading).toHaveCount(0);
  await expect(app.getByText('Page 3: prefetched')).toBeVisible();
  await expect.poll(newRequests).toEqual([pageRequest(3)]);

  // Back to page 1 and forward again: cached, and fresh enough (ifOlderThan: 60) not to refetch.
  await previous.click();
  await expect(targets.first()).toContainText('M1 Crab Nebula');
  await expect(app.getByText('Page 2: prefetched')).toBeVisible();
  await next.click();
  await expect(targets.first()).toContainText('M17 Omega Nebula');
  await expect(app.getByText('Page 3: prefetched')).toBeVisible();
  await expect.poll(newRequests).toEqual([pageRequest(3)]);

  // If the background request fails, the page says so, and the next page loads when opened.
  await failNextRequest();
  await next.click();
  await expect(targets.first()).toContainText('M42 Orion Nebula');
  await expect(loading).toHaveCount(0);
  await expect(app.getByText('Page 4: prefetch failed, it loads when opened')).toBeVisible();
  await expect.poll(newRequests).toEqual([pageRequest(3), 'GET /api/targets?page=4 → 500']);
  await next.click();
  // Page 4 is fetched when opened (the loading text it shows lasts only as long as the 600 ms answer).
  await expect(targets.first()).toContainText('M63 Sunflower Galaxy');
  await expect.poll(newRequests).toContain(pageRequest(4));
  await expect(app.getByText('Page 4 of 4')).toBeVisible();
  await expect(app.getByText('This is the last page.')).toBeVisible();
  await expect(next).toBeDisabled();
  await expect.poll(newRequests).toEqual([pageRequest(3), 'GET /api/targets?page=4 → 500', pageRequest(4)]);
};

import { expect } from '@playwright/test';
import type { DriveExample } from './controls';

const pageRequest = (page: number) => `GET /api/books?page=${page}&limit=5 → 200`;

/** Next and Previous move between pages of { page } queries; the buttons disable at the ends; cached pages are not refetched. */
export const drive: DriveExample = async ({ app, requests, failNextRequest }) => {
  const before = (await requests()).length;
  const newRequests = async () => (await requests()).slice(before);
  const previous = app.getByRole('button', { name: 'Previous' });
  const next = app.getByRole('button', { name: 'Next' });
  const books = app.getByRole('listitem');

  await expect(app.getByText('Page 1 of 5')).toBeVisible();
  await expect(books.first()).toContainText('Middlemarch');
  await expect(books).toHaveCount(5);
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();

  await next.click();
  await expect(app.getByText('Page 2 of 5')).toBeVisible();
  await expect(books.first()).toContainText('Anna Karenina');
  await expect(app.getByRole('status')).toHaveText('');
  await expect.poll(newRequests).toContain(pageRequest(2));
  await expect(previous).toBeEnabled();

  // A failed page keeps the last good page on screen and offers a retry.
  await failNextRequest();
  await next.click();
  await expect(app.getByRole('alert')).toContainText('Page 3 failed to load; still showing page 2.');
  await expect(books.first()).toContainText('Anna Karenina');
  await app.getByRole('button', { name: 'Retry' }).click();
  await expect(books.first()).toContainText('Les Misérables');
  await expect(app.getByRole('alert')).toHaveCount(0);
  await expect.poll(newRequests).toContain(pageRequest(3));

  await next.click();
  await expect(books.first()).toContainText('North and South');
  await next.click();
  await expect(app.getByText('Page 5 of 5')).toBeVisible();
  await expect(books.first()).toContainText('Vanity Fair');
  await expect(books).toHaveCount(3);
  await expect(next).toBeDisabled();
  await expect.poll(newRequests).toContain(pageRequest(5));

  // Going back shows page 4 from the cache: no second request for it.
  await previous.click();
  await expect(app.getByText('Page 4 of 5')).toBeVisible();
  await expect(books.first()).toContainText('North and South');
  await expect(next).toBeEnabled();
  await expect.poll(async () => (await newRequests()).filter((line) => line === pageRequest(4))).toHaveLength(1);
};

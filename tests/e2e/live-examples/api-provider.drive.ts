import { expect } from '@playwright/test';
import type { DriveExample } from './controls';

/** The list loads through ApiProvider's own store (its actions reach the pane); adding a bookmark refetches it; a failed add shows an error. */
export const drive: DriveExample = async ({ app, requests, actionTypes, failNextRequest }) => {
  const list = app.getByRole('list', { name: 'Bookmarks' });
  await expect(app.getByRole('status')).toHaveText('3 bookmarks');
  await expect(list.getByRole('listitem')).toHaveText([
    'Designing data-intensive apps',
    'Accessible forms checklist',
    'Caching strategies compared',
  ]);
  const before = (await requests()).length;

  await app.getByLabel('Title').fill('Retry with backoff');
  await app.getByLabel('Link').fill('https://example.com/backoff');
  await app.getByRole('button', { name: 'Add bookmark' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(list.getByRole('listitem').last()).toHaveText('Retry with backoff');
  await expect(app.getByRole('status')).toHaveText('4 bookmarks');
  await expect(app.getByLabel('Title')).toHaveValue('');
  // The mutation, then the refetch its invalidated tag starts.
  await expect
    .poll(async () => (await requests()).slice(before))
    .toEqual(['POST /api/bookmarks → 201', 'GET /api/bookmarks → 200']);

  await failNextRequest();
  await app.getByLabel('Title').fill('Lost on the way');
  await app.getByRole('button', { name: 'Add bookmark' }).click();
  await expect(app.getByRole('alert')).toHaveText('The bookmark was not saved. Try again.');
  await expect(app.getByLabel('Title')).toHaveValue('Lost on the way');
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect.poll(async () => (await requests()).slice(before + 2)).toEqual(['POST /api/bookmarks → 500']);

  // A failed refetch keeps the last data on screen and shows the error.
  await failNextRequest();
  await app.getByRole('button', { name: 'Reload list' }).click();
  await expect(app.getByText('Could not load the bookmarks.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await app.getByRole('button', { name: 'Reload list' }).click();
  await expect(app.getByText('Could not load the bookmarks.')).toBeHidden();
  await expect(app.getByRole('status')).toHaveText('4 bookmarks');
  await expect
    .poll(async () => (await requests()).slice(before + 3))
    .toEqual(['GET /api/bookmarks → 500', 'GET /api/bookmarks → 200']);

  // ApiProvider's own store dispatches RTK Query's actions like any other store.
  const types = await actionTypes();
  expect(types).toContain('bookmarksApi/executeQuery/fulfilled');
  expect(types).toContain('bookmarksApi/executeMutation/rejected');
};

import { expect } from '@playwright/test';
import type { DriveExample } from './controls';

/** The list loads, a post opens with its body, a failed post can be retried, and adding a post refetches the list. */
export const drive: DriveExample = async ({ app, requests, failNextRequest }) => {
  const list = app.getByRole('list', { name: 'Posts' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list).toContainText('Seed swap on Saturday');
  await expect(app.getByText('Choose a post to read it.')).toBeVisible();

  await list.getByRole('button', { name: 'Tomatoes need staking' }).click();
  const article = app.getByRole('article');
  await expect(article.getByRole('heading', { name: 'Tomatoes need staking' })).toBeVisible();
  await expect(article).toContainText('Stakes are in the shed.');
  await expect.poll(requests).toContain('GET /api/posts/2 → 200');

  // A failed detail request shows an error, and Try again refetches it.
  await failNextRequest();
  await list.getByRole('button', { name: 'Compost bin is full' }).click();
  const alert = app.getByRole('alert');
  await expect(alert).toContainText('Could not load this post.');
  await expect.poll(requests).toContain('GET /api/posts/3 → 500');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(article).toContainText('Please use the second bin by the gate');
  await expect.poll(requests).toContain('GET /api/posts/3 → 200');

  await app.getByRole('textbox', { name: 'Title' }).fill('Pea trellis is up');
  await app.getByRole('textbox', { name: 'Author' }).fill('Jonas');
  await app.getByRole('textbox', { name: 'Body' }).fill('Tie the young shoots to the netting.');

  // A failed POST shows an error and keeps what was typed.
  await failNextRequest();
  const before = (await requests()).length;
  await app.getByRole('button', { name: 'Add post' }).click();
  await expect(app.getByText('Could not save the post. Try again.')).toBeVisible();
  await expect(app.getByRole('textbox', { name: 'Title' })).toHaveValue('Pea trellis is up');
  await expect(list.getByRole('listitem')).toHaveCount(3);

  // Adding a post invalidates the list tag: the POST is followed by a GET of the list.
  // The failed POST invalidated nothing, so no GET follows it.
  await app.getByRole('button', { name: 'Add post' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(list.getByRole('button', { name: 'Pea trellis is up' })).toBeVisible();
  await expect
    .poll(async () => (await requests()).slice(before))
    .toEqual(['POST /api/posts → 500', 'POST /api/posts → 201', 'GET /api/posts → 200']);
  await expect(app.getByText('Could not save the post. Try again.')).toBeHidden();
  await expect(app.getByRole('textbox', { name: 'Title' })).toHaveValue('');

  await list.getByRole('button', { name: 'Pea trellis is up' }).click();
  await expect(article).toContainText('Tie the young shoots to the netting.');
};

import { expect } from '@playwright/test';
import type { DriveExample } from './controls';

/** The profile waits for a choice (skipToken), activity waits for its checkbox (skip), clearing fetches nothing. */
export const drive: DriveExample = async ({ app, requests }) => {
  const picker = app.getByLabel('Team member');
  const hookValue = (name: string) => app.locator('dt', { hasText: name }).locator('+ dd');
  const userRequests = async () => (await requests()).filter((line) => /^GET \/api\/users\/\d/.test(line));

  // The team list loads, but no profile is requested before a choice.
  await expect(picker.getByRole('option', { name: 'Jonas Weber' })).toBeAttached();
  await expect(app.getByText('Choose a team member to load a profile.')).toBeVisible();
  await expect(hookValue('isUninitialized')).toHaveText('true');
  await expect(hookValue('currentData')).toHaveText('none');
  expect(await userRequests()).toEqual([]);

  // Choosing someone requests their profile and shows it.
  await picker.selectOption({ label: 'Jonas Weber' });
  const profile = app.getByRole('article', { name: 'Profile of Jonas Weber' });
  await expect(profile).toContainText('Backend engineer in Leipzig');
  await expect(hookValue('isUninitialized')).toHaveText('false');
  await expect(hookValue('currentData')).toHaveText('Jonas Weber');
  await expect.poll(() => userRequests()).toEqual(['GET /api/users/2 → 200']);

  // Activity is skipped until the checkbox allows it.
  await expect(profile.getByText('Activity query skipped.')).toBeVisible();
  await profile.getByLabel('Show recent activity').check();
  await expect(profile.getByRole('list', { name: 'Recent activity' })).toContainText(
    'Rotated the database credentials',
  );
  await expect.poll(() => userRequests()).toEqual(['GET /api/users/2 → 200', 'GET /api/users/2/activity → 200']);
  await profile.getByLabel('Show recent activity').uncheck();
  await expect(profile.getByText('Activity query skipped.')).toBeVisible();
  await expect(profile.getByRole('list', { name: 'Recent activity' })).toHaveCount(0);

  // Clearing the choice shows nothing: `data` keeps the last result, `currentData` is empty.
  const before = (await userRequests()).length;
  await picker.selectOption({ label: 'Nobody' });
  await expect(app.getByText('Choose a team member to load a profile.')).toBeVisible();
  await expect(app.getByRole('article')).toHaveCount(0);
  await expect(hookValue('isUninitialized')).toHaveText('true');
  await expect(hookValue('data (last result)')).toHaveText('Jonas Weber');
  await expect(hookValue('currentData')).toHaveText('none');

  // The next choice makes exactly one request: clearing made none.
  await picker.selectOption({ label: 'Priya Raman' });
  await expect(app.getByRole('article', { name: 'Profile of Priya Raman' })).toContainText('Product designer');
  await expect.poll(async () => (await userRequests()).slice(before)).toEqual(['GET /api/users/3 → 200']);
};

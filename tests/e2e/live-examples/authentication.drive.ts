import { expect } from '@playwright/test';
import type { DriveExample } from './controls';

/** Logging in, a protected request with the token, a refresh after the token expires, and logging out. */
export const drive: DriveExample = async ({ app, requests, actionTypes }) => {
  const username = app.getByRole('textbox', { name: 'Username' });
  const password = app.getByLabel('Password');
  const logIn = app.getByRole('button', { name: 'Log in' });
  const notes = app.getByRole('list', { name: 'Notes' });
  const reload = app.getByRole('button', { name: 'Reload notes' });

  // A wrong password answers 401; with no session yet, the wrapper does not try a refresh.
  let before = (await requests()).length;
  await username.fill('ada');
  await password.fill('babbage');
  await logIn.click();
  await expect(app.getByText('Wrong username or password.')).toBeVisible();
  await expect.poll(async () => (await requests()).slice(before)).toEqual(['POST /api/auth/login → 401']);

  // Logging in stores the session; the notes request carries the token.
  before = (await requests()).length;
  await password.fill('lovelace');
  await logIn.click();
  await expect(app.getByText('Signed in as ada.')).toBeVisible();
  await expect(notes.getByRole('listitem')).toHaveCount(3);
  await expect(notes).toContainText('Heron nest by the north pond');
  await expect
    .poll(async () => (await requests()).slice(before))
    .toEqual(['POST /api/auth/login → 200', 'GET /api/notes → 200']);
  await expect.poll(actionTypes).toContain('auth/loggedIn');

  // The token answers one more request.
  before = (await requests()).length;
  await reload.click();
  await expect.poll(async () => (await requests()).slice(before), { timeout: 5_000 }).toEqual(['GET /api/notes → 200']);
  await expect(reload).toBeEnabled();
  await expect(app.getByText('Access token renewed 0 times.')).toBeVisible();

  // Then it has expired: 401, refresh, and the same request again with the new token.
  before = (await requests()).length;
  await reload.click();
  await expect(app.getByText('Access token renewed 1 time.')).toBeVisible();
  await expect(reload).toBeEnabled();
  await expect
    .poll(async () => (await requests()).slice(before))
    .toEqual(['GET /api/notes → 401', 'POST /api/auth/refresh → 200', 'GET /api/notes → 200']);
  await expect.poll(actionTypes).toContain('auth/tokenRefreshed');
  await expect(notes.getByRole('listitem')).toHaveCount(3);
  await expect(app.getByRole('alert')).toHaveCount(0);

  // Logging out clears the session and the cached notes.
  await app.getByRole('button', { name: 'Log out' }).click();
  await expect(logIn).toBeVisible();
  await expect(notes).toHaveCount(0);
  const types = await actionTypes();
  expect(types).toContain('auth/loggedOut');
  expect(types).toContain('api/resetApiState');

  // Logging in again fetches the notes afresh: nothing was left in the cache.
  before = (await requests()).length;
  await username.fill('ada');
  await password.fill('lovelace');
  await logIn.click();
  await expect(notes.getByRole('listitem')).toHaveCount(3);
  await expect
    .poll(async () => (await requests()).slice(before))
    .toEqual(['POST /api/auth/login → 200', 'GET /api/notes → 200']);
  await expect(app.getByText('Access token renewed 0 times.')).toBeVisible();
};

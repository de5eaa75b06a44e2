import { expect } from '@playwright/test';
import type { DriveExample } from './controls';
import { recordTexts } from './record-texts';

/** Toggling and renaming show at once, before the PATCH answers; a failed PATCH shows the change, then undoes it. */
export const drive: DriveExample = async ({ app, requests, failNextRequest, actionTypes }) => {
  const list = app.getByRole('list', { name: 'Packing list' });
  const row = (name: string) => list.getByRole('listitem').filter({ hasText: name });
  const saving = app.getByText('Saving…');
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await expect(app.getByRole('heading', { name: 'Packed 2 of 5' })).toBeVisible();

  // Packing the headlamp: the cache changes when the request starts. The page's own history of texts
  // shows it: "(packed)" appeared while "Saving…" was still up, that is before the PATCH answered
  // (asserting the moment itself would race with the server on a slow machine).
  const page = app.locator('main');
  const shown = await recordTexts(page);
  let before = (await requests()).length;
  await app.getByRole('checkbox', { name: 'Headlamp' }).check();
  await expect(row('Headlamp')).toContainText('(packed)');
  await expect(app.getByRole('heading', { name: 'Packed 3 of 5' })).toBeVisible();
  await expect(saving).toBeHidden();
  await expect.poll(async () => (await requests()).slice(before)).toEqual(['PATCH /api/items/3 → 200']);
  expect((await shown()).some((text) => /Headlamp\s*\(packed\)/.test(text) && text.includes('Saving…'))).toBe(true);
  await expect(app.getByRole('checkbox', { name: 'Headlamp' })).toBeChecked();

  // Renaming works the same way.
  before = (await requests()).length;
  await app.getByRole('button', { name: 'Rename Tent' }).click();
  await app.getByRole('textbox', { name: 'New name for Tent' }).fill('Two-person tent');
  await app.getByRole('button', { name: 'Save' }).click();
  await expect(app.getByRole('checkbox', { name: 'Two-person tent' })).toBeChecked();
  await expect(saving).toBeHidden();
  await expect.poll(async () => (await requests()).slice(before)).toEqual(['PATCH /api/items/1 → 200']);
  expect((await shown()).some((text) => text.includes('Two-person tent') && text.includes('Saving…'))).toBe(true);

  // A failed toggle: the box ticks, then unticks when the 500 arrives, and an error explains why.
  const history = await recordTexts(list);
  const patchedBefore = (await actionTypes()).filter((type) => type.endsWith('/queryResultPatched')).length;
  await failNextRequest();
  await app.getByRole('checkbox', { name: 'Water filter' }).check();
  const alert = app.getByRole('alert');
  await expect(alert).toHaveText('Could not save the change to “Water filter”. It has been undone.');
  await expect(app.getByRole('checkbox', { name: 'Water filter' })).not.toBeChecked();
  await expect(row('Water filter')).toContainText('(to pack)');
  expect((await history()).some((text) => /Water filter\s*\(packed\)/.test(text))).toBe(true);
  await expect.poll(requests).toContain('PATCH /api/items/4 → 500');
  // One patch when the request started, one undo when it failed.
  await expect
    .poll(async () => (await actionTypes()).filter((type) => type.endsWith('/queryResultPatched')).length)
    .toBe(patchedBefore + 2);

  // A failed rename rolls back too.
  await failNextRequest();
  await app.getByRole('button', { name: 'Rename Camp stove' }).click();
  await app.getByRole('textbox', { name: 'New name for Camp stove' }).fill('Stove and gas');
  await app.getByRole('button', { name: 'Save' }).click();
  await expect(alert).toHaveText('Could not save the change to “Camp stove”. It has been undone.');
  await expect(row('Camp stove')).toBeVisible();
  await expect(list).not.toContainText('Stove and gas');
  expect((await history()).some((text) => text.includes('Stove and gas'))).toBe(true);
  await expect(app.getByRole('heading', { name: 'Packed 3 of 5' })).toBeVisible();
};
